import { type Endpoint, endpoints, type Reward, type RewardKind } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { MemoryFreeRounds } from '../src/adapters/studio/index.ts';
import { reconcileRewards } from '../src/modules/rewards/index.ts';
import { reconcileLedger } from '../src/modules/wallet/index.ts';
import { api, type BodyOf, OPERATOR_TOKEN, type QueryOf } from './api.ts';
import type { TestContext } from './helper.ts';
import { slotGame } from './studio.ts';
import { buildWalletTestApp } from './wallet.ts';

/** Rewards in tests: the app with the operator API on and the studio's free rounds in memory. */

export async function buildRewardsTestApp() {
  const freeRounds = new MemoryFreeRounds();
  const built = await buildWalletTestApp({ env: { OPERATOR_TOKEN }, adapters: { freeRounds } });
  return { ...built, freeRounds };
}

type TemplateBody = BodyOf<typeof endpoints.createRewardTemplate>;

/** A BONUS template's body: 10.00 USD, wager x5, table games 10 %, conversion up to 20.00. */
export const bonusTemplate = <O extends Partial<TemplateBody> = Record<never, never>>(over: O = {} as O) => ({
  ...({
    kind: 'BONUS',
    name: 'Test bonus',
    content: { en: { title: 'Ten free', description: 'Wager it five times' }, de: { title: 'Zehn gratis' } },
    amounts: { USD: '10.00' },
    wageringMultiplier: 5,
    contributions: { 'table-games': 10, 'instant-win': 50 },
    maxConversion: { USD: '20.00' },
  } satisfies TemplateBody),
  ...over,
});

/** A FREE-SPIN template's body: 10 spins at 0.20 USD on a slot of the test catalogue, winnings x5. */
export const freeSpinTemplate = <O extends Partial<TemplateBody> = Record<never, never>>(
  over: O = {} as O,
) => ({
  ...({
    kind: 'FREE-SPIN',
    name: 'Test free spins',
    content: { en: { title: 'Ten spins' } },
    amounts: { USD: '0.20' },
    wageringMultiplier: 5,
    freeSpins: { gameSlug: slotGame.slug, count: 10 },
  } satisfies TemplateBody),
  ...over,
});

export async function createTemplate(t: TestContext, body: TemplateBody) {
  return api(t).operator().ok(endpoints.createRewardTemplate, { body });
}

let codes = 0;
/** A promo code for a template (fields of `over` replace the defaults). */
export async function createPromo(
  t: TestContext,
  templateUUID: string,
  over: Partial<BodyOf<typeof endpoints.createPromoCode>> = {},
) {
  codes += 1;
  const body = { code: `promo${Date.now().toString(36)}${codes}`, templateUUID, ...over };
  return api(t).operator().ok(endpoints.createPromoCode, { body });
}

/** The operator grants a template's reward to a player (PENDING). */
export async function grant(t: TestContext, playerUUID: string, templateUUID: string, grantKey?: string) {
  const body = { templateUUID, reason: 'test', ...(grantKey && { grantKey }) };
  return api(t).operator().ok(endpoints.grantReward, { params: { playerUUID }, body });
}

/** The call that claims a reward of each kind (001 §7). */
export const CLAIM = {
  BONUS: endpoints.acceptBonus,
  'FREE-SPIN': endpoints.claimFreeSpins,
  'MULTI-BONUS': endpoints.claimMultiBonus,
} as const;

/** A player's call on one of their rewards: claim or cancel it through the endpoint given. */
export function rewardCall(
  t: TestContext,
  p: { uuid: string; token: string },
  endpoint: Endpoint,
  rewardUUID: string,
  body: unknown = {},
) {
  return api(t)
    .as(p)
    .call(endpoint, { params: { uuid: p.uuid, id: rewardUUID }, body });
}

export async function claim(t: TestContext, p: { uuid: string; token: string }, reward: Reward) {
  const kind = reward.rewardUUID.replace(/-[0-9a-f-]{36}$/, '') as RewardKind;
  return api(t)
    .as(p)
    .ok(CLAIM[kind], { params: { uuid: p.uuid, id: reward.rewardUUID }, body: {} });
}

/** Grants a template's reward and claims it: ACTIVE, its money in its wallet. */
export async function activeReward(t: TestContext, p: { uuid: string; token: string }, templateUUID: string) {
  return claim(t, p, await grant(t, p.uuid, templateUUID));
}

export async function rewardsOf(
  t: TestContext,
  p: { uuid: string; token: string },
  query?: QueryOf<typeof endpoints.rewards>,
) {
  return (
    await api(t)
      .as(p)
      .ok(endpoints.rewards, { params: { uuid: p.uuid }, query })
  ).content;
}

/** Every reward of a player, whatever its status, as the operator sees them. */
export async function operatorRewards(t: TestContext, playerUuid: string) {
  return (
    await api(t)
      .operator()
      .ok(endpoints.listPlayerRewards, { params: { playerUUID: playerUuid } })
  ).content;
}

/** A reward as it is now. */
export async function rewardNow(t: TestContext, reward: { rewardUUID: string }, playerUuid: string) {
  return (await operatorRewards(t, playerUuid)).find((r) => r.rewardUUID === reward.rewardUUID)!;
}

/** A reward's own id (its uuid without the kind). */
export const rewardId = (rewardUUID: string) => rewardUUID.slice(-36);

/** Minor-unit balances of the ledger: a player's real wallet, a reward's wallet, the promotions budget. */
export function ledgerBalances(t: TestContext, playerUuid: string) {
  const ledger = t.app.services.ledger;
  return {
    real: () => ledger.balance({ player: playerUuid, wallet: 'real' }, 'USD'),
    bonus: (rewardUUID: string) =>
      ledger.balance({ player: playerUuid, wallet: `bonus:${rewardId(rewardUUID)}` }, 'USD'),
    promotions: () => ledger.balance({ system: 'promotions' }, 'USD'),
  };
}

/** The amounts (minor units) of the ledger transfers of a reward's step: 'grant', 'convert', 'forfeit'. */
export async function rewardTransfers(t: TestContext, rewardUUID: string, step: string): Promise<bigint[]> {
  const key = `reward:${rewardId(rewardUUID)}:${step}`;
  const result = (await t.database.db.execute(
    sql`select amount::text as amount from ledger_transfers where key = ${key}`,
  )) as unknown as { rows: { amount: string }[] };
  return result.rows.map((r) => BigInt(r.amount));
}

/** Both reconciliations: the ledger's invariants and the rewards' own (for an afterEach). */
export async function expectRewardsReconciled(t: TestContext) {
  const ledger = await reconcileLedger(t.database.db);
  expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  expect(await reconcileRewards(t.database.db)).toEqual([]);
}
