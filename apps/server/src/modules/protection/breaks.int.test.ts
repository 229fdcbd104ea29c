import { randomUUID } from 'node:crypto';
import { ErrorCode, endpoints, PaymentResponse, type TakeBreakBody } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, envelope, failure, unchecked } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { PASSWORD } from '../../../test/players.ts';
import {
  activeReward,
  bonusTemplate,
  buildRewardsTestApp,
  createTemplate,
  expectRewardsReconciled,
  freeSpinTemplate,
  grant,
  ledgerBalances,
  operatorRewards,
  rewardId,
  rewardTransfers,
} from '../../../test/rewards.ts';
import { seamlessOk, startReal, studioCall, txId } from '../../../test/studio.ts';
import { completeDeposit, walletPlayer, withdrawalBody } from '../../../test/wallet.ts';

/** Time-out and self-exclusion (docs/decisions/045-time-out-and-self-exclusion.md). */

let t: TestContext;
let provider: Awaited<ReturnType<typeof buildRewardsTestApp>>['provider'];
let freeRounds: Awaited<ReturnType<typeof buildRewardsTestApp>>['freeRounds'];
beforeAll(async () => {
  ({ t, provider, freeRounds } = await buildRewardsTestApp());
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Player = Awaited<ReturnType<typeof walletPlayer>>;

const signin = (p: Player, password = PASSWORD) =>
  api(t).call(endpoints.signin, { body: { type: 'email', login: p.email, password } });
const takeBreak = (p: Player, body: TakeBreakBody) => api(t).as(p).call(endpoints.takeBreak, { body });
const reopen = (p: Player, password = PASSWORD) =>
  api(t).call(endpoints.reopenAccount, { body: { type: 'email', login: p.email, password } });

async function loggedIn(p: Player): Promise<Player> {
  const res = await signin(p);
  expect(res.statusCode, res.body).toBe(200);
  return { ...p, token: (res.json() as { token: string }).token };
}

describe('taking a time-out', () => {
  it('ends every session and game at once; login says until when; it ends by itself', async () => {
    const p = await walletPlayer(t);
    await completeDeposit(t, provider, p, 100);
    const other = await loggedIn(p);
    const { sid } = await startReal(t, p);
    const bet = () =>
      studioCall(t, 'bet', {
        sessionId: sid,
        transactionId: txId('bet'),
        roundId: randomUUID(),
        amount: 100,
        currency: 'USD',
      });
    seamlessOk(await bet());

    const res = await takeBreak(p, { kind: 'TIME_OUT', period: 'DAY' });
    expect(res.statusCode, res.body).toBe(200);
    const until = new Date(t.now() + DAY).toISOString();
    expect(res.json()).toEqual({
      kind: 'TIME_OUT',
      period: 'DAY',
      startsAt: new Date(t.now()).toISOString(),
      endsAt: until,
    });

    for (const s of [p, other]) {
      expect(
        await api(t)
          .as(s)
          .status(endpoints.balance, { params: { uuid: p.uuid } }),
      ).toBe(401);
      expect(await api(t).status(endpoints.renewToken, { query: { token: s.token } })).toBe(401);
    }
    expect(failure(await bet())).toMatchObject({ status: 403, error: ErrorCode.gameSessionExpired });

    const refused = await signin(p);
    expect(refused.statusCode).toBe(423);
    expect(envelope(refused)).toMatchObject({
      error: ErrorCode.onBreak,
      details: { type: 'temporary', kind: 'TIME_OUT', expirationDate: until },
    });
    // A wrong password learns nothing of the break.
    expect((await signin(p, 'Wrong-Password-99')).statusCode).toBe(401);
    // A time-out is not a self-exclusion: there is nothing to ask to reopen.
    expect(failure(await reopen(p))).toMatchObject({
      status: 409,
      error: ErrorCode.reopenRefused,
      details: { reason: 'NOT_EXCLUDED' },
    });

    t.advance(DAY - 1000);
    expect((await signin(p)).statusCode).toBe(423);
    t.advance(1000);
    await loggedIn(p);
    await expectRewardsReconciled(t);
  });

  it('refuses bad bodies and guests, and changes nothing', async () => {
    const p = await walletPlayer(t);
    for (const body of [
      {},
      { kind: 'TIME_OUT' },
      { kind: 'TIME_OUT', period: 'YEAR' },
      { kind: 'SELF_EXCLUSION', period: 'DAY' },
      { kind: 'BREAK', period: 'DAY' },
    ]) {
      const res = await api(t)
        .as(p)
        .call(endpoints.takeBreak, { body: unchecked(body) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await api(t).status(endpoints.takeBreak, { body: { kind: 'TIME_OUT', period: 'DAY' } })).toBe(401);
    await loggedIn(p);
  });
});

describe('no way around it', () => {
  it('a password reset does not log in a player on a break', async () => {
    const p = await walletPlayer(t);
    expect((await takeBreak(p, { kind: 'TIME_OUT', period: 'MONTH' })).statusCode).toBe(200);
    await api(t).ok(endpoints.resetRequest, {
      query: { channel: 'email' },
      body: { brandId: 'croupier', email: p.email },
    });
    await t.app.services.recovery.idle();
    const mail = t.messaging.latest(p.email);
    const token = /[?&]token=([^&\s"]+)/.exec(mail?.kind === 'email' ? mail.text : '')?.[1];
    expect(token).toBeTruthy();
    const reset = await api(t).call(endpoints.resetPassword, {
      body: { login: p.email, token: decodeURIComponent(token!), password: 'Brand-New-Secret-7' },
    });
    expect(reset.statusCode).toBe(423);
    expect(envelope(reset)).toMatchObject({ error: ErrorCode.onBreak, details: { kind: 'TIME_OUT' } });
  });
});

describe('what a break stops', () => {
  it('serves the player no popup, card, message or promotion while it lasts', async () => {
    const op = api(t).operator();
    const popup = await op.ok(endpoints.operatorCreatePopup, {
      body: {
        name: `popup ${randomUUID()}`,
        data: { title: 'Deposit now' },
        buttons: [],
        targeting: { audience: 'players' },
      },
    });
    const card = await op.ok(endpoints.operatorCreateCard, { body: { name: 'Card', title: 'Deposit now' } });
    const message = await op.ok(endpoints.operatorCreateMessage, {
      body: { kind: 'notification', title: 'A bonus for you', body: 'Come back' },
    });
    const p = await walletPlayer(t);
    const { crm } = t.app.services;
    const served = async () => ({
      popups: (await crm.edgePopups(await crm.viewer(p.uuid, {}))).map((x) => x.id),
      cards: (await crm.cards(p.uuid)).map((x) => x.id),
      messages: (await crm.inbox(p.uuid)).notifications.map((x) => x.id),
    });
    expect(await served()).toMatchObject({
      popups: expect.arrayContaining([popup.id]),
      cards: expect.arrayContaining([card.id]),
      messages: expect.arrayContaining([message.id]),
    });
    expect((await takeBreak(p, { kind: 'TIME_OUT', period: 'WEEK' })).statusCode).toBe(200);
    expect(await served()).toEqual({ popups: [], cards: [], messages: [] });
    expect((await t.app.services.campaigns.eligible(p.uuid, 'en')).content).toEqual([]);

    t.advance(7 * DAY);
    expect((await served()).cards).toContain(card.id);
  });

  it('forfeits every bonus in its transaction (the ledger reconciles) and leaves a pending withdrawal be', async () => {
    const p = await walletPlayer(t);
    await completeDeposit(t, provider, p, 100);
    const withdrawal = PaymentResponse.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.withdraw, { params: { uuid: p.uuid }, body: withdrawalBody(p, { amount: 30 }) })
      ).json(),
    );
    const template = await createTemplate(t, bonusTemplate());
    const active = await activeReward(t, p, template.templateUUID);
    const pending = await grant(t, p.uuid, template.templateUUID);
    const spins = await activeReward(t, p, (await createTemplate(t, freeSpinTemplate())).templateUUID);
    const withdrawalStatus = async () =>
      (
        (await t.database.db.execute(
          sql`select status from payments where id = ${withdrawal.paymentId}`,
        )) as unknown as { rows: { status: string }[] }
      ).rows[0]?.status;
    const before = await withdrawalStatus();
    expect(before).toBeTruthy();
    const money = ledgerBalances(t, p.uuid);
    expect(await money.bonus(active.rewardUUID)).toBe(1000n);
    const budget = await money.promotions();

    expect((await takeBreak(p, { kind: 'SELF_EXCLUSION', period: 'SIX_MONTHS' })).statusCode).toBe(200);

    const rewards = await operatorRewards(t, p.uuid);
    for (const r of [active, pending, spins]) {
      expect(rewards.find((x) => x.rewardUUID === r.rewardUUID)?.status).toBe('CANCELLED');
    }
    expect(await money.bonus(active.rewardUUID)).toBe(0n);
    expect(await money.promotions()).toBe(budget + 1000n);
    expect(await rewardTransfers(t, active.rewardUUID, 'forfeit')).toEqual([1000n]);
    expect(await money.real()).toBe(7000n);
    // The studio's free rounds are cancelled once the break committed.
    expect(freeRounds.cancels).toContain(rewardId(spins.rewardUUID));
    expect(await withdrawalStatus()).toBe(before);
    await expectRewardsReconciled(t);
  });
});

describe('self-exclusion', () => {
  it('keeps the account closed past its end until 24 hours after the player asks to reopen', async () => {
    const p = await walletPlayer(t);
    const taken = (await takeBreak(p, { kind: 'SELF_EXCLUSION', period: 'SIX_MONTHS' })).json() as {
      endsAt: string;
    };
    const end = new Date(taken.endsAt).getTime();
    expect(new Date(end).getUTCMonth()).toBe((new Date(t.now()).getUTCMonth() + 6) % 12);
    expect(envelope(await signin(p))).toMatchObject({
      error: ErrorCode.onBreak,
      details: { type: 'temporary', kind: 'SELF_EXCLUSION', expirationDate: taken.endsAt },
    });
    expect(failure(await reopen(p))).toMatchObject({
      status: 409,
      error: ErrorCode.reopenRefused,
      details: { reason: 'RUNNING', expirationDate: taken.endsAt },
    });

    t.advance(end - t.now());
    const ended = await signin(p);
    expect(ended.statusCode).toBe(423);
    expect(envelope(ended).error).toBe(ErrorCode.selfExclusionEnded);
    expect(envelope(ended).details).toEqual({
      type: 'temporary',
      kind: 'SELF_EXCLUSION',
      expirationDate: taken.endsAt,
    });
    t.advance(30 * DAY);
    expect(envelope(await signin(p)).error).toBe(ErrorCode.selfExclusionEnded);

    expect((await reopen(p, 'Wrong-Password-99')).statusCode).toBe(401);
    const asked = await api(t).ok(endpoints.reopenAccount, {
      body: { type: 'email', login: p.email, password: PASSWORD },
    });
    const reopensAt = new Date(t.now() + DAY).toISOString();
    expect(asked).toEqual({ reopensAt });
    t.advance(HOUR);
    // Asking again keeps the first ask's time.
    expect((await reopen(p)).json()).toEqual({ reopensAt });
    expect(envelope(await signin(p))).toMatchObject({
      error: ErrorCode.selfExclusionEnded,
      details: { reopensAt },
    });
    t.advance(DAY - HOUR - 1000);
    expect((await signin(p)).statusCode).toBe(423);
    t.advance(1000);
    await loggedIn(p);
    expect(
      (
        await api(t)
          .operator()
          .ok(endpoints.operatorPlayerBreaks, { params: { playerUUID: p.uuid } })
      ).current,
    ).toBeNull();
  });

  it('a permanent one never ends and cannot be reopened', async () => {
    const p = await walletPlayer(t);
    expect((await takeBreak(p, { kind: 'SELF_EXCLUSION', period: 'PERMANENT' })).json()).toMatchObject({
      endsAt: null,
    });
    t.advance(20 * 365 * DAY);
    expect(envelope(await signin(p))).toMatchObject({
      error: ErrorCode.onBreak,
      details: { type: 'permanently', kind: 'SELF_EXCLUSION' },
    });
    expect(failure(await reopen(p))).toMatchObject({ status: 409, details: { reason: 'PERMANENT' } });
  });
});

describe('lengthen only', () => {
  it('refuses a break ending sooner than the one in force; a longer one replaces it', async () => {
    const p = await walletPlayer(t);
    const { breaks } = t.app.services;
    await breaks.take(p.uuid, { kind: 'TIME_OUT', period: 'WEEK' });
    const weekEnd = new Date(t.now() + 7 * DAY).toISOString();
    for (const body of [
      { kind: 'TIME_OUT', period: 'DAY' },
      { kind: 'TIME_OUT', period: 'WEEK' },
    ] as const) {
      await expect(breaks.take(p.uuid, body)).rejects.toMatchObject({
        code: ErrorCode.breakShorter,
        extra: { details: { expirationDate: weekEnd } },
      });
    }
    t.advance(HOUR);
    await breaks.take(p.uuid, { kind: 'SELF_EXCLUSION', period: 'YEAR' });
    await breaks.take(p.uuid, { kind: 'SELF_EXCLUSION', period: 'PERMANENT' });
    await expect(breaks.take(p.uuid, { kind: 'SELF_EXCLUSION', period: 'FIVE_YEARS' })).rejects.toMatchObject(
      {
        code: ErrorCode.breakShorter,
      },
    );

    const view = await api(t)
      .operator()
      .ok(endpoints.operatorPlayerBreaks, { params: { playerUUID: p.uuid } });
    expect(view.current).toMatchObject({
      kind: 'SELF_EXCLUSION',
      period: 'PERMANENT',
      endsAt: null,
      status: 'ACTIVE',
    });
    expect(view.history.map((b) => [b.period, b.status])).toEqual([
      ['PERMANENT', 'ACTIVE'],
      ['YEAR', 'SUPERSEDED'],
      ['WEEK', 'SUPERSEDED'],
    ]);
  });
});

describe("the operator's calls", () => {
  it("answer a player's breaks and the suppression list, paged, with the operator's key only", async () => {
    const p = await walletPlayer(t);
    await takeBreak(p, { kind: 'TIME_OUT', period: 'SIX_WEEKS' });
    const from = new Date(t.now()).toISOString();
    expect(await api(t).status(endpoints.operatorPlayerBreaks, { params: { playerUUID: p.uuid } })).toBe(403);
    expect(await api(t).status(endpoints.operatorExcludedPlayers, { query: {} })).toBe(403);
    const all = [];
    for (let page = 0; ; page++) {
      const answer = await api(t)
        .operator()
        .ok(endpoints.operatorExcludedPlayers, { query: { page, size: 2 } });
      all.push(...answer.content);
      if (page + 1 >= answer.totalPages) break;
    }
    expect(all.find((x) => x.playerUUID === p.uuid)).toEqual({
      playerUUID: p.uuid,
      email: p.email,
      phone: null,
      kind: 'TIME_OUT',
      from,
      until: new Date(t.now() + 42 * DAY).toISOString(),
    });
    expect(new Set(all.map((x) => x.playerUUID)).size).toBe(all.length);
    t.advance(42 * DAY);
    const after = await api(t)
      .operator()
      .ok(endpoints.operatorExcludedPlayers, { query: { size: 200 } });
    expect(after.content.map((x) => x.playerUUID)).not.toContain(p.uuid);
    const view = await api(t)
      .operator()
      .ok(endpoints.operatorPlayerBreaks, { params: { playerUUID: p.uuid } });
    expect(view).toMatchObject({ current: null, history: [{ kind: 'TIME_OUT', status: 'ENDED' }] });
  });
});
