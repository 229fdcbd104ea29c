import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { MARKETING, renderConsole } from '../../../test/render.tsx';

const VIKING = {
  uuid: 'b7d3f1e2-1111-4222-8333-944445555666',
  slug: 'velvet-viking',
  fullGameName: 'Velvet Viking',
  providerAlias: 'studio',
  providerName: 'Sandbox Studio',
  startGameUrl: '/start',
  startFunGameUrl: '/fun',
  hasDemoMode: true,
  restricted: false,
  tags: [],
  categories: ['slots'],
  imageUrl: '/viking.png',
  devices: ['DESKTOP'],
};
const found = { content: [VIKING], page: 0, size: 10, totalElements: 1, totalPages: 1 };
const ID = '3c0e2b1a-4d5e-4f60-8a7b-9c8d7e6f5a4b';
const saved = (body: Record<string, unknown>) => ({
  id: ID,
  status: 'SCHEDULED',
  participants: 0,
  cancelledAt: null,
  paidAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...body,
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Name (operators only)'), 'Winter race');
  await user.type(screen.getByLabelText('Find a game'), 'vik');
  await user.click(await screen.findByRole('button', { name: 'Add Velvet Viking by Sandbox Studio' }));
  await user.type(screen.getByLabelText('Prize 1: amount (USD)'), '50.00');
  await user.type(screen.getByLabelText('Texts 1: title'), 'Winter race');
}

describe('a new tournament', () => {
  it("checks the form with the contract's rules before sending anything", async () => {
    const user = userEvent.setup();
    const calls = stubApi({ searchGames: () => found });
    renderConsole('/tournaments/new', MARKETING);
    const ends = await screen.findByLabelText('Ends (UTC)');
    await user.clear(ends);
    await user.type(ends, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    expect(await screen.findByText('The end must come after the start.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name (operators only)')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByLabelText('Ends (UTC)')).toHaveAccessibleDescription(
      'The end must come after the start.',
    );
    expect(screen.getByRole('group', { name: 'Games' })).toHaveAccessibleDescription(
      'Choose at least one game.',
    );
    expect(screen.getByLabelText('Prize 1: amount (USD)')).toHaveAccessibleDescription(
      'Give each prize either an amount or a reward template.',
    );
    expect(screen.getByLabelText('Texts 1: title')).toHaveAccessibleDescription('This field is required.');
    expect(calls.some((c) => c.id === 'createTournament')).toBe(false);

    // Overlapping places are the list's own error.
    await user.click(screen.getByRole('button', { name: 'Add a prize' }));
    await user.clear(screen.getByLabelText('Prize 2: from place'));
    await user.type(screen.getByLabelText('Prize 2: from place'), '1');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(
      await within(screen.getByRole('group', { name: 'Prizes' })).findByText(
        'Prize places must be in order and must not overlap.',
      ),
    ).toBeInTheDocument();
  });

  it("sends the game picked from the catalogue, shows the platform's refusal on its field, then creates it", async () => {
    const user = userEvent.setup();
    let answer: (body: Record<string, unknown>) => unknown = () =>
      refusal(400, 'error.validation', 'Unknown game velvet-viking', { games: 'tournaments.errors.games' });
    const calls = stubApi({
      searchGames: () => found,
      createTournament: (c) => answer(c.body ?? {}),
      getTournament: () => saved(calls.find((c) => c.id === 'createTournament')?.body ?? {}),
      operatorTournamentLeaderboard: () => ({ rows: [], page: 0, size: 20, totalPages: 0, prizes: [] }),
    });
    renderConsole('/tournaments/new', MARKETING);
    await fillValid(user);
    expect(
      within(screen.getByRole('list', { name: 'Chosen games' })).getByText('Velvet Viking'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText('There is no such game.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Games' })).toHaveAccessibleDescription(
      'There is no such game.',
    );

    answer = (body) => saved(body);
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter race' })).toBeInTheDocument();
    expect(screen.getByText('Tournament created.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.id === 'createTournament').at(-1)?.body;
    expect(sent).toMatchObject({
      name: 'Winter race',
      games: ['velvet-viking'],
      scoring: 'WAGERED',
      currency: 'USD',
      minStake: '0',
      prizes: [{ placeFrom: 1, placeTo: 1, amount: '50.00', templateUUID: null }],
      content: { en: { title: 'Winter race', description: '', image: null, terms: '' } },
    });
    expect(sent?.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00Z$/);
  });
});
