import type { PlayerLimit, PlayerLimits } from '@croupier/contract/protection';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../shared/format.ts';
import { session } from '../../../shared/session/index.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { SaferGamblingPage } from './SaferGamblingPage.tsx';

const toasts = vi.hoisted(() => ({ list: [] as [string, string][] }));
vi.mock('../../../shared/ui/toast.tsx', () => ({
  Toaster: () => null,
  toastSuccess: (text: string) => toasts.list.push(['success', text]),
  toastError: (text: string) => toasts.list.push(['error', text]),
  toastInfo: (text: string) => toasts.list.push(['info', text]),
  toastWarning: (text: string) => toasts.list.push(['warning', text]),
  toastApiError: (error: { code?: string }) => toasts.list.push(['api', String(error.code)]),
}));

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const FREES_AT = '2030-01-02T03:04:00.000Z';
const EFFECTIVE_AT = '2030-01-03T10:00:00.000Z';
const date = (iso: string) => formatDateTime(iso, 'en');

const limit = (over: Partial<PlayerLimit>): PlayerLimit => ({
  kind: 'DEPOSIT',
  period: 'DAY',
  amount: 50,
  used: 30,
  left: 20,
  freesAt: FREES_AT,
  setBy: 'PLAYER',
  pending: null,
  ...over,
});
const limits = (...list: PlayerLimit[]): PlayerLimits => ({
  currency: 'USD',
  limits: list,
  coolingOffHours: 24,
});
const LIMITS = 'GET /player-protection/limits';

beforeEach(() => session.start({ token: 't', uuid: UUID, logged: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  toasts.list.length = 0;
});

/** The card of one window ('24 hours', '7 days', '30 days'). */
const card = async (name: string) => within(await screen.findByRole('region', { name }));
/** A card's figures, as [term, value] pairs. */
const figures = (c: { queryAllByRole: (role: 'definition') => HTMLElement[] }) =>
  c.queryAllByRole('definition').map((d) => [d.previousElementSibling?.textContent, d.textContent]);

describe('safer gambling: deposit limits', () => {
  it('explains the limits and shows each window: amount, used, left, when more frees up, who set it', async () => {
    stubApi({
      [LIMITS]: () =>
        json(
          limits(limit({}), limit({ period: 'WEEK', amount: 500, used: 30, left: 470, setBy: 'OPERATOR' })),
        ),
    });
    renderWithProviders(<SaferGamblingPage />);
    expect(screen.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deposit limits', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText(/Raising a limit or removing it waits 24 hours/)).toBeInTheDocument();

    const day = await card('Deposits over 24 hours');
    expect(figures(day)).toEqual([
      ['Limit', '$50.00'],
      ['Deposited', '$30.00'],
      ['Left', '$20.00'],
      ['More can be deposited from', date(FREES_AT)],
    ]);
    expect(day.getByRole('button', { name: 'Change limit' })).toBeInTheDocument();
    expect(day.getByRole('button', { name: 'Remove limit' })).toBeInTheDocument();

    // The operator's limit says so, and offers no removal.
    const week = await card('Deposits over 7 days');
    expect(week.getByRole('note')).toHaveTextContent(
      'Demo Casino set this limit for you: you can lower it, but not raise or remove it.',
    );
    expect(week.queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();

    const month = await card('Deposits over 30 days');
    expect(month.getByText('No limit set.')).toBeInTheDocument();
    expect(month.getByRole('button', { name: 'Set limit' })).toBeInTheDocument();
    expect(month.queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();
  });

  it("sets a limit with the contract's amount rule; the answer is shown at once", async () => {
    const user = setupUser();
    const calls = stubApi({
      [LIMITS]: () => json(limits()),
      'PUT /player-protection/limits': () =>
        json(limits(limit({ amount: 50, used: 0, left: 50, freesAt: null }))),
    });
    renderWithProviders(<SaferGamblingPage />);
    const day = await card('Deposits over 24 hours');
    const amount = day.getByRole('textbox', { name: 'Deposit limit for 24 hours (USD)' });
    await user.type(amount, '1,5');
    await user.click(day.getByRole('button', { name: 'Set limit' }));
    expect(await day.findByText('Enter an amount with digits and at most one dot.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(day.getByRole('button', { name: 'Set limit' }));
    await vi.waitFor(() => expect(figures(day)).toContainEqual(['Limit', '$50.00']));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: '50',
    });
    expect(toasts.list).toEqual([['success', 'Your deposit limit for 24 hours is now $50.00.']]);
    expect(amount).toHaveValue('');
    // One read: the write's answer is the limits, not a reason to read them again.
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/player-protection/limits')).toHaveLength(1);
  });

  it('an increase waits: it shows as pending with its time, then Confirm applies it', async () => {
    const user = setupUser();
    let confirmable = false;
    const waiting = () => limits(limit({ pending: { amount: 100, effectiveAt: EFFECTIVE_AT, confirmable } }));
    const calls = stubApi({
      [LIMITS]: () => json(waiting()),
      'PUT /player-protection/limits': () => json(waiting()),
      'POST /player-protection/limits/confirm': () =>
        confirmable
          ? json(limits(limit({ amount: 100, left: 70 })))
          : json({ error: 'error.protection.limit.cooling-off', message: 'wait' }, 409),
    });
    const page = renderWithProviders(<SaferGamblingPage />);
    let day = await card('Deposits over 24 hours');
    await user.type(day.getByRole('textbox', { name: 'Deposit limit for 24 hours (USD)' }), '100');
    await user.click(day.getByRole('button', { name: 'Change limit' }));
    expect(
      await day.findByText(`Waiting: a raise to $100.00, from ${date(EFFECTIVE_AT)}.`),
    ).toBeInTheDocument();
    expect(day.getByText(`You can confirm it from ${date(EFFECTIVE_AT)}.`)).toBeInTheDocument();
    expect(day.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(toasts.list).toEqual([
      ['success', `Your change waits until ${date(EFFECTIVE_AT)}. Confirm it here then to apply it.`],
    ]);
    // The limit in force is still the old one.
    expect(day.getByText('$50.00', { selector: 'dd' })).toBeInTheDocument();

    // The cooling-off is over: the page read again offers Confirm.
    confirmable = true;
    await page.queryClient.invalidateQueries();
    day = await card('Deposits over 24 hours');
    await user.click(await day.findByRole('button', { name: 'Confirm' }));
    expect(await day.findByText('$100.00', { selector: 'dd' })).toBeInTheDocument();
    expect(day.queryByText(/Waiting:/)).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'DEPOSIT', period: 'DAY' });
    expect(toasts.list.at(-1)).toEqual(['success', 'Your change is applied.']);
  });

  it('Remove asks for a removal (amount null); a refusal is the error translated from its code', async () => {
    const user = setupUser();
    const calls = stubApi({
      [LIMITS]: () => json(limits(limit({}))),
      'PUT /player-protection/limits': () =>
        json({ error: 'error.protection.limit.operator', message: 'no', details: { amount: 50 } }, 403),
    });
    renderWithProviders(<SaferGamblingPage />);
    const day = await card('Deposits over 24 hours');
    await user.click(day.getByRole('button', { name: 'Remove limit' }));
    await vi.waitFor(() => expect(toasts.list).toEqual([['api', 'error.protection.limit.operator']]));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: null,
    });
  });
});

describe('safer gambling: loss and wager limits', () => {
  it('explains each kind and sets a wager limit as its own kind', async () => {
    const user = setupUser();
    const calls = stubApi({
      [LIMITS]: () => json(limits(limit({ kind: 'LOSS', used: 12, left: 38 }))),
      'PUT /player-protection/limits': () =>
        json(limits(limit({ kind: 'WAGER', period: 'WEEK', amount: 20, used: 0, left: 20, freesAt: null }))),
    });
    renderWithProviders(<SaferGamblingPage />);
    expect(screen.getByRole('heading', { name: 'Loss limits', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wager limits', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/Bonus money does not count\./)).toBeInTheDocument();
    const loss = await card('Losses over 24 hours');
    expect(figures(loss)).toEqual([
      ['Limit', '$50.00'],
      ['Lost', '$12.00'],
      ['Left', '$38.00'],
      ['More can be played from', date(FREES_AT)],
    ]);
    // The loss limit is not the deposit limit of the same window.
    expect((await card('Deposits over 24 hours')).getByText('No limit set.')).toBeInTheDocument();

    const wager = await card('Wagers over 7 days');
    await user.type(wager.getByRole('textbox', { name: 'Wager limit for 7 days (USD)' }), '20');
    await user.click(wager.getByRole('button', { name: 'Set limit' }));
    await vi.waitFor(() =>
      expect(toasts.list).toEqual([['success', 'Your wager limit for 7 days is now $20.00.']]),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      kind: 'WAGER',
      period: 'WEEK',
      amount: '20',
    });
  });
});
