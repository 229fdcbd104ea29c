import { type QueryKey, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LOYALTY, REWARD_LISTS, TOURNAMENTS } from '../api/query-keys.ts';
import { useBalance } from './balance.ts';
import { useRefreshBalance } from './balance-events.ts';

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';

/** A read that counts its loads, shown as "{name} loaded N". */
function Counted({ name, queryKey }: { name: string; queryKey: QueryKey }) {
  const loads = useQuery({
    queryKey,
    queryFn: () => {
      counts[name] = (counts[name] ?? 0) + 1;
      return counts[name];
    },
  });
  return <p>{`${name} loaded ${loads.data ?? 0}`}</p>;
}
const counts: Record<string, number> = {};

/** The pages whose figures play moves, mounted beside whatever moves money. */
function Figures() {
  return (
    <>
      <Counted name="rewards" queryKey={[...REWARD_LISTS, UUID]} />
      <Counted name="loyalty" queryKey={[...LOYALTY, 'progress', UUID]} />
      <Counted name="tournament" queryKey={[...TOURNAMENTS, 'detail', 't1', 'en', UUID]} />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const k of Object.keys(counts)) delete counts[k];
});

describe('figures that play moves', () => {
  it('reload with the balance on every money event (a round, a deposit), not after the stale time', async () => {
    function RoundPlayed() {
      const refresh = useRefreshBalance();
      return (
        <button type="button" onClick={refresh}>
          Round played
        </button>
      );
    }
    renderWithProviders(
      <>
        <Figures />
        <RoundPlayed />
      </>,
    );
    expect(await screen.findByText('rewards loaded 1')).toBeInTheDocument();
    expect(await screen.findByText('loyalty loaded 1')).toBeInTheDocument();
    expect(await screen.findByText('tournament loaded 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Round played' }));
    expect(await screen.findByText('rewards loaded 2')).toBeInTheDocument();
    expect(await screen.findByText('loyalty loaded 2')).toBeInTheDocument();
    expect(await screen.findByText('tournament loaded 2')).toBeInTheDocument();
  });

  it('reload when the balance shows a change, whatever moved it; an unchanged balance moves nothing', async () => {
    let total = 10;
    const money = (amount: number) => ({ amount, currency: 'USD', displayAmount: amount.toFixed(2) });
    stubApi({
      [`GET /balance/v2/${UUID}`]: () =>
        json({
          currency: 'USD',
          wallets: [{ walletId: 'USD', amount: total, currency: 'USD' }],
          balances: [
            {
              currency: 'USD',
              real: money(total),
              withdrawable: money(total),
              bonus: money(0),
              total: money(total),
            },
          ],
        }),
    });
    function Header() {
      const balance = useBalance(UUID);
      return (
        <>
          <p>{`balance ${balance.data?.total.amount ?? '…'}`}</p>
          <button type="button" onClick={() => void balance.refetch()}>
            Reload balance
          </button>
        </>
      );
    }
    renderWithProviders(
      <>
        <Figures />
        <Header />
      </>,
    );
    expect(await screen.findByText('balance 10')).toBeInTheDocument();
    expect(await screen.findByText('loyalty loaded 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reload balance' }));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(screen.getByText('loyalty loaded 1')).toBeInTheDocument();

    total = 9.5; // a round was lost elsewhere (another tab, a settled sports bet)
    await userEvent.click(screen.getByRole('button', { name: 'Reload balance' }));
    expect(await screen.findByText('balance 9.5')).toBeInTheDocument();
    expect(await screen.findByText('rewards loaded 2')).toBeInTheDocument();
    expect(await screen.findByText('loyalty loaded 2')).toBeInTheDocument();
    expect(await screen.findByText('tournament loaded 2')).toBeInTheDocument();
  });
});
