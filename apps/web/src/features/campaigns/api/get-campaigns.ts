import { campaignsEndpoints } from '@croupier/contract/campaigns';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { campaignsKeys, type GuestMarket } from './query-keys.ts';

/**
 * The promotions (001 §7): a player's `GET /campaign/eligible/{uuid}` with their status in each,
 * or, for a guest, the public list of the brand (guest and all visibility; 001 §6). Both come
 * sorted by the server (001 §4).
 */
export const campaignsQuery = (uuid: string | null, brandId: string, locale: string, market: GuestMarket) =>
  queryOptions({
    queryKey: campaignsKeys.list(uuid, locale, uuid ? undefined : market),
    queryFn: ({ signal }) =>
      uuid
        ? callEndpoint(campaignsEndpoints.eligibleCampaigns, { params: { uuid }, query: { locale }, signal })
        : callEndpoint(campaignsEndpoints.publicCampaigns, {
            params: { brandId },
            query: { locale, country: market.country, currency: market.currency },
            signal,
          }),
    select: (list) => list.content,
  });
