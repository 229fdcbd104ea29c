import { type CampaignBody, campaignsOperatorEndpoints } from '@croupier/contract/campaigns-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { campaignsKeys } from './query-keys.ts';

/** Creates a campaign (no id) or replaces one; the lists reload and the answer is the campaign's cache. */
export function useSaveCampaign(campaignUUID: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignBody) =>
      campaignUUID
        ? callEndpoint(campaignsOperatorEndpoints.updateCampaign, { params: { campaignUUID }, body })
        : callEndpoint(campaignsOperatorEndpoints.createCampaign, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(campaignsKeys.one(saved.campaignUUID), saved);
      return queryClient.invalidateQueries({ queryKey: campaignsKeys.list() });
    },
  });
}
