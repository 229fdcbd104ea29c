import {
  type DailyReport,
  type DailyReportRow,
  type Endpoint,
  ErrorCode,
  endpoints,
  PaymentResponse,
} from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, unchecked } from '../../../test/api.ts';
import { freshIp, type TestContext } from '../../../test/helper.ts';
import { newOperator, type TestOperator } from '../../../test/operators.ts';
import { PASSWORD } from '../../../test/players.ts';
import { activeReward, bonusTemplate, buildRewardsTestApp, createTemplate } from '../../../test/rewards.ts';
import { anotherSlotGame, seamlessOk, slotGame, startReal, studioCall, txId } from '../../../test/studio.ts';
import {
  completeDeposit,
  expectReconciled,
  sendWebhook,
  walletPlayer,
  withdrawalBody,
} from '../../../test/wallet.ts';
import type { MemoryPaymentProvider } from '../../adapters/payments/index.ts';

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let t: TestContext;
let provider: MemoryPaymentProvider;
let finance: TestOperator;
let day1: string;
let day2: string;
type Player = { uuid: string; token: string };

/** A real game session and the studio's bets, wins and rollbacks in it. */
async function play(p: Player, slug = slotGame.slug) {
  const { sid } = await startReal(t, p, slug);
  const send = async (op: string, body: Record<string, unknown>) =>
    seamlessOk(await studioCall(t, op, { sessionId: sid, currency: 'USD', ...body }));
  return {
    bet: async (amount: number) => {
      const transactionId = txId('bet');
      await send('bet', { transactionId, roundId: transactionId, amount });
      return transactionId;
    },
    win: (bet: string, amount: number) =>
      send('win', { transactionId: txId('win'), betTransactionId: bet, roundId: bet, amount }),
    rollback: (bet: string) =>
      send('rollback', { transactionId: txId('rb'), betTransactionId: bet, roundId: bet }),
  };
}

/**
 * The ledger stamps a transfer with the database's clock, not the app's: the first day's transfers
 * are moved back a day here, past the immutability trigger (replica mode skips it), as if made then.
 */
async function moveTransfersBack(afterId: number) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update ledger_transfers set created_at = created_at - interval '1 day' where id > ${afterId}`,
    );
  });
}

async function lastTransferId(): Promise<number> {
  const rows = await t.database.db.execute<{ id: string | null }>(
    sql`select max(id)::text as id from ledger_transfers`,
  );
  return Number((rows as unknown as { rows: { id: string | null }[] }).rows[0]?.id ?? 0);
}

/** Runs a query straight on the database (the test's own view of the ledger). */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The player signs in again (a token of the day before has expired). */
async function signIn(p: Player & { email: string }) {
  const auth = await api(t)
    .from(freshIp())
    .ok(endpoints.signin, { body: { type: 'email', login: p.email, password: PASSWORD } });
  return { ...p, token: auth.token };
}

let report: DailyReport;
beforeAll(async () => {
  const built = await buildRewardsTestApp();
  t = built.t;
  provider = built.provider;
  finance = await newOperator(t, ['finance']);
  // 10.00 bonus, wagered once (10.00), at most 5.00 becomes real money.
  const bonus = (
    await createTemplate(t, bonusTemplate({ wageringMultiplier: 1, maxConversion: { USD: '5.00' } }))
  ).templateUUID;

  // Day 1: A and B register; A deposits 50.00, stakes 10.00 and wins 4.00, stakes 5.00 that is
  // rolled back, and withdraws 20.00, which is paid.
  t.advance(-DAY);
  day1 = dayOf(t.now());
  const before = await lastTransferId();
  const a = await walletPlayer(t);
  const b = await walletPlayer(t);
  await completeDeposit(t, provider, a, 50);
  const slot = await play(a);
  await slot.win(await slot.bet(1_000), 400);
  await slot.rollback(await slot.bet(500));
  const withdrawal = PaymentResponse.parse(
    await api(t)
      .as(a)
      .ok(endpoints.withdraw, { params: { uuid: a.uuid }, body: withdrawalBody(a, { amount: 20 }) }),
  );
  const payout = provider.payouts.get(withdrawal.paymentId)!;
  const paid = await sendWebhook(
    t,
    provider.webhook({
      type: 'payout.completed',
      paymentId: withdrawal.paymentId,
      providerTransactionId: payout.providerTransactionId,
      amount: '20.00',
      currency: 'USD',
    }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  await moveTransfersBack(before);

  // Day 2: C registers; A deposits 30.00; B deposits 25.00 (B's first), takes the bonus and stakes
  // 30.00 on another slot (25.00 real, 5.00 bonus), wins 12.00 (2.00 of it the bonus's share); the
  // stake meets the wagering, so 5.00 of the 7.00 bonus becomes real money, 2.00 is forfeited.
  t.advance(DAY);
  day2 = dayOf(t.now());
  await walletPlayer(t);
  const a2 = await signIn(a);
  const b2 = await signIn(b);
  await completeDeposit(t, provider, a2, 30);
  await completeDeposit(t, provider, b2, 25);
  await activeReward(t, b2, bonus);
  const other = await play(b2, anotherSlotGame.slug);
  await other.win(await other.bet(3_000), 1_200);
  await expectReconciled(t);

  report = await api(t)
    .console(finance.session)
    .ok(endpoints.operatorDailyReport, { query: { from: day1, to: day2, currency: 'USD' } });
});
afterAll(() => t?.close());

const rowOf = (day: string): DailyReportRow => report.days.find((d) => d.day === day)!;

describe('the daily report', () => {
  it('gives the figures of each day, and of the period', () => {
    expect(report.days.map((d) => [d.day, d.currency])).toEqual([
      [day1, 'USD'],
      [day2, 'USD'],
    ]);
    expect(rowOf(day1)).toMatchObject({
      firstDepositCount: 1,
      firstDepositAmount: '50.00',
      depositCount: 1,
      depositAmount: '50.00',
      withdrawalCount: 1,
      withdrawalAmount: '20.00',
      withdrawalPaid: '20.00',
      stakes: '10.00',
      wins: '4.00',
      ggr: '6.00',
      bonusCost: '0.00',
      ngr: '6.00',
      activePlayers: 1,
    });
    expect(rowOf(day2)).toMatchObject({
      firstDepositCount: 1,
      firstDepositAmount: '25.00',
      depositCount: 2,
      depositAmount: '55.00',
      withdrawalCount: 0,
      withdrawalAmount: '0.00',
      stakes: '30.00',
      wins: '12.00',
      ggr: '18.00',
      bonusCost: '8.00',
      ngr: '10.00',
      activePlayers: 1,
    });
    expect(report.totals).toEqual([
      expect.objectContaining({
        currency: 'USD',
        registrations: rowOf(day1).registrations + rowOf(day2).registrations,
        depositAmount: '105.00',
        firstDepositCount: 2,
        stakes: '40.00',
        ggr: '24.00',
        bonusCost: '8.00',
        ngr: '16.00',
        activePlayers: 2,
      }),
    ]);
  });

  it('reconciles with the ledger: each figure equals sums of the ledger made without the report', async () => {
    const minor = (amount: string) => BigInt(amount.replace('.', ''));
    for (const day of [day1, day2]) {
      const [house] = await rows<{ net: string }>(sql`
        select coalesce(sum(e.amount), 0)::text as net from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id join ledger_accounts a on a.id = e.account_id
        where a.name = 'house' and t.currency = 'USD'
          and to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') = ${day}`);
      // Promotional money into real wallets, by the accounts it moved between (not by kinds).
      const [promo] = await rows<{ net: string }>(sql`
        select coalesce(sum(case when ta.name = 'real' then t.amount else -t.amount end), 0)::text as net
        from ledger_transfers t
        join ledger_accounts fa on fa.id = t.from_account join ledger_accounts ta on ta.id = t.to_account
        where t.currency = 'USD' and to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') = ${day}
          and ((ta.name = 'real' and (fa.name like 'bonus%' or fa.name = 'promotions'))
            or (fa.name = 'real' and (ta.name like 'bonus%' or ta.name = 'promotions')))`);
      const [money] = await rows<{ deposits: string; held: string; paid: string; players: number }>(sql`
        select coalesce(sum(t.amount) filter (where t.kind in ('deposit', 'voucher')), 0)::text as deposits,
          coalesce(sum(t.amount) filter (where t.kind = 'withdrawal.hold'), 0)::text as held,
          coalesce(sum(t.amount) filter (where t.kind = 'withdrawal.paid'), 0)::text as paid,
          count(distinct fa.player_uuid) filter (where t.kind = 'bet')::int as players
        from ledger_transfers t join ledger_accounts fa on fa.id = t.from_account
        where t.currency = 'USD' and to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') = ${day}`);
      const [registered] = await rows<{ n: number }>(sql`
        select count(*)::int as n from players
        where currency = 'USD' and to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') = ${day}`);
      const row = rowOf(day);
      expect(minor(row.ggr), day).toBe(BigInt(house!.net));
      expect(minor(row.bonusCost), day).toBe(BigInt(promo!.net));
      expect(minor(row.ngr), day).toBe(BigInt(house!.net) - BigInt(promo!.net));
      expect(minor(row.depositAmount), day).toBe(BigInt(money!.deposits));
      expect(minor(row.withdrawalAmount), day).toBe(BigInt(money!.held));
      expect(minor(row.withdrawalPaid), day).toBe(BigInt(money!.paid));
      expect(row.activePlayers, day).toBe(money!.players);
      expect(row.registrations, day).toBe(registered!.n);
    }
    expect(rowOf(day1).registrations).toBeGreaterThanOrEqual(2);
    expect(rowOf(day2).registrations).toBeGreaterThanOrEqual(1);
  });

  it('answers the same figures as CSV, an attachment with a header row', async () => {
    const query = { from: day1, to: day2, currency: 'USD' };
    const res = await api(t).console(finance.session).call(endpoints.operatorDailyReportCsv, { query });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="croupier-daily-${day1}-to-${day2}-USD.csv"`,
    );
    const [header, ...records] = res.body.split('\r\n');
    expect(records.pop()).toBe('');
    const columns = header!.split(',');
    expect(columns.slice(0, 3)).toEqual(['day', 'currency', 'registrations']);
    expect(records.map((r) => Object.fromEntries(r.split(',').map((v, i) => [columns[i], v])))).toEqual(
      report.days.map((d) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, String(v)]))),
    );
  });

  it('lists every brand currency when none is asked, the default first, days without activity as zeros', async () => {
    const all = await api(t)
      .console(finance.session)
      .ok(endpoints.operatorDailyReport, { query: { from: day1, to: day2 } });
    const brand = t.app.services.content.brandConfig();
    const currencies = [
      brand.defaultCurrency,
      ...brand.currencies.map((c) => c.code).filter((c) => c !== brand.defaultCurrency),
    ];
    expect(all.days).toHaveLength(2 * currencies.length);
    expect(all.totals.map((r) => r.currency)).toEqual(currencies);
    expect(all.days.filter((d) => d.currency === 'USD')).toEqual(report.days);
  });
});

describe('the top games', () => {
  it('ranks the games by GGR with their stakes, wins, rounds and players', async () => {
    const top = await api(t)
      .console(finance.session)
      .ok(endpoints.operatorTopGames, { query: { from: day1, to: day2, currency: 'USD' } });
    expect(top.games).toEqual([
      { gameSlug: anotherSlotGame.slug, stakes: '30.00', wins: '12.00', ggr: '18.00', rounds: 1, players: 1 },
      { gameSlug: slotGame.slug, stakes: '10.00', wins: '4.00', ggr: '6.00', rounds: 2, players: 1 },
    ]);
    const first = await api(t)
      .console(finance.session)
      .ok(endpoints.operatorTopGames, { query: { from: day2, to: day2, currency: 'USD', limit: 1 } });
    expect(first.games.map((g) => g.gameSlug)).toEqual([anotherSlotGame.slug]);
  });
});

describe('refusals', () => {
  const refused = async (query: unknown, endpoint: Endpoint = endpoints.operatorDailyReport) =>
    api(t)
      .console(finance.session)
      .fails(endpoint, { query: unchecked(query) });

  it('refuses a period in the wrong order, too long, in the future or in a currency the brand lacks', async () => {
    expect(await refused({ from: day2, to: day1 })).toMatchObject({
      status: 400,
      error: ErrorCode.validation,
      fieldErrors: { from: 'fields.errors.report-range' },
    });
    expect(await refused({ from: '2025-01-01', to: '2026-01-02' })).toMatchObject({
      status: 400,
      fieldErrors: { to: 'fields.errors.report-span' },
    });
    const tomorrow = dayOf(t.now() + DAY);
    expect(await refused({ from: day1, to: tomorrow })).toMatchObject({
      status: 400,
      fieldErrors: { to: 'fields.errors.report-future' },
    });
    expect(await refused({ from: 'yesterday', to: day2 })).toMatchObject({ status: 400 });
    expect(await refused({ from: day1, to: day2, currency: 'XXX' })).toMatchObject({
      status: 400,
      error: ErrorCode.unsupportedCurrency,
    });
    expect(await refused({ from: day1, to: day2 }, endpoints.operatorTopGames)).toMatchObject({
      status: 400,
    });
    expect(
      await refused({ from: day2, to: day1, currency: 'USD' }, endpoints.operatorDailyReportCsv),
    ).toMatchObject({ status: 400 });
    // Nothing changed: the figures are the same.
    expect(
      await api(t)
        .console(finance.session)
        .ok(endpoints.operatorDailyReport, { query: { from: day1, to: day2, currency: 'USD' } }),
    ).toEqual(report);
  });

  it('is for finance: marketing and support are refused', async () => {
    for (const role of ['marketing', 'support'] as const) {
      const operator = await newOperator(t, [role]);
      const res = await api(t)
        .console(operator.session)
        .fails(endpoints.operatorDailyReport, { query: { from: day1, to: day2 } });
      expect(res).toMatchObject({ status: 403, error: ErrorCode.operatorRole });
    }
  });
});
