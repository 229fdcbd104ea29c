import { type BulkGrantBody, rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/**
 * Grants a template to a list of players, all or nothing; `dryRun` only checks the list. The caller
 * keeps the list's `grantKey`, so sending it again grants nobody twice.
 */
export const grantRewards = (body: BulkGrantBody) =>
  callEndpoint(rewardsOperatorEndpoints.grantRewards, { body });

export const useGrantRewards = () => useMutation({ mutationFn: grantRewards });
