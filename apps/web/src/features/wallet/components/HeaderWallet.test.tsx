import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../shared/session/index.ts';
import { BALANCE_QUERY_KEY } from '../../../shared/wallet/balance-events.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HeaderWallet } from './HeaderWallet.tsx';

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';
const money = (amount: number) => ({ amount, currency: 'USD', displayAmount: amount.toFixed(2) });
/** `GET /balance/v2/{uuid}` of a player with real money and, when there is some, a reward's bonus wallet. */
const balance = (real: number, bonus: number) =>
  json({
    currency: 'USD',
    wallets: [
      { walletId: 'USD', amount: real, currency: 'USD' },
      ...(bonus ? [{ walletId: 'bonus:r1', amount: bonus, currency: 'USD' }] : []),
    ],
    balances: [
      {
        currency: 'USD',
        real: money(real),
        withdrawable: money(real),
        bonus: money(bonus),
        total: money(real + bonus),
      },
    ],
  });

beforeEach(() => session.start({ token: 't', uuid: UUID, logged: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('header balance (001 §3)', () => {
  it('shows real, bonus and total of the player currency, and reloads on a money event', async () => {
    let real = 10;
    stubApi({ [`GET /balance/v2/${UUID}`]: () => balance(real, 5) });
    const { queryClient } = renderWithProviders(<HeaderWallet />);
    const region = await screen.findByRole('region', { name: 'Balance' });
    await within(region).findByText('$15.00');
    expect(region).toHaveTextContent('Real$10.00');
    expect(region).toHaveTextContent('Bonus$5.00');
    expect(region).toHaveTextContent('Total$15.00');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/deposit');

    real = 40;
    await act(() => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }));
    expect(await within(region).findByText('$45.00')).toBeInTheDocument();
  });

  it('shows the bonus money only while there is some (an active reward)', async () => {
    let bonus = 0;
    stubApi({ [`GET /balance/v2/${UUID}`]: () => balance(10, bonus) });
    const { queryClient } = renderWithProviders(<HeaderWallet />);
    const region = await screen.findByRole('region', { name: 'Balance' });
    await waitFor(() => expect(region).toHaveTextContent('Total$10.00'));
    expect(within(region).queryByText('Bonus')).not.toBeInTheDocument();

    bonus = 7.5;
    await act(() => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }));
    expect(await within(region).findByText('Bonus')).toBeInTheDocument();
    expect(region).toHaveTextContent('Bonus$7.50');
    expect(region).toHaveTextContent('Total$17.50');
  });
});
