import type { Reward } from '@croupier/contract/rewards';
import { type RewardKind, rewardKindOf } from '@croupier/contract/rules/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptBonus } from './accept-bonus.ts';
import { claimFreeSpins } from './claim-free-spins.ts';
import { claimMultiBonus } from './claim-multi-bonus.ts';
import { applyRewardChange } from './reward-change.ts';

/** Each kind's claim call (001 §7). */
const CLAIM: Record<RewardKind, (uuid: string, id: string) => Promise<Reward>> = {
  'FREE-SPIN': claimFreeSpins,
  'MULTI-BONUS': claimMultiBonus,
  BONUS: acceptBonus,
};

/** Activates a pending reward with its kind's claim call. */
export function activateReward(uuid: string, rewardUUID: string): Promise<Reward> {
  return CLAIM[rewardKindOf(rewardUUID)](uuid, rewardUUID);
}

/**
 * The activated reward replaces the listed one (001 §4: it is active now); then the list, the
 * balance and the wagering reload (its bonus money has moved in).
 */
export function useActivateReward(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardUUID: string) => activateReward(uuid, rewardUUID),
    onSuccess: (reward) =>
      applyRewardChange(queryClient, uuid, (rewards) =>
        rewards.map((r) => (r.rewardUUID === reward.rewardUUID ? reward : r)),
      ),
  });
}
