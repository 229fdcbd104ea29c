import { BankAccount, ErrorCode, endpoints, PaymentHistoryPage } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoVoucher, unusedVouchers } from '../../../seed/vouchers.ts';
import type { MemoryPaymentProvider } from '../../../src/adapters/payments/index.ts';
import { api, type QueryOf } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import {
  buildWalletTestApp,
  completeDeposit,
  depositBody,
  expectReconciled,
  realBalance,
  walletPlayer,
} from '../../../test/wallet.ts';

let t: TestContext;
let provider: MemoryPaymentProvider;
let now: () => number;
beforeAll(async () => {
  ({ t, provider, now } = await buildWalletTestApp());
});
afterAll(() => t?.close());

const player = () => walletPlayer(t);
type Player = Awaited<ReturnType<typeof player>>;
/** Starts a deposit and completes it through a signed webhook. */
const deposit = (p: Player, amount: number | string = 50) => completeDeposit(t, provider, p, amount);
const reconciles = () => expectReconciled(t);

describe('vouchers', () => {
  // The seed's codes are random per install: read them back from the database, as the script does.
  let codes: DemoVoucher[] = [];
  beforeAll(async () => {
    codes = await unusedVouchers(t.database.db, 'croupier', 'USD');
  });

  it('redeems a seeded code once; a second redeem, an unknown code and a bad code are refused', async () => {
    const p = await player();
    const v = codes[0]!;
    const res = await api(t)
      .as(p)
      .call(endpoints.voucherActivate, { params: { voucherId: v.code.toLowerCase() }, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, amount: Number(v.amount) / 100, currency: 'USD' });
    expect(await realBalance(t, p.uuid, p.token)).toBe(Number(v.amount) / 100);
    const again = await api(t)
      .as(p)
      .fails(endpoints.voucherActivate, { params: { voucherId: v.code }, body: {} });
    expect([again.status, again.error]).toEqual([409, ErrorCode.voucherAlreadyUsed]);
    const unknown = await api(t)
      .as(p)
      .fails(endpoints.voucherActivate, { params: { voucherId: 'AAAAAAAAAAAAAAAA' }, body: {} });
    expect([unknown.status, unknown.error]).toEqual([404, ErrorCode.voucherNotFound]);
    expect(
      await api(t)
        .as(p)
        .status(endpoints.voucherActivate, { params: { voucherId: 'SHORT' }, body: {} }),
    ).toBe(400);
    await reconciles();
  });

  it('credits once when two players redeem the same code at once', async () => {
    const [p, q] = [await player(), await player()];
    const v = codes[1]!;
    const results = await Promise.all(
      [p, q].map((x) =>
        api(t)
          .as(x)
          .call(endpoints.voucherActivate, { params: { voucherId: v.code }, body: {} }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const total = (await realBalance(t, p.uuid, p.token)) + (await realBalance(t, q.uuid, q.token));
    expect(total).toBe(Number(v.amount) / 100);
    await reconciles();
  });

  it('refuses a voucher in another currency', async () => {
    const p = await player();
    const eur = (await unusedVouchers(t.database.db, 'croupier', 'EUR'))[0]!;
    const res = await api(t)
      .as(p)
      .fails(endpoints.voucherActivate, { params: { voucherId: eur.code }, body: {} });
    expect([res.status, res.error]).toEqual([400, ErrorCode.voucherCurrencyMismatch]);
  });
});

describe('payment history (GET /payment-view-ng/payments/{playerUuid})', () => {
  it('pages by 7, newest first, filters by type, status and dates, and validates dates', async () => {
    const p = await player();
    for (let i = 0; i < 8; i += 1) {
      t.advance(1000);
      await deposit(p, 10 + i);
    }
    t.advance(1000);
    await api(t)
      .as(p)
      .call(endpoints.deposit, { params: { uuid: p.uuid }, body: depositBody(p) }); // stays CREATED
    const history = (query?: QueryOf<typeof endpoints.paymentHistory>) =>
      api(t)
        .as(p)
        .call(endpoints.paymentHistory, { params: { playerUuid: p.uuid }, query });
    const first = PaymentHistoryPage.parse((await history()).json());
    expect(first).toMatchObject({ size: 7, totalElements: 9, totalPages: 2 });
    expect(first.content).toHaveLength(7);
    expect(first.content[0]?.status).toBe('CREATED');
    const confirmed = PaymentHistoryPage.parse(
      (await history({ status: 'COMPLETED,VERIFIED', page: 1 })).json(),
    );
    expect(confirmed).toMatchObject({ totalElements: 8, page: 1 });
    expect(confirmed.content.map((c) => c.amount)).toEqual([10]);
    const today = new Date(now()).toISOString().slice(0, 10);
    const tomorrow = new Date(now() + 86_400_000).toISOString().slice(0, 10);
    const dated = PaymentHistoryPage.parse((await history({ dateFrom: today, dateTo: today })).json());
    expect(dated.totalElements).toBe(9);
    expect((await history({ dateTo: tomorrow })).statusCode).toBe(400);
    expect((await history({ dateFrom: today, dateTo: '2020-01-01' })).statusCode).toBe(400);
    expect((await history({ status: 'BOGUS' })).statusCode).toBe(400);
    const none = PaymentHistoryPage.parse((await history({ type: 'WITHDRAW' })).json());
    expect(none).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe('bank account ({dev}/player/edm/bank-account)', () => {
  it('is not-verified until submitted, then pending; digits only; names collapsed', async () => {
    const p = await player();
    const own = api(t).as(p);
    expect(BankAccount.parse((await own.call(endpoints.getBankAccount)).json()).status).toBe('not-verified');
    const bad = await own.call(endpoints.createBankAccount, {
      body: { bankName: 'Bank', accountHolderName: 'A B', accountNumber: '12-34' },
    });
    expect(bad.statusCode).toBe(400);
    const body = {
      bankName: 'First Bank',
      accountHolderName: '  Ada    Lovelace ',
      accountNumber: '12345678',
    };
    const created = BankAccount.parse((await own.call(endpoints.createBankAccount, { body })).json());
    expect(created).toEqual({
      bankName: 'First Bank',
      accountHolderName: 'Ada Lovelace',
      accountNumber: '12345678',
      status: 'pending',
    });
    expect((await own.call(endpoints.createBankAccount, { body })).statusCode).toBe(409);
    const updated = await own.call(endpoints.updateBankAccount, {
      body: { ...body, accountNumber: '87654321' },
    });
    expect(BankAccount.parse(updated.json()).accountNumber).toBe('87654321');
    expect(await api(t).status(endpoints.getBankAccount)).toBe(401);
  });
});
