import { type RewardTemplateBody, rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { rewardsKeys } from './query-keys.ts';

/** Creates a template, or replaces the one named (rewards granted already keep their terms). */
export const saveTemplate = ({ templateUUID, body }: { templateUUID?: string; body: RewardTemplateBody }) =>
  templateUUID
    ? callEndpoint(rewardsOperatorEndpoints.updateRewardTemplate, { params: { templateUUID }, body })
    : callEndpoint(rewardsOperatorEndpoints.createRewardTemplate, { body });

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardsKeys.templates() }),
  });
}
