import {
  endpoints,
  OPERATOR_KEY_HEADER,
  PromoCodeRecord,
  Reward,
  type RewardKind,
  RewardList,
  RewardTemplate,
} from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { MemoryFreeRounds } from '../src/adapters/studio/index.ts';
import { reconcileRewards } from '../src/modules/rewards/index.ts';
import { reconcileLedger } from '../src/modules/wallet/index.ts';
import type { TestContext } from './helper.ts';
import { get } from './players.ts';
import { slotGame } from './studio.ts';
import { buildWalletTestApp } from './wallet.ts';

/** Rewards in tests: the app with the operator API on and the studio's free rounds in memory. */

export const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';

export async function buildRewardsTestApp() {
  const freeRounds = new MemoryFreeRounds();
  const built = await buildWalletTestApp({ env: { OPERATOR_TOKEN }, adapters: { freeRounds } });
  return { ...built, freeRounds };
}

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

/** An operator call (`key` null: no key at all), from `ip` when given. */
export function operator(
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  key: string | null = OPERATOR_TOKEN,
  ip?: string,
): Promise<Response> {
  return t.app.inject({
    method,
    url: `/api${url}`,
    ...(ip && { remoteAddress: ip }),
    ...(payload !== undefined && { payload: payload as object }),
    headers: key === null ? {} : { [OPERATOR_KEY_HEADER]: key },
  });
}

const okJson = (res: Response) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

/** A BONUS template's body: 10.00 USD, wager x5, table games 10 %, conversion up to 20.00. */
export const bonusTemplate = (over: Record<string, unknown> = {}) => ({
  kind: 'BONUS',
  name: 'Test bonus',
  content: { en: { title: 'Ten free', description: 'Wager it five times' }, de: { title: 'Zehn gratis' } },
  amounts: { USD: '10.00' },
  wageringMultiplier: 5,
  contributions: { 'table-games': 10, 'instant-win': 50 },
  maxConversion: { USD: '20.00' },
  ...over,
});

/** A FREE-SPIN template's body: 10 spins at 0.20 USD on a slot of the test catalogue, winnings x5. */
export const freeSpinTemplate = (over: Record<string, unknown> = {}) => ({
  kind: 'FREE-SPIN',
  name: 'Test free spins',
  content: { en: { title: 'Ten spins' } },
  amounts: { USD: '0.20' },
  wageringMultiplier: 5,
  freeSpins: { gameSlug: slotGame.slug, count: 10 },
  ...over,
});

export async function createTemplate(t: TestContext, body: Record<string, unknown>) {
  return RewardTemplate.parse(okJson(await operator(t, 'POST', '/operator/reward-templates', body)));
}

let codes = 0;
/** A promo code for a template (fields of `over` replace the defaults). */
export async function createPromo(t: TestContext, templateUUID: string, over: Record<string, unknown> = {}) {
  codes += 1;
  const body = { code: `promo${Date.now().toString(36)}${codes}`, templateUUID, ...over };
  return PromoCodeRecord.parse(okJson(await operator(t, 'POST', '/operator/promo-codes', body)));
}

/** The operator grants a template's reward to a player (PENDING). */
export async function grant(t: TestContext, playerUUID: string, templateUUID: string, grantKey?: string) {
  const body = { templateUUID, reason: 'test', ...(grantKey && { grantKey }) };
  return Reward.parse(okJson(await operator(t, 'POST', `/operator/players/${playerUUID}/rewards`, body)));
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
  endpoint: { method: string; path: string },
  rewardUUID: string,
  payload: unknown = {},
): Promise<Response> {
  return t.app.inject({
    method: endpoint.method as 'PUT' | 'POST',
    url: `/api${endpoint.path.replace('{uuid}', p.uuid).replace('{id}', rewardUUID)}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${p.token}` },
  });
}

export async function claim(t: TestContext, p: { uuid: string; token: string }, reward: Reward) {
  const kind = reward.rewardUUID.replace(/-[0-9a-f-]{36}$/, '') as RewardKind;
  return Reward.parse(okJson(await rewardCall(t, p, CLAIM[kind], reward.rewardUUID)));
}

/** Grants a template's reward and claims it: ACTIVE, its money in its wallet. */
export async function activeReward(t: TestContext, p: { uuid: string; token: string }, templateUUID: string) {
  return claim(t, p, await grant(t, p.uuid, templateUUID));
}

export async function rewardsOf(t: TestContext, p: { uuid: string; token: string }, query = '') {
  const res = await get(t, `/reward-view/${p.uuid}${query}`, { token: p.token });
  return RewardList.parse(okJson(res)).content;
}

/** Every reward of a player, whatever its status, as the operator sees them. */
export async function operatorRewards(t: TestContext, playerUuid: string) {
  return RewardList.parse(okJson(await operator(t, 'GET', `/operator/players/${playerUuid}/rewards`)))
    .content;
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
