import { ErrorCode, endpoints, FREE_ROUNDS_PROGRESS_PATH, freeRoundsWinId } from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import {
  activeReward,
  buildRewardsTestApp,
  CLAIM,
  createTemplate,
  expectRewardsReconciled,
  freeSpinTemplate,
  grant,
  ledgerBalances,
  rewardCall,
  rewardId,
  rewardNow,
} from '../../../test/rewards.ts';
import {
  anotherSlotGame,
  fundedPlayer,
  seamlessOk,
  slotGame,
  startReal,
  studioCall,
} from '../../../test/studio.ts';
import type { MemoryFreeRounds } from '../../adapters/studio/index.ts';

let t: TestContext;
let freeRounds: MemoryFreeRounds;
let spins: string;
beforeAll(async () => {
  ({ t, freeRounds } = await buildRewardsTestApp());
  spins = (await createTemplate(t, freeSpinTemplate())).templateUUID;
});
afterEach(() => expectRewardsReconciled(t));
afterAll(() => t?.close());

type Player = { uuid: string; token: string };

/** The studio's one report of a grant's rounds, from a game session (`sid`). */
const report = (sid: string, grantId: string, amount: number, transactionId = freeRoundsWinId(grantId)) =>
  studioCall(t, 'win', {
    sessionId: sid,
    transactionId,
    freeRoundsGrantId: grantId,
    roundsPlayed: 10,
    amount,
    currency: 'USD',
  });
/** The studio's report after a round of the grant: rounds played and winnings so far (minor units). */
const progress = (
  p: Player,
  grantId: string,
  roundsPlayed: number,
  winnings: number,
  opts: { slug?: string; secret?: string } = {},
) =>
  studioCall(
    t,
    'progress',
    {
      freeRoundsGrantId: grantId,
      playerId: p.uuid,
      gameSlug: opts.slug ?? slotGame.slug,
      roundsPlayed,
      winnings,
      currency: 'USD',
    },
    { path: `/api${FREE_ROUNDS_PROGRESS_PATH}`, ...(opts.secret && { secret: opts.secret }) },
  );
const sessionOf = async (p: Player, slug = slotGame.slug) => (await startReal(t, p, slug)).sid;

describe('free spins', () => {
  it('grants the rounds at the studio when claimed', async () => {
    const p = await fundedPlayer(t, 0n);
    const reward = await activeReward(t, p, spins);
    expect(reward).toMatchObject({
      status: 'ACTIVE',
      grantedAmount: null,
      gameSlug: slotGame.slug,
      freeSpins: { total: 10, played: 0, stake: 0.2 },
    });
    expect(freeRounds.grants.filter((g) => g.grantId === rewardId(reward.rewardUUID))).toEqual([
      {
        grantId: rewardId(reward.rewardUUID),
        playerUuid: p.uuid,
        gameSlug: slotGame.slug,
        rounds: 10,
        stakeMinor: 20n,
        currency: 'USD',
        expiresAt: new Date(reward.expiresAt!),
      },
    ]);
  });

  it('answers 503 when the studio cannot be reached, and the player may claim again', async () => {
    const p = await fundedPlayer(t, 0n);
    const reward = await grant(t, p.uuid, spins);
    freeRounds.failing = true;
    try {
      const res = await rewardCall(t, p, CLAIM['FREE-SPIN'], reward.rewardUUID);
      expect(failure(res)).toMatchObject({ status: 503, error: ErrorCode.unavailable });
    } finally {
      freeRounds.failing = false;
    }
    expect((await rewardNow(t, reward, p.uuid)).status).toBe('PENDING');
    expect((await rewardCall(t, p, CLAIM['FREE-SPIN'], reward.rewardUUID)).statusCode).toBe(200);
  });

  it('a claim that overlaps a slow one loses with 409, never a studio failure; the grant is sent with one expiry', async () => {
    const p = await fundedPlayer(t, 0n);
    const reward = await grant(t, p.uuid, spins);
    let release = () => {};
    freeRounds.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = rewardCall(t, p, CLAIM['FREE-SPIN'], reward.rewardUUID);
    await vi.waitFor(() => expect(freeRounds.waiting).toBe(1));
    freeRounds.hold = undefined;
    t.advance(60_000); // the second claim comes a minute later, while the studio still has the first
    const second = await rewardCall(t, p, CLAIM['FREE-SPIN'], reward.rewardUUID);
    release();
    const first = await slow;
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const lost = first.statusCode === 409 ? first : second;
    expect(failure(lost)).toMatchObject({ error: ErrorCode.rewardState });
    const sent = freeRounds.grants.filter((g) => g.grantId === rewardId(reward.rewardUUID));
    expect(sent).toHaveLength(1);
    expect((await rewardNow(t, reward, p.uuid)).expiresAt).toBe(sent[0]!.expiresAt.toISOString());
  });

  it('ten claims at once: one activates, the others are 409', async () => {
    const p = await fundedPlayer(t, 0n);
    const reward = await grant(t, p.uuid, spins);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => rewardCall(t, p, CLAIM['FREE-SPIN'], reward.rewardUUID)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await rewardNow(t, reward, p.uuid)).status).toBe('ACTIVE');
  });

  it("credits the rounds' winnings once as bonus money to wager", async () => {
    const p = await fundedPlayer(t, 1_000n);
    const money = ledgerBalances(t, p.uuid);
    const reward = await activeReward(t, p, spins);
    const grantId = rewardId(reward.rewardUUID);
    const sid = await sessionOf(p);
    const first = seamlessOk(await report(sid, grantId, 250));
    expect(first).toEqual({ transactionId: `fr:${grantId}`, balance: 1_250, currency: 'USD' });
    expect(await money.bonus(reward.rewardUUID)).toBe(250n);
    expect(await rewardNow(t, reward, p.uuid)).toMatchObject({
      status: 'ACTIVE',
      grantedAmount: { amount: 2.5, currency: 'USD' },
      wageringRequirement: 12.5,
      balance: { amount: 2.5 },
      freeSpins: { total: 10, played: 10 },
    });
    expect(seamlessOk(await report(sid, grantId, 250))).toEqual(first);
    const another = await report(sid, grantId, 250, 'fr-other-transaction');
    expect(failure(another)).toMatchObject({ status: 409, error: ErrorCode.rewardState });
    expect(await money.bonus(reward.rewardUUID)).toBe(250n);
  });

  it("refuses a report of another player's grant or from another game", async () => {
    const p = await fundedPlayer(t, 0n);
    const reward = await activeReward(t, p, spins);
    const grantId = rewardId(reward.rewardUUID);
    const stranger = await fundedPlayer(t, 0n);
    expect(failure(await report(await sessionOf(stranger), grantId, 100))).toMatchObject({
      status: 404,
      error: ErrorCode.rewardNotFound,
    });
    expect(failure(await report(await sessionOf(p, anotherSlotGame.slug), grantId, 100))).toMatchObject({
      status: 404,
      error: ErrorCode.rewardNotFound,
    });
    expect((await rewardNow(t, reward, p.uuid)).grantedAmount).toBeNull();
  });

  it('shows the series spin by spin as the studio reports each round, then the final win settles it', async () => {
    const p = await fundedPlayer(t, 0n);
    const reward = await activeReward(t, p, spins);
    const grantId = rewardId(reward.rewardUUID);
    expect(reward).toMatchObject({ gameName: slotGame.name, freeSpins: { played: 0, won: 0 } });

    expect((await progress(p, grantId, 4, 120)).json()).toEqual({ recorded: true, roundsPlayed: 4 });
    expect(await rewardNow(t, reward, p.uuid)).toMatchObject({
      status: 'ACTIVE',
      grantedAmount: null,
      freeSpins: { total: 10, played: 4, won: 1.2 },
    });
    // A late report (round 3 after round 4) or a repeat moves nothing back.
    expect((await progress(p, grantId, 3, 80)).json()).toEqual({ recorded: false, roundsPlayed: 4 });
    expect((await progress(p, grantId, 4, 120)).json()).toEqual({ recorded: false, roundsPlayed: 4 });
    // More rounds than granted, another player's grant, another game, a bad signature: refused.
    expect((await progress(p, grantId, 11, 500)).json()).toMatchObject({ recorded: false });
    const stranger = await fundedPlayer(t, 0n);
    expect(failure(await progress(stranger, grantId, 5, 150))).toMatchObject({
      status: 404,
      error: ErrorCode.rewardNotFound,
    });
    expect(failure(await progress(p, grantId, 5, 150, { slug: anotherSlotGame.slug }))).toMatchObject({
      status: 404,
    });
    expect(
      failure(await progress(p, grantId, 5, 150, { secret: 'not-the-studio-secret-at-all-0123456789' })),
    ).toMatchObject({ status: 401, error: ErrorCode.seamlessSignature });
    expect((await rewardNow(t, reward, p.uuid)).freeSpins).toMatchObject({ played: 4, won: 1.2 });

    seamlessOk(await report(await sessionOf(p), grantId, 250));
    expect(await rewardNow(t, reward, p.uuid)).toMatchObject({
      grantedAmount: { amount: 2.5 },
      freeSpins: { played: 10, won: 2.5 },
    });
    // Settled: a report arriving after the win changes nothing.
    expect((await progress(p, grantId, 9, 200)).json()).toEqual({ recorded: false, roundsPlayed: 10 });
  });

  it('completes the reward when the rounds won nothing', async () => {
    const p = await fundedPlayer(t, 0n);
    const reward = await activeReward(t, p, spins);
    seamlessOk(await report(await sessionOf(p), rewardId(reward.rewardUUID), 0));
    expect(await rewardNow(t, reward, p.uuid)).toMatchObject({ status: 'COMPLETED' });
  });

  it('withdraws the unplayed rounds at the studio when cancelled', async () => {
    const p = await fundedPlayer(t, 0n);
    const reward = await activeReward(t, p, spins);
    const res = await rewardCall(t, p, endpoints.cancelFreeSpins, reward.rewardUUID, { reason: 'no time' });
    expect(res.json()).toMatchObject({ status: 'CANCELLED' });
    expect(freeRounds.cancels).toContain(rewardId(reward.rewardUUID));
  });
});
