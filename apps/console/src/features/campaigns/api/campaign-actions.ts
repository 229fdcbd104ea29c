import { campaignsOperatorEndpoints } from '@croupier/contract/campaigns-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { campaignsKeys } from './query-keys.ts';

const CALLS = {
  schedule: campaignsOperatorEndpoints.scheduleCampaign,
  cancel: campaignsOperatorEndpoints.cancelCampaign,
  delete: campaignsOperatorEndpoints.deleteCampaign,
} as const;
export type CampaignAction = keyof typeof CALLS;

/** Schedules, cancels or deletes a campaign; the answer (its new state) replaces the cached one. */
export function useCampaignAction(campaignUUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CampaignAction) => callEndpoint(CALLS[action], { params: { campaignUUID } }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignsKeys.one(campaignUUID), campaign);
      return queryClient.invalidateQueries({ queryKey: campaignsKeys.list() });
    },
  });
}
