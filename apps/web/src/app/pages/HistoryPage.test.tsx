import { WITHDRAWAL_CANCEL_RELOAD_MS } from '@croupier/contract/constants';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../shared/session/index.ts';
import { json, stubApi } from '../../test/api-stub.ts';
import { advanceClock, settleUntil, useFakeClock } from '../../test/clock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { setupUser } from '../../test/user.ts';
import { HistoryPage } from './HistoryPage.tsx';

const toasts = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('../../shared/ui/toast.tsx', () => ({
  Toaster: () => null,
  toastSuccess: (text: string) => toasts.list.push(text),
  toastError: (text: string) => toasts.list.push(text),
  toastInfo: (text: string) => toasts.list.push(text),
  toastWarning: (text: string) => toasts.list.push(text),
  toastApiError: () => undefined,
}));

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const WITHDRAWAL_ID = '0b8c2d4e-2222-4333-8444-955556666777';
const item = (over: Record<string, unknown>) => ({
  paymentId: WITHDRAWAL_ID,
  type: 'WITHDRAW',
  status: 'PENDING',
  amount: 30.5,
  currency: 'USD',
  paymentMethod: 'card',
  creationTime: '2026-01-05T10:00:00Z',
  updatedAt: '2026-01-05T10:00:00Z',
  cancellable: true,
  ...over,
});
const page = (content: unknown[], totalPages = content.length ? 1 : 0) =>
  json({ content, page: 0, size: 7, totalElements: content.length, totalPages });

beforeEach(() => session.start({ token: 't', uuid: UUID, logged: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
  toasts.list.length = 0;
});

describe('transaction history (001 §4, §5)', () => {
  it('asks 7 a page by type, sends the status filter mapping, and checks the dates', async () => {
    const user = setupUser();
    const calls = stubApi({
      [`GET /payment-view-ng/payments/${UUID}`]: (call) =>
        call.search.includes('status=')
          ? page([])
          : page([item({ type: 'DEPOSIT', status: 'COMPLETED,VERIFIED', cancellable: false })]),
    });
    renderWithProviders(<HistoryPage />);
    const row = await screen.findByRole('row', { name: /\$30\.50/ });
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(new URLSearchParams(calls[0]?.search).get('size')).toBe('7');
    expect(new URLSearchParams(calls[0]?.search).get('type')).toBe('DEPOSIT');

    const filters = screen.getByRole('form', { name: 'Filters' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'Declined');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    expect(new URLSearchParams(calls.at(-1)?.search).get('status')).toBe('REJECTED,DECLINED');

    const before = calls.length;
    await user.type(within(filters).getByLabelText('From'), '2999-01-01');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Dates cannot be in the future.')).toBeInTheDocument();
    await user.clear(within(filters).getByLabelText('From'));
    await user.type(within(filters).getByLabelText('From'), '2025-02-01');
    await user.type(within(filters).getByLabelText('To'), '2025-01-01');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it('cancelling a pending withdrawal: a toast, then the list reloads 3 s later', async () => {
    const user = setupUser();
    let cancelled = false;
    const calls = stubApi({
      [`GET /payment-view-ng/payments/${UUID}`]: () =>
        page([item(cancelled ? { status: 'CANCELLED', cancellable: false } : {})]),
      [`POST /payment-engine/payments/${UUID}/${WITHDRAWAL_ID}/cancel`]: () => {
        cancelled = true;
        return json({ success: true, paymentId: WITHDRAWAL_ID, status: 'CANCELLED' });
      },
    });
    renderWithProviders(<HistoryPage />);
    await user.click(await screen.findByRole('tab', { name: 'Withdraw' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel withdrawal' });
    useFakeClock();
    fireEvent.click(cancel);
    await settleUntil(() => toasts.list.length > 0);
    expect(toasts.list).toEqual(['Your withdrawal was cancelled.']);
    const lists = () => calls.filter((c) => c.path.startsWith('/payment-view-ng')).length;
    const afterCancel = lists();
    await advanceClock(WITHDRAWAL_CANCEL_RELOAD_MS - 1);
    expect(lists()).toBe(afterCancel);
    await advanceClock(1);
    expect(lists()).toBe(afterCancel + 1);
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel withdrawal' })).not.toBeInTheDocument(),
    );
  });

  it('says in words that a withdrawal waits for approval, and why one was declined', async () => {
    const user = setupUser();
    stubApi({
      [`GET /payment-view-ng/payments/${UUID}`]: () =>
        page([
          item({ status: 'SUBMITTED' }),
          item({
            paymentId: '1c9d3e5f-3333-4444-8555-a66667777888',
            status: 'DECLINED',
            cancellable: false,
            declineReason: 'Please verify your identity first.',
          }),
        ]),
    });
    renderWithProviders(<HistoryPage />);
    await user.click(await screen.findByRole('tab', { name: 'Withdraw' }));
    const [waiting, declined] = (await screen.findAllByRole('row', { name: /\$30\.50/ })) as HTMLElement[];
    expect(within(waiting!).getByText('Processing')).toBeInTheDocument();
    expect(within(waiting!).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(waiting!).getByRole('button', { name: 'Cancel withdrawal' })).toBeInTheDocument();
    expect(within(declined!).getByText('Declined')).toBeInTheDocument();
    expect(within(declined!).getByText('Reason: Please verify your identity first.')).toBeInTheDocument();
    expect(within(declined!).queryByText('Waiting for approval')).not.toBeInTheDocument();
  });

  it('the bets tab shows an empty state for a player with no activity, and opens bet details', async () => {
    const user = setupUser();
    let bets: unknown[] = [];
    stubApi({
      [`GET /payment-view-ng/payments/${UUID}`]: () => page([]),
      [`GET /player/${UUID}/game-info-activity`]: () =>
        json({ content: bets, bets, page: 0, size: 100, totalElements: bets.length, totalPages: 1 }),
      'GET /bet-activity/games/b1': () => json(bets[0]),
    });
    const { queryClient } = renderWithProviders(<HistoryPage />);
    await user.click(await screen.findByRole('tab', { name: 'Bets' }));
    expect(await screen.findByText('No bets yet.')).toBeInTheDocument();
    bets = [
      {
        id: 'b1',
        kind: 'games',
        createdAt: '2026-01-05T10:00:00Z',
        currency: 'USD',
        amount: 2,
        winAmount: 4,
        gameSlug: 'ruby-roulette',
        gameName: 'Ruby Roulette',
        roundId: 'r-77',
        status: 'WON',
      },
    ];
    await act(() => queryClient.invalidateQueries());
    // The game by its name, not its slug.
    const row = (await screen.findByRole('cell', { name: 'Ruby Roulette' })).closest('tr');
    expect(row).not.toHaveTextContent('ruby-roulette');
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet details' });
    expect(await within(dialog).findByText('r-77')).toBeInTheDocument();
    expect(within(dialog).getByText('Ruby Roulette')).toBeInTheDocument();
    expect(within(dialog).getByText('Won')).toBeInTheDocument();
    expect(within(dialog).getByText('$4.00')).toBeInTheDocument();
  });

  it('shows a sports bet with its selections, odds and results', async () => {
    const user = setupUser();
    const bet = {
      id: 'sb-1',
      kind: 'sports',
      createdAt: '2026-01-05T10:00:00Z',
      currency: 'USD',
      amount: 10,
      winAmount: 35.15,
      gameSlug: 'sports:sportsbook',
      roundId: 'sb-1',
      status: 'WON',
      sports: {
        type: 'accumulator',
        odds: 351,
        selections: [
          {
            eventId: 'fo-1',
            event: 'Red Lions v Blue Owls',
            sport: 'football',
            market: 'Match result',
            selection: 'Red Lions',
            odds: 185,
            live: false,
            result: 'won',
          },
          {
            eventId: 'te-2',
            event: 'A. Ries v B. Kor',
            sport: 'tennis',
            market: 'Total games 22.5',
            selection: 'Over 22.5',
            odds: 190,
            live: true,
            result: 'won',
          },
        ],
      },
    };
    stubApi({
      [`GET /payment-view-ng/payments/${UUID}`]: () => page([]),
      [`GET /player/${UUID}/game-info-activity`]: () =>
        json({ content: [bet], bets: [bet], page: 0, size: 100, totalElements: 1, totalPages: 1 }),
      'GET /bet-activity/sports/sb-1': () => json(bet),
    });
    renderWithProviders(<HistoryPage />);
    await user.click(await screen.findByRole('tab', { name: 'Bets' }));
    // The row names each selection's event and market, not the selection alone.
    const row = await screen.findByRole('row', {
      name: /Sports bet · Accumulator · Won\s*Red Lions v Blue Owls · Match result: Red Lions\s*A\. Ries v B\. Kor · Total games 22\.5: Over 22\.5/,
    });
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet details' });
    expect(await within(dialog).findByText('3.51')).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Red Lions v Blue Owls · Match result: Red Lions @ 1.85 — Won',
      'A. Ries v B. Kor · Total games 22.5: Over 22.5 @ 1.90 (live) — Won',
    ]);
  });
});
