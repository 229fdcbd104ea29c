import { BankAccount, ErrorCode, ErrorEnvelope, PaymentHistoryPage } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoVoucher, unusedVouchers } from '../../../seed/vouchers.ts';
import type { MemoryPaymentProvider } from '../../../src/adapters/payments/index.ts';
import type { TestContext } from '../../../test/helper.ts';
import { get, post } from '../../../test/players.ts';
import {
  buildWalletTestApp,
  completeDeposit,
  depositBody,
  expectReconciled,
  put,
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

const envelope = (res: { json(): unknown }) => ErrorEnvelope.parse(res.json());
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
    const res = await post(
      t,
      `/retail-voucher/vouchers/${v.code.toLowerCase()}/activate`,
      {},
      { token: p.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, amount: Number(v.amount) / 100, currency: 'USD' });
    expect(await realBalance(t, p.uuid, p.token)).toBe(Number(v.amount) / 100);
    const again = await post(t, `/retail-voucher/vouchers/${v.code}/activate`, {}, { token: p.token });
    expect([again.statusCode, envelope(again).error]).toEqual([409, ErrorCode.voucherAlreadyUsed]);
    const unknown = await post(
      t,
      '/retail-voucher/vouchers/AAAAAAAAAAAAAAAA/activate',
      {},
      { token: p.token },
    );
    expect([unknown.statusCode, envelope(unknown).error]).toEqual([404, ErrorCode.voucherNotFound]);
    expect(
      (await post(t, '/retail-voucher/vouchers/SHORT/activate', {}, { token: p.token })).statusCode,
    ).toBe(400);
    await reconciles();
  });

  it('credits once when two players redeem the same code at once', async () => {
    const [p, q] = [await player(), await player()];
    const v = codes[1]!;
    const results = await Promise.all(
      [p, q].map((x) => post(t, `/retail-voucher/vouchers/${v.code}/activate`, {}, { token: x.token })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const total = (await realBalance(t, p.uuid, p.token)) + (await realBalance(t, q.uuid, q.token));
    expect(total).toBe(Number(v.amount) / 100);
    await reconciles();
  });

  it('refuses a voucher in another currency', async () => {
    const p = await player();
    const eur = (await unusedVouchers(t.database.db, 'croupier', 'EUR'))[0]!;
    const res = await post(t, `/retail-voucher/vouchers/${eur.code}/activate`, {}, { token: p.token });
    expect([res.statusCode, envelope(res).error]).toEqual([400, ErrorCode.voucherCurrencyMismatch]);
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
    await put(t, `/payment-engine/payments/${p.uuid}/deposit`, depositBody(p), { token: p.token }); // stays CREATED
    const url = `/payment-view-ng/payments/${p.uuid}`;
    const first = PaymentHistoryPage.parse((await get(t, url, { token: p.token })).json());
    expect(first).toMatchObject({ size: 7, totalElements: 9, totalPages: 2 });
    expect(first.content).toHaveLength(7);
    expect(first.content[0]?.status).toBe('CREATED');
    const confirmed = PaymentHistoryPage.parse(
      (await get(t, `${url}?status=COMPLETED,VERIFIED&page=1`, { token: p.token })).json(),
    );
    expect(confirmed).toMatchObject({ totalElements: 8, page: 1 });
    expect(confirmed.content.map((c) => c.amount)).toEqual([10]);
    const today = new Date(now()).toISOString().slice(0, 10);
    const tomorrow = new Date(now() + 86_400_000).toISOString().slice(0, 10);
    const dated = PaymentHistoryPage.parse(
      (await get(t, `${url}?dateFrom=${today}&dateTo=${today}`, { token: p.token })).json(),
    );
    expect(dated.totalElements).toBe(9);
    expect((await get(t, `${url}?dateTo=${tomorrow}`, { token: p.token })).statusCode).toBe(400);
    expect((await get(t, `${url}?dateFrom=${today}&dateTo=2020-01-01`, { token: p.token })).statusCode).toBe(
      400,
    );
    expect((await get(t, `${url}?status=BOGUS`, { token: p.token })).statusCode).toBe(400);
    const none = PaymentHistoryPage.parse((await get(t, `${url}?type=WITHDRAW`, { token: p.token })).json());
    expect(none).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe('bank account ({dev}/player/edm/bank-account)', () => {
  it('is not-verified until submitted, then pending; digits only; names collapsed', async () => {
    const p = await player();
    const url = '/player/edm/bank-account';
    expect(BankAccount.parse((await get(t, url, { token: p.token })).json()).status).toBe('not-verified');
    const bad = await post(
      t,
      url,
      { bankName: 'Bank', accountHolderName: 'A B', accountNumber: '12-34' },
      { token: p.token },
    );
    expect(bad.statusCode).toBe(400);
    const body = {
      bankName: 'First Bank',
      accountHolderName: '  Ada    Lovelace ',
      accountNumber: '12345678',
    };
    const created = BankAccount.parse((await post(t, url, body, { token: p.token })).json());
    expect(created).toEqual({
      bankName: 'First Bank',
      accountHolderName: 'Ada Lovelace',
      accountNumber: '12345678',
      status: 'pending',
    });
    expect((await post(t, url, body, { token: p.token })).statusCode).toBe(409);
    const updated = await put(t, url, { ...body, accountNumber: '87654321' }, { token: p.token });
    expect(BankAccount.parse(updated.json()).accountNumber).toBe('87654321');
    expect((await get(t, url)).statusCode).toBe(401);
  });
});
