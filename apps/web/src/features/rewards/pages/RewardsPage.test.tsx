import type { Reward } from '@croupier/contract/rewards';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceKeys } from '../../../shared/api/query-keys.ts';
import { session } from '../../../shared/session/index.ts';
import { walletKeys } from '../../../shared/wallet/query-keys.ts';
import { json, type StubCall, stubApi } from '../../../test/api-stub.ts';
import { CurrentLocation, renderWithProviders } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { RewardsPage } from './RewardsPage.tsx';

const toasts = vi.hoisted(() => ({ list: [] as [string, ...string[]][] }));
vi.mock('../../../shared/ui/toast.tsx', () => ({
  Toaster: () => null,
  toastSuccess: (text: string) => toasts.list.push(['success', text]),
  toastError: (...args: string[]) => toasts.list.push(['error', ...args]),
  toastInfo: (text: string) => toasts.list.push(['info', text]),
  toastWarning: (text: string) => toasts.list.push(['warning', text]),
  toastApiError: () => undefined,
}));

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const usd = (amount: number) => ({ amount, currency: 'USD' });

function reward(rewardUUID: string, over: Partial<Reward> = {}): Reward {
  return {
    rewardUUID,
    status: 'PENDING',
    data: { templateUUID: `t-${rewardUUID}` },
    wageringRequirement: 0,
    wagered: 0,
    grantedAmount: null,
    granted: null,
    currency: 'USD',
    balance: usd(0),
    gameSlug: null,
    gameName: null,
    freeSpins: null,
    grantedAt: '2026-11-01T10:00:00Z',
    activatedAt: null,
    expiresAt: '2026-12-31T12:00:00Z',
    ...over,
  };
}

const pendingBonus = reward('BONUS-p1', { grantedAmount: usd(50) });
const activeBonus = reward('BONUS-a2', {
  status: 'ACTIVE',
  grantedAmount: usd(20),
  balance: usd(12.5),
  wageringRequirement: 100,
  wagered: 25,
});
const activeSpins = reward('FREE-SPIN-a3', {
  status: 'ACTIVE',
  gameSlug: 'lucky-slot',
  gameName: 'Lucky Slot',
  freeSpins: { total: 10, played: 4, stake: 0.2, won: 1.35 },
  balance: usd(1.5),
  wageringRequirement: 45,
  wagered: 0,
});
const pendingSpins = reward('FREE-SPIN-p4', {
  gameSlug: 'lucky-slot',
  gameName: 'Lucky Slot',
  freeSpins: { total: 5, played: 0, stake: 0.1, won: 0 },
});
const pendingMulti = reward('MULTI-BONUS-p5', {
  granted: [usd(10), { amount: 9, currency: 'EUR' }],
});
const expired = reward('BONUS-x6', { status: 'EXPIRED' });

const content = (id: string, title: string) => ({
  id,
  title,
  description: `${title} description`,
  image: null,
  terms: `${title} terms`,
});
const TITLES: Record<string, string> = {
  't-BONUS-p1': 'Welcome bonus',
  't-BONUS-a2': 'Reload bonus',
  't-FREE-SPIN-a3': 'Ten spins',
  't-FREE-SPIN-p4': 'Five spins',
  't-MULTI-BONUS-p5': 'Any currency',
};

/**
 * The platform as the page sees it: the list (kept in `list`, so an activated reward comes back
 * active and a cancelled one is gone), the CMS texts, and the claim and cancel calls.
 */
function platform(initial: Reward[], failures: Record<string, Response> = {}) {
  let list = [...initial];
  const set = (id: string, status: Reward['status']) => {
    const found = list.find((r) => r.rewardUUID === id);
    if (!found) return json({ error: 'error.reward.not-found', message: 'gone' }, 404);
    const changed = { ...found, status };
    list = list.map((r) => (r.rewardUUID === id ? changed : r));
    return json(changed);
  };
  const change =
    (status: Reward['status']) =>
    (call: StubCall): Response => {
      const id = call.path.split('/').find((part) => /^(BONUS|FREE-SPIN|MULTI-BONUS)-/.test(part)) ?? '';
      return failures[call.path] ?? set(id, status);
    };
  const byId = (id: string) => `${UUID}/${id}`;
  const calls = stubApi({
    [`GET /reward-view/${UUID}`]: () => json({ content: list, total: list.length }),
    'POST /en/rewards': (call) =>
      json(
        ((call.body?.ids ?? []) as string[]).flatMap((id) => (TITLES[id] ? [content(id, TITLES[id])] : [])),
      ),
    [`PUT /bonus/bonuses/${byId('BONUS-p1')}/accept`]: change('ACTIVE'),
    [`PUT /bonus-lifecycle-ng/claim/${byId('MULTI-BONUS-p5')}`]: change('ACTIVE'),
    [`POST /free-spin/free-spins/${byId('FREE-SPIN-p4')}/claim`]: change('ACTIVE'),
    [`PUT /bonus/bonuses/${byId('BONUS-a2')}/cancel`]: change('CANCELLED'),
    [`POST /free-spin/free-spins/${byId('FREE-SPIN-a3')}/cancel`]: change('CANCELLED'),
    [`PUT /bonus-lifecycle-ng/cancel/${byId('MULTI-BONUS-p5')}`]: change('CANCELLED'),
  });
  return calls;
}

const card = (title: string) => screen.findByRole('article', { name: title });
const writes = (calls: StubCall[]) =>
  calls.filter((c) => c.method !== 'GET' && c.path !== '/en/rewards').map((c) => [c.method, c.path, c.body]);

beforeEach(() => session.start({ token: 't', uuid: UUID, logged: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  toasts.list.length = 0;
});

describe('rewards page (001 §3, §4, §7)', () => {
  it('lists only active and pending rewards, at most 99, with their texts, amounts, spins and wagering', async () => {
    const calls = platform([pendingBonus, activeBonus, activeSpins, pendingMulti, expired]);
    renderWithProviders(<RewardsPage />, { route: '/profile/rewards' });

    const welcome = await card('Welcome bonus');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText('t-BONUS-x6')).not.toBeInTheDocument();
    const list = calls.find((c) => c.path === `/reward-view/${UUID}`);
    expect(Object.fromEntries(new URLSearchParams(list?.search))).toEqual({
      limit: '99',
      status: 'ACTIVE,PENDING',
    });
    expect(calls.find((c) => c.path === '/en/rewards')?.body).toEqual({
      ids: ['t-BONUS-a2', 't-BONUS-p1', 't-FREE-SPIN-a3', 't-MULTI-BONUS-p5'],
    });

    expect(welcome).toHaveTextContent('Bonus');
    expect(welcome).toHaveTextContent('Waiting for activation');
    expect(welcome).toHaveTextContent('Welcome bonus description');
    expect(welcome).toHaveTextContent('Amount$50.00');
    expect(welcome).toHaveTextContent('Bonus balance$0.00');
    expect(welcome).toHaveTextContent('ExpiresDec 31, 2026');
    expect(within(welcome).queryByRole('progressbar')).not.toBeInTheDocument();

    const reload = await card('Reload bonus');
    const bar = within(reload).getByRole('progressbar', { name: 'Wagered $25.00 of $100.00' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(reload).toHaveTextContent('Bonus balance$12.50');

    const spins = await card('Ten spins');
    expect(spins).toHaveTextContent('Free spins');
    // The catalogue's name of the game, and the series as far as it has been played (ADR 024).
    expect(spins).toHaveTextContent('GameLucky Slot');
    expect(spins).toHaveTextContent('4 of 10 played, $0.20 a spin');
    expect(spins).toHaveTextContent('Won so far$1.35');
    expect(within(spins).getByRole('progressbar', { name: 'Wagered $0.00 of $45.00' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    expect(await card('Any currency')).toHaveTextContent('Amount$10.00 · €9.00');
  });

  it('offers per kind and state: Activate when pending, Play for active free spins, Cancel for other active ones', async () => {
    platform([pendingBonus, activeBonus, activeSpins]);
    renderWithProviders(
      <>
        <RewardsPage />
        <CurrentLocation />
      </>,
      { route: '/profile/rewards' },
    );
    const names = async (title: string) =>
      Array.from((await card(title)).querySelectorAll('a, button'), (e) => e.textContent);
    expect(await names('Welcome bonus')).toEqual(['Activate', 'Cancel']);
    expect(await names('Reload bonus')).toEqual(['Cancel']);
    expect(await names('Ten spins')).toEqual(['Play', 'Cancel']);

    await userEvent.click(within(await card('Ten spins')).getByRole('link', { name: 'Play' }));
    expect(screen.getByText('at /game/lucky-slot')).toBeInTheDocument();
  });

  it('activates each kind with its own call; the reward turns active and the balance reloads', async () => {
    const user = setupUser();
    const calls = platform([pendingBonus, pendingSpins, pendingMulti]);
    const { queryClient } = renderWithProviders(<RewardsPage />, { route: '/profile/rewards' });
    queryClient.setQueryData(balanceKeys.detail(UUID), { cached: true });
    queryClient.setQueryData(walletKeys.wager(UUID), { cached: true });

    for (const title of ['Welcome bonus', 'Five spins', 'Any currency']) {
      await user.click(within(await card(title)).getByRole('button', { name: 'Activate' }));
      await waitFor(async () => expect(await card(title)).toHaveTextContent('Active'));
    }
    expect(writes(calls)).toEqual([
      ['PUT', `/bonus/bonuses/${UUID}/BONUS-p1/accept`, undefined],
      ['POST', `/free-spin/free-spins/${UUID}/FREE-SPIN-p4/claim`, undefined],
      ['PUT', `/bonus-lifecycle-ng/claim/${UUID}/MULTI-BONUS-p5`, undefined],
    ]);
    expect(within(await card('Five spins')).getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/game/lucky-slot',
    );
    expect(queryClient.getQueryState(balanceKeys.detail(UUID))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(walletKeys.wager(UUID))?.isInvalidated).toBe(true);
    expect(toasts.list).toEqual([]);
  });

  it('cancels only after a confirmation that says what is forfeited, with the reason where the call has a body', async () => {
    const user = setupUser();
    const calls = platform([activeBonus, activeSpins, pendingMulti]);
    renderWithProviders(<RewardsPage />, { route: '/profile/rewards' });

    const open = await card('Reload bonus');
    await user.click(within(open).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this reward?' });
    expect(dialog).toHaveTextContent('You will lose the bonus balance left: $12.50.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the reward' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    expect(within(open).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(open).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this reward?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the reward' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Reload bonus' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(await card('Ten spins')).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this reward?' });
    expect(dialog).toHaveTextContent('You will lose the 6 free spins left.');
    expect(dialog).toHaveTextContent('You will lose the winnings of your free spins: $1.50.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the reward' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ten spins' })).not.toBeInTheDocument());

    await user.click(within(await card('Any currency')).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this reward?' });
    expect(dialog).toHaveTextContent('You will give up this reward');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the reward' }));
    expect(await screen.findByText('You have no active or pending rewards right now.')).toBeInTheDocument();

    expect(writes(calls)).toEqual([
      ['PUT', `/bonus/bonuses/${UUID}/BONUS-a2/cancel`, undefined],
      ['POST', `/free-spin/free-spins/${UUID}/FREE-SPIN-a3/cancel`, { reason: 'Request from a player' }],
      ['PUT', `/bonus-lifecycle-ng/cancel/${UUID}/MULTI-BONUS-p5`, { reason: 'Request from a player' }],
    ]);
    expect(toasts.list).toEqual([]);
  });

  it('a failed activation toasts with the server reason; a failed cancel toasts and keeps the reward', async () => {
    const user = setupUser();
    platform([pendingBonus, activeBonus], {
      [`/bonus/bonuses/${UUID}/BONUS-p1/accept`]: json({ error: 'error.reward.state', message: 'x' }, 409),
      [`/bonus/bonuses/${UUID}/BONUS-a2/cancel`]: json({ error: 'error.internal', message: 'x' }, 500),
    });
    renderWithProviders(<RewardsPage />, { route: '/profile/rewards' });

    await user.click(within(await card('Welcome bonus')).getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(toasts.list).toEqual([
        [
          'error',
          'We could not activate the reward.',
          'This reward cannot be changed now: it may already be active or over.',
        ],
      ]),
    );
    expect(await card('Welcome bonus')).toHaveTextContent('Waiting for activation');

    await user.click(within(await card('Reload bonus')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this reward?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the reward' }));
    await waitFor(() => expect(toasts.list).toHaveLength(2));
    expect(toasts.list[1]).toEqual(['error', 'We could not cancel the reward.']);
    expect(await card('Reload bonus')).toBeInTheDocument();
  });

  it('shows the empty state, and asks nothing until the player is known', async () => {
    const calls = platform([expired]);
    session.clear();
    const view = renderWithProviders(
      <>
        <RewardsPage />
        <CurrentLocation />
      </>,
      { route: '/profile/rewards' },
    );
    expect(await screen.findByText('at /login?redirect=%2Fprofile%2Frewards')).toBeInTheDocument();
    expect(calls).toEqual([]);
    view.unmount();

    session.start({ token: 't', uuid: UUID, logged: true });
    renderWithProviders(<RewardsPage />, { route: '/profile/rewards' });
    expect(await screen.findByText('You have no active or pending rewards right now.')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([`/reward-view/${UUID}`]);
  });
});
