import type { Reward } from '@croupier/contract/rewards';
import { type RewardKind, rewardKindOf } from '@croupier/contract/rules/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelBonus } from './cancel-bonus.ts';
import { cancelFreeSpins } from './cancel-free-spins.ts';
import { cancelMultiBonus } from './cancel-multi-bonus.ts';
import { applyRewardChange } from './reward-change.ts';

/** Each kind's cancel call (001 §7). */
const CANCEL: Record<RewardKind, (uuid: string, id: string) => Promise<Reward>> = {
  'FREE-SPIN': cancelFreeSpins,
  'MULTI-BONUS': cancelMultiBonus,
  BONUS: cancelBonus,
};

/** Cancels a reward with its kind's cancel call. */
export function cancelReward(uuid: string, rewardUUID: string): Promise<Reward> {
  return CANCEL[rewardKindOf(rewardUUID)](uuid, rewardUUID);
}

/**
 * The cancelled reward leaves the list (001 §4); then the list, the balance and the wagering
 * reload (what was left of its bonus money is forfeited).
 */
export function useCancelReward(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardUUID: string) => cancelReward(uuid, rewardUUID),
    onSuccess: (_reward, rewardUUID) =>
      applyRewardChange(queryClient, uuid, (rewards) => rewards.filter((r) => r.rewardUUID !== rewardUUID)),
  });
}
