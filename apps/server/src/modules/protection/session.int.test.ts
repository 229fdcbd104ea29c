import { BRAND_PROTECTION_DEFAULTS, ErrorCode, endpoints, SessionSummary } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, envelope } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { PASSWORD, registerByEmail } from '../../../test/players.ts';
import { fundedPlayer, txId as id, seamlessOk as ok, startReal, studioCall } from '../../../test/studio.ts';

// The player's session (docs/decisions/044-reality-checks-session-limits.md): the reality check's
// figures and timing, the previous login, the daily time limit ending sessions on the injected clock.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      SANDBOX_URL: 'http://studio.test:3100',
      REALITY_CHECK_TEST_SECONDS: '5',
      // Tokens that outlast the hours the clock moves, so one login is one session throughout.
      ACCESS_TOKEN_TTL_S: '86400',
    },
  });
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const COOLING_OFF_MS = BRAND_PROTECTION_DEFAULTS.coolingOffHours * 60 * MINUTE;
type Player = { uuid: string; token: string; email?: string };

const summary = async (p: Player) => SessionSummary.parse(await api(t).as(p).ok(endpoints.playerSession));
const setLimit = (p: Player, minutes: number | null) =>
  api(t).as(p).call(endpoints.setSessionLimit, { body: { minutes } });
async function signin(email: string) {
  return api(t).call(endpoints.signin, { body: { type: 'email', login: email, password: PASSWORD } });
}
async function player(): Promise<Player & { email: string }> {
  const { auth, body } = await registerByEmail(t);
  return { uuid: auth.uuid, token: auth.token, email: body.email as string };
}
/** A registered player with 100.00 USD to play with (a deposit as the cashier books it). */
async function funded() {
  const p = await player();
  await t.app.services.ledger.transfer({
    key: `test-deposit:${p.uuid}`,
    from: { system: 'payments-clearing' },
    to: { player: p.uuid, wallet: 'real' },
    amount: 10_000n,
    currency: 'USD',
    kind: 'deposit',
  });
  return p;
}
const bet = (sid: string, amount: number) =>
  studioCall(t, 'bet', {
    sessionId: sid,
    transactionId: id('bet'),
    roundId: id('r'),
    amount,
    currency: 'USD',
  });

describe('session summary', () => {
  it("counts this session's stakes and wins, not those before the login", async () => {
    const p = await fundedPlayer(t);
    const { sid } = await startReal(t, p);
    const b1 = id('bet');
    ok(
      await studioCall(t, 'bet', {
        sessionId: sid,
        transactionId: b1,
        roundId: 'r1',
        amount: 500,
        currency: 'USD',
      }),
    );
    ok(
      await studioCall(t, 'win', {
        sessionId: sid,
        transactionId: id('win'),
        betTransactionId: b1,
        roundId: 'r1',
        amount: 1_200,
        currency: 'USD',
      }),
    );
    ok(await bet(sid, 300));
    // A rolled-back stake went back: it was not wagered.
    const b3 = id('bet');
    ok(
      await studioCall(t, 'bet', {
        sessionId: sid,
        transactionId: b3,
        roundId: 'r3',
        amount: 700,
        currency: 'USD',
      }),
    );
    ok(
      await studioCall(t, 'rollback', {
        sessionId: sid,
        transactionId: id('rb'),
        betTransactionId: b3,
        roundId: 'r3',
        currency: 'USD',
      }),
    );
    const s = await summary(p);
    expect(s).toMatchObject({ currency: 'USD', wagered: 8, won: 12, net: 4, previousLoginAt: null });
    expect(Date.parse(s.now) - Date.parse(s.startedAt)).toBeLessThan(MINUTE);
  });

  it('times reality checks from the login, at the brand default or the interval the player chose', async () => {
    const p = await player();
    const first = await summary(p);
    const start = Date.parse(first.startedAt);
    // The demo brand: every 60 minutes, may be turned off; the test interval is offered too.
    expect(first.realityCheck).toMatchObject({
      intervalSeconds: 3600,
      choices: [5, 600, 1200, 1800, 3600],
      mayBeOff: true,
    });
    expect(Date.parse(first.realityCheck.nextCheckAt!)).toBe(start + 60 * MINUTE);
    t.advance(61 * MINUTE);
    const again = await signin(p.email);
    const p2 = { ...p, token: (again.json() as { token: string }).token };
    // A new login: its own start, and the previous login is the first one's.
    const second = await summary(p2);
    expect(second.previousLoginAt).toBe(first.startedAt);
    const start2 = Date.parse(second.startedAt);
    expect(start2).toBe(start + 61 * MINUTE);
    t.advance(25 * MINUTE);
    const ten = SessionSummary.parse(
      await api(t)
        .as(p2)
        .ok(endpoints.setRealityCheck, { body: { intervalSeconds: 600 } }),
    );
    expect(Date.parse(ten.realityCheck.nextCheckAt!)).toBe(start2 + 30 * MINUTE);
    const odd = await api(t)
      .as(p2)
      .call(endpoints.setRealityCheck, { body: { intervalSeconds: 77 } });
    expect(odd.statusCode).toBe(400);
    expect(envelope(odd).error).toBe(ErrorCode.validation);
    const off = SessionSummary.parse(
      await api(t)
        .as(p2)
        .ok(endpoints.setRealityCheck, { body: { intervalSeconds: null } }),
    );
    expect(off.realityCheck).toMatchObject({ intervalSeconds: null, nextCheckAt: null });
  });

  it('invites to a deposit limit after registration, then at the first deposit, until declined twice', async () => {
    const p = await player();
    expect((await summary(p)).invitation).toBe('REGISTRATION');
    const dismiss = (stage: 'REGISTRATION' | 'FIRST_DEPOSIT') =>
      api(t).as(p).ok(endpoints.dismissLimitInvitation, { body: { stage } });
    expect((await dismiss('REGISTRATION')).invitation).toBe('FIRST_DEPOSIT');
    expect((await dismiss('FIRST_DEPOSIT')).invitation).toBeNull();
    const q = await player();
    await api(t)
      .as(q)
      .ok(endpoints.setPlayerLimit, { body: { kind: 'DEPOSIT', period: 'DAY', amount: 100 } });
    expect((await summary(q)).invitation).toBeNull();
  });
});

describe('daily time limit', () => {
  it('ends the session when the day’s time is used: calls, game bets and logins are refused until it frees up', async () => {
    const p = await funded();
    const s0 = SessionSummary.parse(await (await setLimit(p, 30)).json());
    const start = Date.parse(s0.startedAt);
    expect(s0.dailyLimit).toMatchObject({ minutes: 30, pending: null });
    expect(Date.parse(s0.endsAt!)).toBe(start + 30 * MINUTE);
    const { sid } = await startReal(t, p);
    t.advance(20 * MINUTE);
    expect((await summary(p)).dailyLimit?.usedMinutes).toBe(20);
    ok(await bet(sid, 100));
    t.advance(10 * MINUTE + 1);
    // Past the limit: the token no longer works, and the schedule ends the game session with it.
    expect((await api(t).as(p).call(endpoints.playerSession)).statusCode).toBe(401);
    expect(await t.app.services.sessionProtection.endPastLimit()).toContain(p.uuid);
    const refused = await bet(sid, 100);
    expect(refused.statusCode).not.toBe(200);
    // A login is refused with when it frees up: a day after the first minute of the 30.
    const login = await signin(p.email);
    expect(login.statusCode, login.body).toBe(403);
    const refusal = envelope(login);
    expect(refusal.error).toBe(ErrorCode.sessionLimit);
    expect(refusal.details).toMatchObject({ minutes: 30 });
    const freesAt = Date.parse(String(refusal.details?.freesAt));
    expect(freesAt).toBe(start + MINUTE + 24 * 60 * MINUTE);
    t.advance(freesAt - t.now());
    const back = await signin(p.email);
    expect(back.statusCode, back.body).toBe(200);
    const p2 = { ...p, token: (back.json() as { token: string }).token };
    // The window rolls: yesterday's 29 minutes leave it as fast as today's come in, then one is left.
    expect(Date.parse((await summary(p2)).endsAt!)).toBe(t.now() + 30 * MINUTE);
  });

  it('a decrease applies at once and ends a session already past it; a raise waits the cooling-off and a confirmation', async () => {
    const p = await player();
    await setLimit(p, 120);
    t.advance(20 * MINUTE);
    const raised = SessionSummary.parse((await setLimit(p, 240)).json());
    expect(raised.dailyLimit).toMatchObject({ minutes: 120, pending: { minutes: 240, confirmable: false } });
    const early = await api(t).as(p).call(endpoints.confirmSessionLimit);
    expect(early.statusCode).toBe(409);
    expect(envelope(early).error).toBe(ErrorCode.limitCoolingOff);
    // A decrease drops the raise waiting; below the time used it ends the session now.
    const lowered = SessionSummary.parse((await setLimit(p, 10)).json());
    expect(lowered.dailyLimit).toMatchObject({ minutes: 10, pending: null });
    expect(Date.parse(lowered.endsAt!)).toBeLessThanOrEqual(t.now());
    expect((await api(t).as(p).call(endpoints.playerSession)).statusCode).toBe(401);
    // A day later: log in, raise, wait, confirm.
    t.advance(24 * 60 * MINUTE);
    const back = await signin(p.email);
    expect(back.statusCode, back.body).toBe(200);
    const p2 = { ...p, token: (back.json() as { token: string }).token };
    const nothing = await api(t).as(p2).call(endpoints.confirmSessionLimit);
    expect(envelope(nothing).error).toBe(ErrorCode.limitNothingPending);
    await setLimit(p2, null);
    t.advance(9 * MINUTE);
    // The removal waits a day, longer than the 10 minutes left: re-login after the cooling-off.
    t.advance(COOLING_OFF_MS);
    const third = await signin(p.email);
    expect(third.statusCode, third.body).toBe(200);
    const p3 = { ...p, token: (third.json() as { token: string }).token };
    const confirmed = SessionSummary.parse(await api(t).as(p3).ok(endpoints.confirmSessionLimit));
    expect(confirmed).toMatchObject({ dailyLimit: null, endsAt: null });
  });
});
