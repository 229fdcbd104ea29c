import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type StubCall, stubApi } from '../../../test/api-stub.ts';
import { pageFor } from '../../../test/page-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { MARKETING, PROMO, TEMPLATE } from '../test-data.ts';

const A = '7d0c3c6e-1111-4222-8333-944445555666';
const B = '0b8c2d4e-2222-4333-8444-955556666777';
const GONE = '1a2b3c4d-3333-4444-8555-966667777888';

const platform = (grant: (c: StubCall) => unknown) =>
  stubApi({
    'GET /api/operator/reward-templates': () => [TEMPLATE],
    'GET /api/operator/promo-codes': (call: StubCall) => pageFor([PROMO], call),
    'POST /api/operator/reward-grants': grant,
  });
const csv = (text: string) => new File([text], 'players.csv', { type: 'text/csv' });

async function fillGrant(user: ReturnType<typeof userEvent.setup>, file: File) {
  renderConsole('/rewards', MARKETING);
  const form = await screen.findByRole('form', { name: 'Grant a reward' });
  await within(form).findByRole('option', { name: 'Welcome 10' });
  await user.selectOptions(within(form).getByLabelText('Reward template'), 'Welcome 10');
  await user.type(within(form).getByLabelText('Reason'), 'Spring list');
  await user.upload(within(form).getByLabelText('CSV file of player ids'), file);
  await waitFor(() => expect(within(form).getByLabelText('Player ids')).not.toHaveValue(''));
  return form;
}

describe('a grant to a list of players', () => {
  it('shows every row that cannot be granted before anything is granted', async () => {
    const user = userEvent.setup();
    const calls = platform(() => ({
      players: 2,
      granted: 0,
      invalid: [{ index: 1, playerUUID: GONE, problem: 'not-found' }],
    }));
    const form = await fillGrant(user, csv(`player_id\n${A}\nnot-an-id\n${GONE}\n${A}\n`));
    await user.click(within(form).getByRole('button', { name: 'Check players' }));
    const rows = await within(form).findByRole('table', { name: /3 rows cannot be granted/ });
    expect(
      within(rows)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'LinePlayer idProblem',
      '3not-an-idNot a player id',
      `4${GONE}No such player`,
      `5${A}Named twice`,
    ]);
    expect(within(form).queryByRole('button', { name: /Grant to/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      expect.objectContaining({
        templateUUID: TEMPLATE.templateUUID,
        reason: 'Spring list',
        playerUUIDs: [A, GONE],
        dryRun: true,
      }),
    ]);
  });

  it('grants a clean list with the key its check was made with', async () => {
    const user = userEvent.setup();
    const calls = platform((c) => {
      const body = c.body as { playerUUIDs: string[]; dryRun?: boolean };
      return { players: body.playerUUIDs.length, granted: body.dryRun ? 0 : 2, invalid: [] };
    });
    const form = await fillGrant(user, csv(`"${A}",x\r\n${B}\r\n`));
    await user.click(within(form).getByRole('button', { name: 'Check players' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('All 2 players can have this reward.');
    await user.click(within(form).getByRole('button', { name: 'Grant to 2 players' }));
    // The check's status may still show until the grant's answer replaces it.
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent('Granted the reward to 2 players.'),
    );
    expect(within(form).getByLabelText('Player ids')).toHaveValue('');
    const [check, grant] = calls
      .filter((c) => c.method === 'POST')
      .map((c) => c.body as Record<string, unknown>);
    expect(grant).toMatchObject({ playerUUIDs: [A, B], grantKey: check?.grantKey });
    expect(grant).not.toHaveProperty('dryRun');
  });

  it('asks for the reward and a reason, and for a list that names someone', async () => {
    const user = userEvent.setup();
    const calls = platform(() => ({ players: 0, granted: 0, invalid: [] }));
    renderConsole('/rewards', MARKETING);
    const form = await screen.findByRole('form', { name: 'Grant a reward' });
    await user.click(within(form).getByRole('button', { name: 'Check players' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(/Required\./),
    );
    expect(within(form).getByLabelText('Reward template')).toHaveAccessibleDescription(
      'Choose the reward to grant.',
    );
    await user.selectOptions(within(form).getByLabelText('Reward template'), 'Welcome 10');
    await user.type(within(form).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Check players' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Player ids')).toHaveAccessibleDescription(
        /The list names no players\./,
      ),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the rows the platform refused when the list changed since its check', async () => {
    const user = userEvent.setup();
    platform((c) =>
      (c.body as { dryRun?: boolean }).dryRun
        ? { players: 1, granted: 0, invalid: [] }
        : {
            status: 422,
            body: {
              error: 'error.reward.grant-invalid',
              message: '1 of 1 players cannot have this reward; nothing was granted',
              details: { invalid: [{ index: 0, playerUUID: A, problem: 'no-amount' }] },
            },
          },
    );
    const form = await fillGrant(user, csv(A));
    await user.click(within(form).getByRole('button', { name: 'Check players' }));
    await user.click(await within(form).findByRole('button', { name: 'Grant to 1 player' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('nothing was granted');
    const rows = await within(form).findByRole('table', { name: /1 row cannot be granted/ });
    expect(rows).toHaveTextContent("The reward has no amount in the player's currency");
  });
});
