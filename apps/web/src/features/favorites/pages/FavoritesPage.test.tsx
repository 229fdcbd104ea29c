import type { Game } from '@croupier/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/index.ts';
import { CurrentLocation, renderWithProviders } from '../../../test/render.tsx';
import { FavoritesPage } from './FavoritesPage.tsx';
import { LastPlayedPage } from './LastPlayedPage.tsx';

const PLAYER = '11111111-1111-4111-8111-111111111111';
const game = (n: number): Game => ({
  uuid: `0000000${n}-0000-4000-8000-000000000000`,
  slug: `game-${n}`,
  fullGameName: `Lucky Game ${n}`,
  providerAlias: 'aurora',
  providerName: 'Aurora Gaming',
  startGameUrl: '/x',
  startFunGameUrl: '/y',
  hasDemoMode: true,
  restricted: false,
  tags: [],
  categories: [],
  imageUrl: `/api/artwork/games/game-${n}.svg`,
  devices: ['DESKTOP', 'MOBILE'],
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
let lists: Record<string, Game[]>;
beforeEach(() => {
  lists = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname.startsWith('/api/favorite/targets/')) return json([]);
      return json(lists[url.pathname] ?? []);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const renderPages = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/favorites" element={<FavoritesPage />} />
      <Route path="/games/last-played" element={<LastPlayedPage />} />
      <Route path="/login" element={<CurrentLocation />} />
    </Routes>,
    { route },
  );

describe('favourites and recently played pages', () => {
  it('send a guest to login and back', async () => {
    renderPages('/favorites');
    expect(await screen.findByText('at /login?redirect=%2Ffavorites')).toBeInTheDocument();
  });

  it("list the player's favourite games in the server's order", async () => {
    session.start({ token: 't', uuid: PLAYER, logged: true });
    lists['/api/player/favorite-games'] = [game(2), game(1)];
    renderPages('/favorites');
    const list = await screen.findByRole('list', { name: 'Favourites' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('Lucky Game 2 Aurora Gaming');
    expect(links[1]).toHaveAccessibleName('Lucky Game 1 Aurora Gaming');
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
  });

  it('show an empty state that leads back to the lobby', async () => {
    session.start({ token: 't', uuid: PLAYER, logged: true });
    renderPages('/games/last-played');
    expect(await screen.findByText('No games played yet. The games you open show here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  });
});
