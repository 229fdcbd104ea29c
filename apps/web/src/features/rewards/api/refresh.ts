import type { QueryClient } from '@tanstack/react-query';
import { balanceKeys } from '../../../shared/api/query-keys.ts';
import { walletKeys } from '../../../shared/wallet/query-keys.ts';
import { rewardsKeys } from './query-keys.ts';

/** What an activated or cancelled reward changes: the rewards, the balance (bonus money) and the wagering. */
export function refreshAfterRewardChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: rewardsKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
