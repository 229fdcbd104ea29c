import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/endpoint-stub.ts';
import { MARKETING, renderConsole } from '../../../test/render.tsx';

const ID = '3c0e2b1a-4d5e-4f60-8a7b-9c8d7e6f5a4b';
const TOURNAMENT = {
  id: ID,
  name: 'Weekly race',
  status: 'ACTIVE',
  games: ['velvet-viking'],
  scoring: 'WAGERED',
  currency: 'USD',
  minStake: '0.10',
  startsAt: '2026-11-27T10:00:00.000Z',
  endsAt: '2026-12-04T10:00:00.000Z',
  prizes: [{ placeFrom: 1, placeTo: 1, image: null, amount: '50.00', templateUUID: null }],
  content: { en: { title: 'Weekly race', description: '', image: null, terms: '' } },
  participants: 2,
  cancelledAt: null,
  paidAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};
const BOARD = {
  rows: [
    {
      place: 1,
      name: 'ra***r',
      points: 1200,
      playerUUID: '7d0c3c6e-1111-4222-8333-944445555666',
      reachedAt: null,
    },
    {
      place: 2,
      name: 'jo***n',
      points: 300,
      playerUUID: '7d0c3c6e-1111-4222-8333-944445555667',
      reachedAt: null,
    },
  ],
  page: 0,
  size: 20,
  totalPages: 1,
  prizes: [],
};

describe('a tournament', () => {
  it('lists the tournaments and opens one with its leaderboard', async () => {
    const user = userEvent.setup();
    stubApi({
      listTournaments: () => [TOURNAMENT],
      getTournament: () => TOURNAMENT,
      operatorTournamentLeaderboard: () => BOARD,
    });
    renderConsole('/tournaments', MARKETING);
    const list = await screen.findByRole('table', { name: 'Tournaments' });
    const row = await within(list).findByRole('row', { name: /Weekly race/ });
    expect(row).toHaveTextContent('Running');
    await user.click(within(row).getByRole('link', { name: 'Weekly race' }));
    const board = await screen.findByRole('table', { name: 'Leaderboard' });
    const first = await within(board).findByRole('row', { name: /ra\*\*\*r/ });
    expect(within(board).getAllByRole('row')[1]).toBe(first);
    expect(first).toHaveTextContent('1,200');
    expect(screen.getByLabelText('Prize 1: amount (USD)')).toHaveValue('50.00');
  });

  it('saves a running tournament with its start exactly as the platform keeps it', async () => {
    const user = userEvent.setup();
    const started = { ...TOURNAMENT, startsAt: '2026-11-27T10:00:07.123Z' };
    const calls = stubApi({
      getTournament: () => started,
      operatorTournamentLeaderboard: () => BOARD,
      updateTournament: (c) => ({ ...started, ...c.body }),
    });
    renderConsole(`/tournaments/${ID}`, MARKETING);
    const amount = await screen.findByLabelText('Prize 1: amount (USD)');
    await user.clear(amount);
    await user.type(amount, '75.00');
    await user.click(screen.getByRole('button', { name: 'Save tournament' }));
    expect(await screen.findByText('Tournament saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.id === 'updateTournament')?.body).toMatchObject({
      startsAt: '2026-11-27T10:00:07.123Z',
      endsAt: '2026-12-04T10:00:00.000Z',
      prizes: [{ placeFrom: 1, placeTo: 1, amount: '75.00' }],
    });
  });

  it('is cancelled after a second question, and then no longer changes', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      getTournament: () => TOURNAMENT,
      operatorTournamentLeaderboard: () => BOARD,
      cancelTournament: () => ({
        ...TOURNAMENT,
        status: 'CANCELLED',
        cancelledAt: '2026-11-27T11:00:00.000Z',
      }),
    });
    renderConsole(`/tournaments/${ID}`, MARKETING);
    await user.click(await screen.findByRole('button', { name: 'Cancel tournament…' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Cancel “Weekly race”?');
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('A cancelled tournament no longer changes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save tournament' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.id === 'cancelTournament').map((c) => c.params)).toEqual([{ id: ID }]);
  });
});
