import { campaignsEndpoints } from '@croupier/contract/campaigns';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { welcomePackKeys } from '../../../shared/api/query-keys.ts';

/** `GET /campaign/welcome-packs` (000 §3): the packs registration offers, in the locale. */
export const welcomePacksQuery = (locale: string) =>
  queryOptions({
    queryKey: welcomePackKeys.list(locale),
    queryFn: ({ signal }) => callEndpoint(campaignsEndpoints.welcomePacks, { query: { locale }, signal }),
    staleTime: 60_000,
  });
