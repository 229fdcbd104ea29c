/**
 * Rules of rewards (001 §3 Reward, §4 Reward) that both sides apply: a reward's kind is read from
 * its uuid's text, only active and pending rewards are shown, and what applying one does.
 */

export const REWARD_KINDS = ['BONUS', 'FREE-SPIN', 'MULTI-BONUS'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** Every status a reward can have; the player's list shows only ACTIVE and PENDING (001 §4). */
export const REWARD_STATUSES = ['PENDING', 'ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
export const SHOWN_REWARD_STATUSES: readonly RewardStatus[] = ['ACTIVE', 'PENDING'];

/**
 * The kind of a reward, from the text of its uuid (001 §3). The platform writes the kind as the
 * uuid's prefix ('FREE-SPIN-…'); an operator platform's uuid may carry it anywhere. MULTI-BONUS
 * contains BONUS, so it is tested first.
 */
export function rewardKindOf(rewardUuid: string): RewardKind {
  const text = rewardUuid.toUpperCase();
  if (text.includes('FREE-SPIN') || text.includes('FREE_SPIN')) return 'FREE-SPIN';
  if (text.includes('MULTI-BONUS') || text.includes('MULTI_BONUS')) return 'MULTI-BONUS';
  return 'BONUS';
}

/** A reward's uuid as the platform writes it: the kind, then a random uuid. */
export function rewardUuidOf(kind: RewardKind, id: string): string {
  return `${kind}-${id}`;
}

export function isShownReward(status: string): boolean {
  return (SHOWN_REWARD_STATUSES as readonly string[]).includes(status);
}

/**
 * What "apply" does with a reward (001 §4): an active free spin opens its game; any other active
 * reward is cancelled; a pending one is activated.
 */
export type RewardAction = 'open-game' | 'cancel' | 'activate';
export function rewardAction(reward: { rewardUUID: string; status: string }): RewardAction {
  if (reward.status !== 'ACTIVE') return 'activate';
  return rewardKindOf(reward.rewardUUID) === 'FREE-SPIN' ? 'open-game' : 'cancel';
}

/** The reason a player's cancel sends to the free-spin and bonus-lifecycle services (001 §7). */
export const PLAYER_CANCEL_REASON = 'Request from a player';

/** What a refused promo code's `info.errors.code` lists, and the promo form's own checks (001 §8). */
export const PROMO_MESSAGES = {
  required: 'promo.errors.required',
  notFound: 'promo.errors.not-found',
  notStarted: 'promo.errors.not-started',
  expired: 'promo.errors.expired',
  exhausted: 'promo.errors.exhausted',
  used: 'promo.errors.used',
  country: 'promo.errors.country',
  currency: 'promo.errors.currency',
  minDeposit: 'promo.errors.min-deposit',
  format: 'promo.errors.format',
  codeChange: 'promo.errors.code-change',
} as const;

/** The reward calls' own field errors (the operator's templates, the list's status filter). */
export const REWARD_MESSAGES = {
  status: 'rewards.errors.status',
  amountsRequired: 'rewards.errors.amounts-required',
  freeSpinsKind: 'rewards.errors.free-spins-kind',
  depositPercentKind: 'rewards.errors.deposit-percent-kind',
  defaultContent: 'rewards.errors.default-content',
  currency: 'rewards.errors.currency',
  game: 'rewards.errors.game',
  duplicatePlayers: 'rewards.errors.duplicate-players',
} as const;
