import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, type StubCall, stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { adjustment, operatorWith, overview, PLAYER_UUID, page } from '../test-api.ts';
// The lazy screens, loaded before the first test so none waits for its modules.
import '../PlayersRoutes.tsx';
import './PlayerPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const ledgerLine = {
  transferId: 7,
  at: '2026-11-27T09:00:00.000Z',
  kind: 'adjustment.credit',
  wallet: 'real',
  currency: 'USD',
  amount: 10,
  balanceAfter: 25.5,
};
const login = { at: '2026-11-26T08:00:00.000Z', ip: '203.0.113.9', device: 'fp-1', endedAt: null };
const reward = {
  rewardUUID: 'BONUS-1',
  status: 'ACTIVE',
  data: { templateUUID: 'welcome' },
  wageringRequirement: 100,
  wagered: 20,
  grantedAmount: { amount: 20, currency: 'USD' },
  granted: null,
  currency: 'USD',
  balance: { amount: 15, currency: 'USD' },
  gameSlug: null,
  gameName: null,
  freeSpins: null,
  grantedAt: '2026-11-20T09:00:00.000Z',
  activatedAt: '2026-11-20T09:05:00.000Z',
  expiresAt: null,
};
const lists = {
  playerLedger: () => page([ledgerLine]),
  playerLogins: () => page([login]),
  operatorPlayerLimits: () => ({ currency: 'USD', limits: [], coolingOffHours: 24, history: [] }),
  operatorPlayerBreaks: () => ({ current: null, history: [] }),
  listPlayerRewards: () => ({ content: [reward], total: 1 }),
  operatorPlayerDocuments: () => ({ identity: null, documents: [] }),
};
const sentTo = (calls: StubCall[], id: StubCall['id']) => calls.filter((c) => c.id === id);

describe("a player's page", () => {
  it('shows the profile, balances and status, and the lists as tabs', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ playerOverview: () => overview(), ...lists });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('support'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    const balances = screen.getByRole('table', { name: 'Balances' });
    expect(within(balances).getByRole('row', { name: /USD/ })).toHaveTextContent(
      '25.50 USD5.00 USD25.50 USD',
    );
    expect(screen.getByRole('list', { name: 'Status' })).toHaveTextContent('Active');

    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    expect(await within(ledger).findByRole('cell', { name: 'adjustment.credit' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Logins' }));
    expect(screen.getByRole('tab', { name: 'Logins' })).toHaveAttribute('aria-selected', 'true');
    const logins = await screen.findByRole('table', { name: 'Logins' });
    expect(await within(logins).findByRole('cell', { name: '203.0.113.9' })).toBeInTheDocument();
    expect(sentTo(calls, 'playerLogins')[0]?.query.get('page')).toBe('0');
  });

  it('offers support notes and ending sessions, not adjustments or locks', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      playerOverview: () => overview(),
      addPlayerNote: ({ body }) => ({
        id: 1,
        text: body?.text,
        by: 'support@croupier.test',
        at: ledgerLine.at,
      }),
      ...lists,
    });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('support'));
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.queryByRole('form', { name: 'Manual adjustment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock player' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End all sessions' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'Asked about the bonus');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Note saved.');
    expect(sentTo(calls, 'addPlayerNote')[0]?.body).toEqual({ text: 'Asked about the bonus' });
  });

  it('a finance operator credits 10.00 with a reason after confirming', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      playerOverview: () => overview(),
      createAdjustment: () => adjustment({ amount: 10, status: 'APPLIED' }),
      ...lists,
    });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('finance'));
    const form = await screen.findByRole('form', { name: 'Manual adjustment' });
    await user.click(within(form).getByRole('button', { name: 'Review adjustment' }));
    expect(within(form).getByRole('textbox', { name: 'Amount (USD)' })).toHaveAccessibleDescription(
      'Enter an amount above zero, like 10.00.',
    );
    expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Say why, in a few words.',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '10.00');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Goodwill for a late payout');
    await user.click(within(form).getByRole('button', { name: 'Review adjustment' }));
    expect(sentTo(calls, 'createAdjustment')).toHaveLength(0);
    const dialog = within(form).getByRole('alertdialog', { name: 'Make this adjustment?' });
    expect(dialog).toHaveTextContent('Credit 10.00 USD for “Goodwill for a late payout”');
    await user.click(within(dialog).getByRole('button', { name: 'Credit the player' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('10.00 USD credited.');
    const sent = sentTo(calls, 'createAdjustment')[0]?.body as Record<string, string>;
    expect(sent).toMatchObject({
      direction: 'CREDIT',
      amount: '10.00',
      currency: 'USD',
      reason: 'Goodwill for a late payout',
    });
    expect(sent.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a compliance operator locks the player after confirming', async () => {
    const user = userEvent.setup();
    let locked = false;
    const lock = { at: '2026-11-27T09:00:00.000Z', reason: 'Fraud check', by: 'compliance@croupier.test' };
    const calls = stubApi({
      playerOverview: () => overview(locked ? lock : null),
      lockPlayer: () => {
        locked = true;
        return overview(lock).status;
      },
      ...lists,
    });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('compliance'));
    await user.type(await screen.findByRole('textbox', { name: 'Reason to lock' }), 'Fraud check');
    await user.click(screen.getByRole('button', { name: 'Lock player' }));
    await user.click(screen.getByRole('button', { name: 'Lock now' }));
    expect(await screen.findByText('Locked by compliance@croupier.test: Fraud check')).toBeInTheDocument();
    expect(sentTo(calls, 'lockPlayer')[0]?.body).toEqual({ reason: 'Fraud check' });
    expect(await screen.findByRole('button', { name: 'Unlock player' })).toBeInTheDocument();
  });

  it('shows limits, breaks and rewards; an admin cancels a reward with a reason after confirming', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      playerOverview: () => overview(),
      cancelPlayerReward: () => ({ ...reward, status: 'CANCELLED' }),
      ...lists,
    });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('admin'));
    const limits = await screen.findByRole('region', { name: 'Limits' });
    expect(await within(limits).findByText('No limits set.')).toBeInTheDocument();
    const rewards = screen.getByRole('region', { name: 'Rewards' });
    await user.click(await within(rewards).findByRole('button', { name: 'Cancel reward BONUS-1' }));
    await user.type(within(rewards).getByRole('textbox', { name: 'Reason for cancelling' }), 'Abuse');
    await user.click(within(rewards).getByRole('button', { name: 'Cancel the reward' }));
    expect(await within(rewards).findByRole('status')).toHaveTextContent('The reward is cancelled.');
    expect(sentTo(calls, 'cancelPlayerReward')[0]).toMatchObject({
      params: { playerUUID: PLAYER_UUID, id: 'BONUS-1' },
      body: { reason: 'Abuse' },
    });
  });

  it('support reads rewards but may not cancel them', async () => {
    stubApi({ playerOverview: () => overview(), ...lists });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('support'));
    const rewards = await screen.findByRole('region', { name: 'Rewards' });
    expect(await within(rewards).findByText(/BONUS-1 · ACTIVE/)).toBeInTheDocument();
    expect(within(rewards).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it("shows the platform's refusal for an unknown player", async () => {
    stubApi({ playerOverview: () => refusal(404, 'error.not.found', 'Player not found') });
    renderConsole(`/players/${PLAYER_UUID}`, operatorWith('support'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Player not found');
    expect(screen.getByRole('link', { name: 'Back to players' })).toBeInTheDocument();
  });
});
