import { type Game, type Provider, SEARCH_DEBOUNCE_MS } from '@croupier/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testGame } from '../../../test/games.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GameSearch } from './GameSearch.tsx';

const game = (n: number) => testGame(n, { fullGameName: `Dragon Game ${n}` });

const provider: Provider = {
  providerAlias: 'dragon-studios',
  providerName: 'Dragon Studios',
  gamesCount: 12,
  imageUrl: '/api/providers/dragon-studios/logo.svg',
};

const page = (content: Game[], pageNo: number, totalPages: number, totalElements: number) => ({
  content,
  page: pageNo,
  size: 30,
  totalElements,
  totalPages,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL) => Response;
let searchGames: Handler;
let searchProviders: Handler;
const fetchMock = vi.fn(async (input: string | URL | Request) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/games/categories')
    return json([{ slug: 'slots', categoryKey: 'games.categories.slots' }]);
  if (url.pathname === '/api/games/search') return searchGames(url);
  if (url.pathname === '/api/providers/search') return searchProviders(url);
  return json({ error: 'error.not.found', message: 'no route' }, 404);
});
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  searchGames = () => json(page([], 0, 0, 0));
  searchProviders = () => json({ content: [], count: 0, page: 0, size: 30 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function typeQuery(text: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<GameSearch />);
  await user.type(screen.getByRole('searchbox', { name: 'Search games' }), text);
  // Nothing is searched until the typing has paused for the debounce time.
  expect(callsTo('/api/games/search')).toHaveLength(0);
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  return user;
}

describe('game search (000 §2)', () => {
  it('shows category chips with all first, and game results for the debounced text', async () => {
    searchGames = () => json(page([game(1), game(2)], 0, 1, 2));
    await typeQuery('drag');

    const results = await screen.findByRole('region', { name: 'Games' });
    expect(within(results).getByRole('link', { name: /^Dragon Game 1/ })).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: /^Dragon Game 2/ })).toBeInTheDocument();
    const calls = callsTo('/api/games/search');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get('name')).toBe('drag');
    expect(calls[0]!.searchParams.get('size')).toBe('30');
    expect(calls[0]!.searchParams.get('page')).toBe('0');
    expect(calls[0]!.searchParams.get('category')).toBeNull();

    const chips = within(screen.getByRole('group', { name: 'Game categories' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['All', 'Slots']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it("searches within the chip's category", async () => {
    searchGames = () => json(page([game(1)], 0, 1, 1));
    const user = await typeQuery('drag');
    await screen.findByRole('region', { name: 'Games' });
    await user.click(await screen.findByRole('button', { name: 'Slots' }));
    await vi.waitFor(() =>
      expect(callsTo('/api/games/search').at(-1)?.searchParams.get('category')).toBe('slots'),
    );
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows provider results', async () => {
    searchProviders = (url) =>
      json({
        content: url.searchParams.get('keyword') === 'dragon' ? [provider] : [],
        count: 1,
        page: 0,
        size: 30,
      });
    await typeQuery('dragon');
    const providers = await screen.findByRole('region', { name: 'Providers' });
    const link = within(providers).getByRole('link', { name: /Dragon Studios/ });
    expect(link).toHaveAttribute('href', '/providers/dragon-studios');
    expect(screen.queryByRole('region', { name: 'Games' })).not.toBeInTheDocument();
    expect(callsTo('/api/providers/search')[0]!.searchParams.get('gameDeviceType')).toBe('DESKTOP');
  });

  it('shows not-found when neither games nor providers match', async () => {
    await typeQuery('zzz');
    expect(await screen.findByText('No games found')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: 'Games' })).not.toBeInTheDocument();
  });

  it('shows not-found when the search call fails (000 §4)', async () => {
    searchGames = () => json({ error: 'error.internal', message: 'boom' }, 500);
    searchProviders = () => json({ content: [provider], count: 1, page: 0, size: 30 });
    await typeQuery('dragon');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Providers' })).not.toBeInTheDocument();
  });

  it('load more appends the next page', async () => {
    searchGames = (url) =>
      url.searchParams.get('page') === '1'
        ? json(page([game(3), game(4)], 1, 2, 4))
        : json(page([game(1), game(2)], 0, 2, 4));
    const user = await typeQuery('drag');
    const results = await screen.findByRole('region', { name: 'Games' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(results).getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(4));
    expect(within(results).getByRole('link', { name: /^Dragon Game 1/ })).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: /^Dragon Game 4/ })).toBeInTheDocument();
    expect(callsTo('/api/games/search').map((u) => u.searchParams.get('page'))).toEqual(['0', '1']);
    // Last page: the button goes away.
    expect(within(results).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
