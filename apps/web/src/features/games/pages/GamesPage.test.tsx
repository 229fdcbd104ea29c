import type { Game } from '@croupier/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentLocation, renderWithProviders } from '../../../test/render.tsx';
import { GamesPage } from './GamesPage.tsx';
import { ProviderGamesPage } from './ProviderGamesPage.tsx';

const game = (slug: string, category: string, providerAlias = 'aurora-gaming'): Game => ({
  uuid: `uuid-${slug}`,
  slug,
  fullGameName: `Game ${slug}`,
  providerAlias,
  providerName: 'Aurora Gaming',
  startGameUrl: `/api/games/${slug}/start`,
  startFunGameUrl: `/api/games/${slug}/start-fun`,
  hasDemoMode: true,
  restricted: false,
  tags: [],
  categories: [category],
  imageUrl: `/api/artwork/games/${slug}.png`,
  devices: ['DESKTOP', 'MOBILE'],
});
const CATALOGUE = [game('a-slot', 'slots'), game('a-table', 'table-games'), game('b-slot', 'slots', 'bolt')];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/games/categories')
        return json([
          { slug: 'slots', categoryKey: 'games.categories.slots' },
          { slug: 'table-games', categoryKey: 'games.categories.table-games' },
        ]);
      if (url.pathname === '/api/providers')
        return json({
          content: [
            { providerAlias: 'bolt', providerName: 'Bolt Studio', gamesCount: 1, imageUrl: '/b.svg' },
          ],
          count: 1,
          page: 0,
          size: 30,
        });
      if (url.pathname === '/api/games/public') {
        const category = url.searchParams.get('category');
        const provider = url.searchParams.get('provider');
        const content = CATALOGUE.filter(
          (g) =>
            (!category || g.categories.includes(category)) && (!provider || g.providerAlias === provider),
        );
        return json({ content, page: 0, size: 49, totalElements: content.length, totalPages: 1 });
      }
      return json([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/games" element={<GamesPage />} />
        <Route path="/games/category/:category" element={<GamesPage />} />
        <Route path="/providers/:alias" element={<ProviderGamesPage />} />
      </Routes>
      <CurrentLocation />
    </>,
    { route },
  );
}

const chips = () => within(screen.getByRole('group', { name: 'Game categories' }));
const gameNames = async (list: string) =>
  within(await screen.findByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('category pages (ADR 032)', () => {
  it('a category address shows that category, its chip current, and a title of its own', async () => {
    renderAt('/games/category/slots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Slots · Demo Casino'));
    expect((await gameNames('Slots')).join()).toMatch(/Game a-slot.*Game b-slot/);
    expect(screen.queryByRole('link', { name: /^Game a-table/ })).not.toBeInTheDocument();

    const current = chips().getByRole('link', { name: 'Slots' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(chips().getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('every chip is a link to its category page, and following one changes the page', async () => {
    const user = userEvent.setup();
    renderAt('/games');
    const all = await chips().findByRole('link', { name: 'All' });
    expect(all).toHaveAttribute('href', '/games');
    expect(all).toHaveAttribute('aria-current', 'page');
    const table = await chips().findByRole('link', { name: 'Table games' });
    expect(table).toHaveAttribute('href', '/games/category/table-games');

    await user.click(table);
    expect(screen.getByText('at /games/category/table-games')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Table games' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Game a-table/ })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: /^Game a-slot/ })).not.toBeInTheDocument(),
    );
    expect(chips().getByRole('link', { name: 'Table games' })).toHaveAttribute('aria-current', 'page');
  });

  it("the 'all' chip's category address is /games", async () => {
    renderAt('/games/category/all');
    expect(await screen.findByText('at /games')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'All games' })).toBeInTheDocument();
  });

  it("a provider address shows that provider's games under its name", async () => {
    renderAt('/providers/bolt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bolt Studio' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Game b-slot/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Game a-slot/ })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Bolt Studio · Demo Casino'));
  });
});
