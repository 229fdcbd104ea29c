import type { Tournament } from '@croupier/contract/tournaments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/index.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { CurrentLocation, renderWithProviders } from '../../../test/render.tsx';
import { TournamentPage } from './TournamentPage.tsx';
import { TournamentsPage } from './TournamentsPage.tsx';

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const ID = '7a2e4c1b-5d6f-4e8a-9b0c-1d2e3f4a5b01';

function tournament(
  id: string,
  title: string,
  status: Tournament['status'],
  over: Partial<Tournament> = {},
): Tournament {
  return {
    id,
    status,
    optIn: status !== 'FINISHED',
    optedIn: false,
    startsAt: '2026-11-01T10:00:00Z',
    endsAt: '2026-11-30T10:00:00Z',
    scoring: 'WAGERED',
    currency: 'USD',
    minStake: 0.1,
    gamesCount: 2,
    participants: 3,
    content: {
      title,
      description: `${title} text`,
      image: null,
      terms: '',
      leaderBoard: [
        { placeFrom: { place: 1, image: null }, placeTo: 1, prize: '100.00 USD', prizeAmount: 100 },
      ],
    },
    ...over,
  };
}

const LIST = [
  tournament('f1', 'Old race', 'FINISHED'),
  tournament('s1', 'Next race', 'SCHEDULED'),
  tournament(ID, 'Live race', 'ACTIVE'),
];

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('tournaments (001 §2, §4, §6)', () => {
  it('groups as active, coming soon and finished; a filter asks for its status; a guest calls without playerId', async () => {
    const calls = stubApi({ 'GET /tournaments': () => json(LIST) });
    renderWithProviders(<TournamentsPage />, { route: '/tournaments' });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Active', 'Coming soon', 'Finished']);
    const first = calls.find((c) => c.path === '/tournaments');
    expect(Object.fromEntries(new URLSearchParams(first?.search))).toEqual({ status: 'all', locale: 'en' });
    expect(first?.headers.get('authorization')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Coming soon' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => new URLSearchParams(c.search).get('status') === 'SCHEDULED')).toBe(true),
    );
  });

  it('sends a guest who opts in to registration', async () => {
    stubApi({ 'GET /tournaments': () => json(LIST) });
    renderWithProviders(
      <>
        <TournamentsPage />
        <CurrentLocation />
      </>,
      { route: '/tournaments' },
    );
    const live = await screen.findByRole('article', { name: 'Live race' });
    await userEvent.click(within(live).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('at /registration')).toBeInTheDocument();
  });

  it('a player opts in with their uuid and the tournament reloads as joined', async () => {
    session.start({ token: 't', uuid: UUID, logged: true });
    let joined = false;
    const calls = stubApi({
      [`GET /tournaments/${ID}`]: () =>
        json(tournament(ID, 'Live race', 'ACTIVE', { optedIn: joined, optIn: !joined })),
      [`GET /tournaments/${ID}/leaderboard`]: () =>
        json({
          rows: [{ place: 1, name: 'lu***y', points: 500 }],
          page: 0,
          size: 6,
          totalPages: 1,
          own: null,
        }),
      [`POST /tournaments/${ID}/opt-in`]: () => {
        joined = true;
        return json(tournament(ID, 'Live race', 'ACTIVE', { optedIn: true, optIn: false }));
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/tournaments/:id" element={<TournamentPage />} />
      </Routes>,
      { route: `/tournaments/${ID}` },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ locale: 'en', playerId: UUID });
    const short = screen.getByRole('table', { name: 'Leaderboard' });
    expect(within(short).getByText('lu***y')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prize pool' }));
    // A money prize is formatted as every amount on the page is ('$0.10' minimum stake, '$100.00').
    expect(await screen.findByRole('dialog', { name: 'Prize pool' })).toHaveTextContent('$100.00');
  });

  it('"How to score" states each rule once: the scoring, the minimum stake, what counts, ties', async () => {
    stubApi({
      [`GET /tournaments/${ID}`]: () => json(tournament(ID, 'Live race', 'ACTIVE')),
      [`GET /tournaments/${ID}/leaderboard`]: () =>
        json({ rows: [], page: 0, size: 6, totalPages: 0, own: null }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/tournaments/:id" element={<TournamentPage />} />
      </Routes>,
      { route: `/tournaments/${ID}` },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'How to score' }));
    const rules = (await screen.findByRole('dialog', { name: 'How to score' })).textContent ?? '';
    const times = (pattern: RegExp) => rules.match(pattern)?.length ?? 0;
    expect(times(/1 point per \$0\.01 wagered/g)).toBe(1);
    expect(times(/minimum/gi)).toBe(1);
    expect(times(/\$0\.10/g)).toBe(1);
    expect(times(/ties/gi)).toBe(1);
    expect(times(/rolled-back/gi)).toBe(1);
  });

  it('a tournament that is not there sends the player to the list', async () => {
    stubApi({});
    renderWithProviders(
      <>
        <Routes>
          <Route path="/tournaments/:id" element={<TournamentPage />} />
          <Route path="/tournaments" element={<p>the list</p>} />
        </Routes>
        <CurrentLocation />
      </>,
      { route: `/tournaments/${ID}` },
    );
    expect(await screen.findByText('at /tournaments')).toBeInTheDocument();
  });
});
