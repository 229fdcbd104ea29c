import type { Reward, RewardAmount } from '@croupier/contract/rewards';
import { rewardKindOf } from '@croupier/contract/rules/rewards';

/** What a reward grants: a MULTI-BONUS lists one amount per currency, the others one amount (or none yet). */
export function grantedAmounts(reward: Reward): RewardAmount[] {
  if (rewardKindOf(reward.rewardUUID) === 'MULTI-BONUS' && reward.granted?.length) return reward.granted;
  return reward.grantedAmount ? [reward.grantedAmount] : [];
}

/** The free spins not played yet (0 for a reward without spins). */
export function spinsLeft(reward: Reward): number {
  return reward.freeSpins ? Math.max(0, reward.freeSpins.total - reward.freeSpins.played) : 0;
}

/** One sentence of what a cancel forfeits: its translation key and its values, amounts not yet formatted. */
export type Forfeit =
  | { key: 'spins'; count: number }
  | { key: 'winnings'; amount: RewardAmount }
  | { key: 'balance'; amount: RewardAmount }
  | { key: 'pending' };

/**
 * What the player loses by cancelling (001 §4): a free-spin reward its spins left and any winnings
 * so far; an active bonus the bonus balance left; a pending one the reward itself.
 */
export function forfeitOf(reward: Reward): Forfeit[] {
  if (rewardKindOf(reward.rewardUUID) === 'FREE-SPIN') {
    const out: Forfeit[] = [];
    if (spinsLeft(reward) > 0) out.push({ key: 'spins', count: spinsLeft(reward) });
    if (reward.balance.amount > 0) out.push({ key: 'winnings', amount: reward.balance });
    return out.length > 0 ? out : [{ key: 'pending' }];
  }
  if (reward.status === 'ACTIVE') return [{ key: 'balance', amount: reward.balance }];
  return [{ key: 'pending' }];
}
