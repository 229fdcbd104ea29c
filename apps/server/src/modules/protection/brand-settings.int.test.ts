import {
  type BrandProtection,
  ErrorCode,
  endpoints,
  PlayerLimits,
  SessionSummary,
  type TakeBreakBody,
} from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, failure } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { PASSWORD } from '../../../test/players.ts';
import { buildWalletTestApp, completeDeposit, depositBody, walletPlayer } from '../../../test/wallet.ts';
import type { MemoryPaymentProvider } from '../../adapters/payments/index.ts';
import { brands } from '../content/tables.ts';

/**
 * The brand's protection settings (docs/decisions/046-brand-protection-settings.md): tools switched
 * off, the cooling-off, the periods offered. Each test sets the brand's `protection` and puts it back.
 */
let t: TestContext;
let provider: MemoryPaymentProvider;
let original: typeof brands.$inferSelect.config;
beforeAll(async () => {
  ({ t, provider } = await buildWalletTestApp());
  const [row] = await t.database.db.select().from(brands).where(eq(brands.id, 'croupier'));
  original = row!.config;
});
afterAll(() => t?.close());
afterEach(async () => {
  await t.database.db.update(brands).set({ config: original }).where(eq(brands.id, 'croupier'));
  await t.app.services.content.reload();
});

async function brandWith(protection: BrandProtection) {
  await t.database.db
    .update(brands)
    .set({ config: { ...original, protection: { ...original.protection, ...protection } } })
    .where(eq(brands.id, 'croupier'));
  await t.app.services.content.reload();
}

const HOUR = 3_600_000;
type Player = Awaited<ReturnType<typeof walletPlayer>>;

/** Moves the clock on and logs the player in again (their token does not last a day). */
async function later(p: Player, ms: number) {
  t.advance(ms);
  const res = await api(t).call(endpoints.signin, {
    body: { type: 'email', login: p.email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  p.token = (res.json() as { token: string }).token;
}

const setLimit = (
  p: Player,
  kind: 'DEPOSIT' | 'LOSS' | 'WAGER',
  period: 'DAY' | 'WEEK',
  amount: string | null,
) => api(t).as(p).call(endpoints.setPlayerLimit, { body: { kind, period, amount } });
const confirm = (p: Player) =>
  api(t)
    .as(p)
    .call(endpoints.confirmPlayerLimit, { body: { kind: 'DEPOSIT', period: 'DAY' } });
const session = async (p: Player) => SessionSummary.parse(await api(t).as(p).ok(endpoints.playerSession));

describe("the brand's protection tools", () => {
  it('refuses the setting calls of a tool that is off with its key, and nothing else', async () => {
    const p = await walletPlayer(t);
    // Set while the tool was on: it stays in force, and may still be lowered.
    expect((await setLimit(p, 'DEPOSIT', 'DAY', '100')).statusCode).toBe(200);
    await brandWith({ tools: ['LOSS', 'WAGER', 'SESSION_LIMIT', 'SELF_EXCLUSION'] });

    const served = (await api(t).ok(endpoints.brandConfig)).protection;
    expect(served?.tools).toEqual(['LOSS', 'WAGER', 'SESSION_LIMIT', 'SELF_EXCLUSION']);

    for (const res of [
      await setLimit(p, 'DEPOSIT', 'WEEK', '500'),
      await setLimit(p, 'DEPOSIT', 'DAY', '150'),
    ]) {
      expect(failure(res)).toMatchObject({
        status: 403,
        error: ErrorCode.toolOff,
        details: { tool: 'DEPOSIT' },
      });
    }
    expect(
      failure(
        await api(t)
          .as(p)
          .call(endpoints.takeBreak, { body: { kind: 'TIME_OUT', period: 'DAY' } }),
      ),
    ).toMatchObject({ status: 403, error: ErrorCode.toolOff, details: { tool: 'TIME_OUT' } });
    expect(
      failure(
        await api(t)
          .as(p)
          .call(endpoints.setRealityCheck, { body: { intervalSeconds: 600 } }),
      ),
    ).toMatchObject({ status: 403, error: ErrorCode.toolOff, details: { tool: 'REALITY_CHECK' } });
    // No reality checks at all, and no invitation to a deposit limit the brand does not offer.
    const summary = await session(p);
    expect(summary.realityCheck.intervalSeconds).toBeNull();
    expect(summary.invitation).toBeNull();

    // The limit in force still holds a deposit back, and may be lowered.
    const over = await api(t)
      .as(p)
      .call(endpoints.deposit, { params: { uuid: p.uuid }, body: depositBody(p, { amount: 120 }) });
    expect(failure(over)).toMatchObject({ status: 403, error: ErrorCode.depositLimit });
    const lowered = PlayerLimits.parse((await setLimit(p, 'DEPOSIT', 'DAY', '80')).json());
    expect(lowered.limits).toMatchObject([{ kind: 'DEPOSIT', period: 'DAY', amount: 80 }]);

    // The tools that are on answer as before.
    expect((await setLimit(p, 'LOSS', 'DAY', '50')).statusCode).toBe(200);
    expect((await setLimit(p, 'WAGER', 'WEEK', '500')).statusCode).toBe(200);
    expect(
      (
        await api(t)
          .as(p)
          .call(endpoints.setSessionLimit, { body: { minutes: 120 } })
      ).statusCode,
    ).toBe(200);
    await completeDeposit(t, provider, p, 50);
  });

  it("waits the brand's cooling-off before a raise or removal may be confirmed, and before a reopening", async () => {
    await brandWith({ coolingOffHours: 48 });
    const p = await walletPlayer(t);
    expect((await setLimit(p, 'DEPOSIT', 'DAY', '100')).statusCode).toBe(200);
    const raised = PlayerLimits.parse((await setLimit(p, 'DEPOSIT', 'DAY', '200')).json());
    expect(raised.coolingOffHours).toBe(48);
    expect(Date.parse(raised.limits[0]!.pending!.effectiveAt) - t.now()).toBe(48 * HOUR);

    await later(p, 24 * HOUR);
    expect(failure(await confirm(p))).toMatchObject({ status: 409, error: ErrorCode.limitCoolingOff });
    await later(p, 24 * HOUR - 1000);
    expect(failure(await confirm(p))).toMatchObject({ status: 409, error: ErrorCode.limitCoolingOff });
    await later(p, 1000);
    const done = PlayerLimits.parse((await confirm(p)).json());
    expect(done.limits).toMatchObject([{ kind: 'DEPOSIT', period: 'DAY', amount: 200, pending: null }]);

    // The daily time limit's raise waits as long (a new player: no time used yet).
    const r = await walletPlayer(t);
    const setMinutes = (minutes: number) => api(t).as(r).ok(endpoints.setSessionLimit, { body: { minutes } });
    await setMinutes(60);
    const pending = SessionSummary.parse(await setMinutes(90)).dailyLimit?.pending;
    expect(Date.parse(pending!.effectiveAt) - t.now()).toBe(48 * HOUR);

    // An ended self-exclusion reopens 48 hours after the ask.
    const q = await walletPlayer(t);
    const taken = (
      await api(t)
        .as(q)
        .ok(endpoints.takeBreak, { body: { kind: 'SELF_EXCLUSION', period: 'SIX_MONTHS' } })
    ).endsAt!;
    t.advance(Date.parse(taken) - t.now());
    const asked = await api(t).ok(endpoints.reopenAccount, {
      body: { type: 'email', login: q.email, password: PASSWORD },
    });
    expect(Date.parse(asked.reopensAt) - t.now()).toBe(48 * HOUR);
    const signin = () =>
      api(t).call(endpoints.signin, { body: { type: 'email', login: q.email, password: PASSWORD } });
    t.advance(24 * HOUR);
    expect((await signin()).statusCode).toBe(423);
    t.advance(24 * HOUR);
    expect((await signin()).statusCode).toBe(200);
  });

  it("refuses a period outside the brand's lists with a field error", async () => {
    await brandWith({
      limitPeriods: ['WEEK'],
      timeOutPeriods: ['WEEK', 'SIX_WEEKS'],
      selfExclusionPeriods: ['FIVE_YEARS', 'PERMANENT'],
    });
    const p = await walletPlayer(t);
    expect(failure(await setLimit(p, 'LOSS', 'DAY', '50'))).toMatchObject({
      status: 400,
      error: ErrorCode.validation,
      fieldErrors: { period: 'saferGambling.errors.period' },
    });
    expect((await setLimit(p, 'LOSS', 'WEEK', '50')).statusCode).toBe(200);
    const take = (body: TakeBreakBody) => api(t).as(p).call(endpoints.takeBreak, { body });
    for (const body of <TakeBreakBody[]>[
      { kind: 'TIME_OUT', period: 'DAY' },
      { kind: 'SELF_EXCLUSION', period: 'YEAR' },
    ]) {
      expect(failure(await take(body))).toMatchObject({
        status: 400,
        error: ErrorCode.validation,
        fieldErrors: { period: 'breaks.errors.period' },
      });
    }
    expect((await take({ kind: 'TIME_OUT', period: 'WEEK' })).statusCode).toBe(200);
  });

  it('refuses to load protection settings that are not valid', async () => {
    for (const protection of [
      { coolingOffHours: 0 },
      { coolingOffHours: 169 },
      { limitPeriods: [] },
      { timeOutPeriods: ['YEAR'] },
      { tools: ['DEPOSIT', 'DEPOSIT'] },
    ]) {
      await t.database.db
        .update(brands)
        .set({ config: { ...original, protection: protection as BrandProtection } })
        .where(eq(brands.id, 'croupier'));
      await expect(t.app.services.content.reload()).rejects.toThrow(/protection settings are not valid/);
    }
  });
});
