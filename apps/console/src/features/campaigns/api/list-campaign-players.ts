import { campaignsOperatorEndpoints } from '@croupier/contract/campaigns-operator';
import type { CampaignPlayerStatus } from '@croupier/contract/rules/campaigns';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { campaignsKeys } from './query-keys.ts';

export const PLAYERS_PAGE_SIZE = 20;

/** One page of the players taking part (those in `status`, when given), paged and filtered by the platform. */
export const campaignPlayersQuery = (
  campaignUUID: string,
  status: CampaignPlayerStatus | null,
  page: number,
) =>
  queryOptions({
    queryKey: [...campaignsKeys.players(campaignUUID), status ?? 'all', page] as const,
    queryFn: ({ signal }) =>
      callEndpoint(campaignsOperatorEndpoints.listCampaignPlayers, {
        params: { campaignUUID },
        query: { page, size: PLAYERS_PAGE_SIZE, ...(status && { status }) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
