import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../shared/format.ts';
import { PROMO_CHECK_DEBOUNCE_MS } from '../../../shared/promo/use-promo-check.ts';
import { session } from '../../../shared/session/index.ts';
import { json, type StubCall, stubApi } from '../../../test/api-stub.ts';
import { advanceClock, change, useFakeClock } from '../../../test/clock.ts';
import { renderWithProviders, testBrand } from '../../../test/render.tsx';
import { setupUser } from '../../../test/user.ts';
import { BankAccountPage } from '../pages/BankAccountPage.tsx';
import { DepositForm } from './DepositForm.tsx';
import { VoucherForm } from './VoucherForm.tsx';
import { WithdrawalForm } from './WithdrawalForm.tsx';

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
const money = (amount: number) => ({ amount, currency: 'USD', displayAmount: amount.toFixed(2) });
const balance = (real: number) =>
  json({
    currency: 'USD',
    wallets: [{ walletId: 'USD', amount: real, currency: 'USD' }],
    balances: [
      { currency: 'USD', real: money(real), withdrawable: money(real), bonus: money(0), total: money(real) },
    ],
  });
const method = (paymentType: 'deposit' | 'withdraw', min: number, max: number) => ({
  id: 'card',
  name: 'Card',
  aggregatorId: 'sandbox',
  paymentType,
  currency: 'USD',
  limits: { min, max },
  processingTime: '1-3 days',
});
const payment = (over: Record<string, unknown> = {}) => ({
  paymentId: 'p1',
  generationDate: '2026-01-01T00:00:00Z',
  redirectLink: null,
  isFirstDeposit: false,
  isNotFound: false,
  status: 'PENDING',
  creationTime: '2026-01-01T00:00:00Z',
  ...over,
});
const error = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  json({ error: code, message: code, ...extra }, status);

beforeEach(() => session.start({ token: 't', uuid: UUID, logged: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
  toasts.list.length = 0;
});

describe('voucher form (001 §4, §5, §8)', () => {
  it('keeps submit disabled while the code is empty or wrong, then FORM → SUCCESS', async () => {
    const user = setupUser();
    const calls = stubApi({
      'POST /retail-voucher/vouchers/ABCDEFGH23456789/activate': () =>
        json({ success: true, voucherId: 'ABCDEFGH23456789', amount: 25, currency: 'USD', paymentId: 'p' }),
    });
    renderWithProviders(<VoucherForm />);
    const submit = screen.getByRole('button', { name: 'Redeem' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'ABCD');
    expect(await screen.findByText('A voucher code has 16 letters and digits.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Voucher code' }), 'EFGH23456789');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('$25.00 was added to your balance.');
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });

  it('a refusal of 400 or above shows server-error.{code}; a network failure the unexpected error', async () => {
    const user = setupUser();
    let fail = true;
    stubApi({
      'POST /retail-voucher/vouchers/ABCDEFGH23456789/activate': () => {
        if (fail) return error(409, 'voucher.already.used');
        throw new TypeError('offline');
      },
    });
    renderWithProviders(<VoucherForm />);
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    await user.type(field, 'ABCDEFGH23456789');
    // The form validates as the code is typed; a click on the still-disabled button would do nothing.
    await waitFor(() => expect(redeem).toBeEnabled());
    await user.click(redeem);
    expect(await screen.findByText('This voucher has already been used.')).toBeInTheDocument();
    expect(redeem).toBeDisabled();
    fail = false;
    await user.clear(field);
    await user.type(field, 'ABCDEFGH23456789');
    await waitFor(() => expect(redeem).toBeEnabled());
    await user.click(redeem);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('withdrawal form (001 §4, §5, §8)', () => {
  const base = (withdraw: (call: StubCall) => Response, real = 100) =>
    stubApi({
      [`GET /balance/v2/${UUID}`]: () => balance(real),
      'GET /payment-method/methods_for_player': () => json([method('withdraw', 10, 5000)]),
      [`GET /awd-withdrawal-limit/progress/lifetime-limits/${UUID}`]: () =>
        json({ currency: 'USD', limitAmount: 50000, totalWithdrawalAmount: 0, limitReached: false }),
      'GET /player/real-wager-amount': () =>
        json({ currency: 'USD', wagered: 0, toWager: 0, remaining: 0, fulfilled: true }),
      [`PUT /payment-engine/payments/${UUID}/withdraw`]: withdraw,
    });

  it('amount: digits and one dot, not above what may be withdrawn; then the request is pending', async () => {
    const user = setupUser();
    const calls = base(() => json(payment()));
    renderWithProviders(<WithdrawalForm onClose={() => undefined} />);
    const amount = await screen.findByRole('textbox', { name: 'Amount (USD)' });
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    await user.type(amount, '100.01');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('The amount is more than you can withdraw.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1,5');
    expect(await screen.findByText('Enter an amount with digits and at most one dot.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '20.5');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your withdrawal of $20.50 is pending.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      currency: 'USD',
      playerUUID: UUID,
      paymentMethod: 'card',
      aggregatorId: 'sandbox',
      amount: '20.5',
    });
  });

  it('says a withdrawal that waits for approval waits, with the money held', async () => {
    const user = setupUser();
    base(() => json(payment({ status: 'SUBMITTED' })));
    renderWithProviders(<WithdrawalForm onClose={() => undefined} />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount (USD)' }), '60');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your withdrawal of $60.00 is waiting for approval. The money is held meanwhile; you can cancel it from your history.',
    );
  });

  it('sends one Idempotency-Key per submission, and the same key again when it retries a lost answer', async () => {
    const user = setupUser();
    let answered = 0;
    const calls = base(() => {
      answered += 1;
      // The first request's answer is lost on the way (the connection drops).
      if (answered === 1) throw new TypeError('Failed to fetch');
      return json(payment());
    });
    renderWithProviders(<WithdrawalForm onClose={() => undefined} />);
    const amount = await screen.findByRole('textbox', { name: 'Amount (USD)' });
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your withdrawal of $20.00 is pending.');
    const keys = calls.filter((c) => c.method === 'PUT').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{16,128}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('deposit_wager is a toast with the totals; check_active_bonus its own toast', async () => {
    const user = setupUser();
    const answers = [
      error(400, 'deposit_wager', {
        details: { check: 'deposit_wager', toWager: 300, wagered: 12.5, currency: 'USD' },
      }),
      error(400, 'error.check_active_bonus'),
    ];
    base(() => answers.shift() ?? json(payment()));
    const onClose = vi.fn();
    renderWithProviders(<WithdrawalForm onClose={onClose} />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount (USD)' }), '50');
    const submit = screen.getByRole('button', { name: 'Request withdrawal' });
    await user.click(submit);
    await user.click(submit);
    await vi.waitFor(() => expect(toasts.list).toHaveLength(2));
    expect(toasts.list).toEqual([
      ['error', 'Wager your deposits first: $12.50 of $300.00 wagered.'],
      ['error', 'You have an active bonus that prevents this.'],
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('withdrawable.less.than.amount closes the withdrawal modal with its toast and reads the balance again (001 §8)', async () => {
    const user = setupUser();
    const calls = base(() =>
      error(400, 'withdrawable.less.than.amount', { fieldErrors: { amount: 'payment.errors.less-amount' } }),
    );
    const onClose = vi.fn();
    renderWithProviders(<WithdrawalForm onClose={onClose} />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount (USD)' }), '50');
    const balanceReads = () => calls.filter((c) => c.path === `/balance/v2/${UUID}`).length;
    const before = balanceReads();
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(toasts.list).toEqual([['error', 'The amount is more than you can withdraw.']]);
    await vi.waitFor(() => expect(balanceReads()).toBeGreaterThan(before));
  });

  it("runs the brand's rules for the player's currency after the spec's own (001 §5)", async () => {
    const user = setupUser();
    const calls = base(() => json(payment()), 3000);
    const brand = {
      ...testBrand,
      cashier: {
        withdrawalRules: {
          USD: [{ type: 'max' as const, value: 2500, message: 'withdrawal.rules.max-usd' }],
          EUR: [{ type: 'max' as const, value: 100, message: 'withdrawal.rules.max-eur' }],
        },
      },
    };
    renderWithProviders(<WithdrawalForm onClose={() => undefined} />, { brand });
    const amount = await screen.findByRole('textbox', { name: 'Amount (USD)' });
    await user.type(amount, '2500.01');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(
      await screen.findByText('A single withdrawal in US dollars is at most $2,500.00.'),
    ).toBeInTheDocument();
    // The spec's rules come first: more than can be withdrawn says so, not the brand's rule.
    await user.clear(amount);
    await user.type(amount, '3000.01');
    expect(await screen.findByText('The amount is more than you can withdraw.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    // Within the USD rule (the EUR one is not this player's): sent.
    await user.clear(amount);
    await user.type(amount, '2500');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your withdrawal of $2,500.00 is pending.');
  });

  it('isNotFound shows the unavailable state', async () => {
    const user = setupUser();
    base(() => json(payment({ isNotFound: true })));
    renderWithProviders(<WithdrawalForm onClose={() => undefined} />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount (USD)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Withdrawals are not available right now.');
  });

  it('a reached lifetime limit says so and disables the request', async () => {
    stubApi({
      [`GET /balance/v2/${UUID}`]: () => balance(100),
      'GET /payment-method/methods_for_player': () => json([method('withdraw', 10, 5000)]),
      [`GET /awd-withdrawal-limit/progress/lifetime-limits/${UUID}`]: () =>
        json({ currency: 'USD', limitAmount: 50000, totalWithdrawalAmount: 50000, limitReached: true }),
    });
    renderWithProviders(<WithdrawalForm onClose={() => undefined} />);
    expect(await screen.findByText('You have reached your lifetime withdrawal limit.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  });
});

describe('deposit form (001 §4, §8)', () => {
  /** A card method, and a deposit that answers the provider's cashier link. */
  const cashierOpens = () =>
    stubApi({
      'GET /payment-method/methods_for_player': () => json([method('deposit', 1, 10000)]),
      [`PUT /payment-engine/payments/${UUID}/deposit`]: () =>
        json(payment({ redirectLink: 'https://pay.example.com/cashier?session=s', status: 'CREATED' })),
    });

  it('an anti-fraud reject is a warning toast and bans deposits', async () => {
    const user = setupUser();
    stubApi({
      'GET /payment-method/methods_for_player': () => json([method('deposit', 1, 10000)]),
      [`PUT /payment-engine/payments/${UUID}/deposit`]: () =>
        error(423, 'reject', { details: { type: 'deposit' } }),
    });
    renderWithProviders(<DepositForm uuid={UUID} currency="USD" />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount (USD)' }), '0.5');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The smallest amount for this method is $1.00.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Amount (USD)' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (USD)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deposits are not available for this account. Please contact support.',
    );
    expect(toasts.list).toEqual([
      ['warning', 'Deposits are not available for this account. Please contact support.'],
    ]);
  });

  it("starts with the brand's default deposit amount in the player's currency (001 §9)", async () => {
    const user = setupUser();
    const calls = cashierOpens();
    const brand = {
      ...testBrand,
      currencies: [
        { code: 'USD', minorUnits: 2 },
        { code: 'EUR', minorUnits: 2 },
        { code: 'JPY', minorUnits: 0 },
      ],
      cashier: { defaultDepositAmount: { USD: 25, EUR: 20, JPY: 3000 } },
    };
    const euro = renderWithProviders(<DepositForm uuid={UUID} currency="EUR" />, { brand });
    expect(await screen.findByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue('20.00');
    euro.unmount();
    const yen = renderWithProviders(<DepositForm uuid={UUID} currency="JPY" />, { brand });
    expect(await screen.findByRole('textbox', { name: 'Amount (JPY)' })).toHaveValue('3000');
    yen.unmount();
    // A currency the brand sets no default for starts empty.
    const none = renderWithProviders(<DepositForm uuid={UUID} currency="GBP" />, { brand });
    expect(await screen.findByRole('textbox', { name: 'Amount (GBP)' })).toHaveValue('');
    none.unmount();

    renderWithProviders(<DepositForm uuid={UUID} currency="USD" />, { brand });
    expect(await screen.findByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('25.00');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByTitle('Cashier');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ currency: 'USD', amount: '25.00' });
  });

  it('payment.method.not.found marks deposits as not available', async () => {
    stubApi({ 'GET /payment-method/methods_for_player': () => error(400, 'payment.method.not.found') });
    renderWithProviders(<DepositForm uuid={UUID} currency="USD" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Deposits are not available right now.');
  });

  it('sends the promo code as letters and digits in lower case, and opens the cashier link in the frame, in the page’s language', async () => {
    const user = setupUser();
    const calls = cashierOpens();
    renderWithProviders(<DepositForm uuid={UUID} currency="USD" />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount (USD)' }), '20');
    await user.type(screen.getByRole('textbox', { name: 'Promo code (optional)' }), ' Welcome-100! ');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByTitle('Cashier')).toHaveAttribute(
      'src',
      'https://pay.example.com/cashier?session=s&lang=en',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      currency: 'USD',
      playerUUID: UUID,
      paymentMethod: 'card',
      aggregatorId: 'sandbox',
      amount: '20',
      additionalFields: { promoCode: 'welcome100' },
    });
  });
});

describe('deposit form with deposit limits (docs/decisions/042-deposit-limits.md)', () => {
  const FREES_AT = '2030-01-02T03:04:00.000Z';
  const dayLimit = (left: number) => ({
    kind: 'DEPOSIT',
    period: 'DAY',
    amount: 50,
    used: 50 - left,
    left,
    freesAt: FREES_AT,
    setBy: 'PLAYER',
    pending: null,
  });
  const limits = (...list: unknown[]) => json({ currency: 'USD', limits: list, coolingOffHours: 24 });

  it('caps the amount at the least any limit leaves, and says so', async () => {
    const user = setupUser();
    const calls = stubApi({
      'GET /payment-method/methods_for_player': () => json([method('deposit', 1, 10000)]),
      'GET /player-protection/limits': () =>
        limits({ ...dayLimit(20), period: 'WEEK', amount: 500 }, dayLimit(20.5), {
          ...dayLimit(20),
          period: 'MONTH',
          amount: 1000,
          left: 900,
        }),
      [`PUT /payment-engine/payments/${UUID}/deposit`]: () =>
        json(payment({ redirectLink: 'https://pay.example.com/cashier?session=s', status: 'CREATED' })),
    });
    renderWithProviders(<DepositForm uuid={UUID} currency="USD" />);
    const amount = await screen.findByRole('textbox', { name: 'Amount (USD)' });
    const until = formatDateTime(FREES_AT, 'en');
    // The field names the line, so it is read with it.
    await vi.waitFor(() =>
      expect(amount).toHaveAccessibleDescription(`You can deposit up to $20.00 until ${until}.`),
    );
    await user.type(amount, '20.01');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('This is more than your deposit limit leaves.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByTitle('Cashier');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ amount: '20' });
  });

  it('with nothing left the form says when it frees up and does not send', async () => {
    stubApi({
      'GET /payment-method/methods_for_player': () => json([method('deposit', 1, 10000)]),
      'GET /player-protection/limits': () => limits(dayLimit(0)),
    });
    renderWithProviders(<DepositForm uuid={UUID} currency="USD" />);
    expect(
      await screen.findByText(
        `You have reached your deposit limit. You can deposit again from ${formatDateTime(FREES_AT, 'en')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });

  it("the server's deposit-limit refusal says what is left and until when, and reads the limits again", async () => {
    const user = setupUser();
    const calls = stubApi({
      'GET /payment-method/methods_for_player': () => json([method('deposit', 1, 10000)]),
      'GET /player-protection/limits': () => limits(),
      [`PUT /payment-engine/payments/${UUID}/deposit`]: () =>
        error(403, 'error.protection.deposit-limit', {
          details: { period: 'DAY', left: 5, freesAt: FREES_AT, currency: 'USD' },
        }),
    });
    renderWithProviders(<DepositForm uuid={UUID} currency="USD" />);
    await user.type(await screen.findByRole('textbox', { name: 'Amount (USD)' }), '30');
    const reads = () => calls.filter((c) => c.path === '/player-protection/limits').length;
    await vi.waitFor(() => expect(reads()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `You can deposit up to $5.00 until ${formatDateTime(FREES_AT, 'en')}.`,
    );
    expect(toasts.list).toEqual([]);
    await vi.waitFor(() => expect(reads()).toBe(2));
  });
});

describe('deposit promo code (001 §5, §7, §8)', () => {
  it("is checked for the player (no market sent) and its reward's title confirms it", async () => {
    const calls = stubApi({
      'GET /payment-method/methods_for_player': () => json([method('deposit', 1, 10000)]),
      'GET /promocode-validator/public/v1/validate': () =>
        json({ promoCode: 'reload50', valid: true, kind: 'BONUS', templateUUID: 't-reload' }),
      'POST /en/promoCodes': () =>
        json({
          id: 't-reload',
          title: 'Reload 50%',
          description: 'd',
          image: null,
          terms: 't',
          promoCode: 'reload50',
          kind: 'BONUS',
        }),
    });
    renderWithProviders(<DepositForm uuid={UUID} currency="USD" />);
    const field = await screen.findByRole('textbox', { name: 'Promo code (optional)' });
    useFakeClock();
    const checks = () => calls.filter((c) => c.path === '/promocode-validator/public/v1/validate');
    change(field, 'RELOAD5');
    await advanceClock(PROMO_CHECK_DEBOUNCE_MS - 1);
    change(field, 'RELOAD50');
    await advanceClock(PROMO_CHECK_DEBOUNCE_MS - 1);
    expect(checks()).toHaveLength(0);
    await advanceClock(1);
    expect(checks().map((c) => c.search)).toEqual(['?promoCode=reload50']);
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Promo code accepted: Reload 50%.'),
    );
    expect(checks()).toHaveLength(1);
  });
});

describe('bank account form (001 §4, §5)', () => {
  it('sends the holder name collapsed and trimmed, digits only; not-verified becomes pending', async () => {
    const user = setupUser();
    const calls = stubApi({
      'GET /player/edm/bank-account': () =>
        json({ bankName: null, accountHolderName: null, accountNumber: null, status: 'not-verified' }),
      'POST /player/edm/bank-account': (call) => json({ ...call.body, status: 'pending' }),
    });
    renderWithProviders(<BankAccountPage />);
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'First Bank');
    await user.type(screen.getByRole('textbox', { name: 'Account holder name' }), '  Ada    Lovelace ');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Enter 6 to 34 digits, nothing else.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account holder name' })).toHaveValue('Ada Lovelace');
    await user.clear(screen.getByRole('textbox', { name: 'Account number' }));
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12345678');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Pending verification')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change bank account' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      bankName: 'First Bank',
      accountHolderName: 'Ada Lovelace',
      accountNumber: '12345678',
    });
    expect(toasts.list).toEqual([
      ['success', 'Your bank account was saved and is waiting for verification.'],
    ]);
  });
});
