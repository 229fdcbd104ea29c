import { type BulkGrantBody, rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { rewardsKeys } from './query-keys.ts';

/**
 * Grants a template to a list of players, all or nothing; `dryRun` only checks the list. The caller
 * keeps the list's `grantKey`, so sending it again grants nobody twice.
 */
export const grantRewards = (body: BulkGrantBody) =>
  callEndpoint(rewardsOperatorEndpoints.grantRewards, { body });

/** A grant (not a dry run) changes the players' rewards: any list shown is read again. */
export function useGrantRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantRewards,
    onSuccess: (_answer, body) => {
      if (!body.dryRun) void queryClient.invalidateQueries({ queryKey: rewardsKeys.players() });
    },
  });
}
