import type { Reward, RewardList } from '@croupier/contract/rewards';
import type { QueryClient } from '@tanstack/react-query';
import { balanceKeys } from '../../../shared/api/query-keys.ts';
import { walletKeys } from '../../../shared/wallet/query-keys.ts';
import { rewardsKeys } from './query-keys.ts';

/**
 * What an activated or cancelled reward changes: the listed rewards at once (`change`), then the
 * rewards, the balance (its bonus money) and the wagering reload.
 */
export function applyRewardChange(
  queryClient: QueryClient,
  uuid: string,
  change: (rewards: Reward[]) => Reward[],
): void {
  queryClient.setQueryData<RewardList>(rewardsKeys.list(uuid), (list) =>
    list ? { ...list, content: change(list.content) } : list,
  );
  void queryClient.invalidateQueries({ queryKey: rewardsKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
