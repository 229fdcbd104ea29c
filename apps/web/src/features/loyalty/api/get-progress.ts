import { LOYALTY_RETRIES, LOYALTY_RETRY_DELAY_MS } from '@croupier/contract/constants';
import { loyaltyEndpoints } from '@croupier/contract/loyalty';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { brandId } from '../../../shared/config/index.ts';
import { loyaltyKeys } from './query-keys.ts';

/** `GET /loyalty-api/public/progress?brandId&playerId` (001 §7): retried twice, 1 s apart (001 §9). */
export const loyaltyProgressQuery = (uuid: string) =>
  queryOptions({
    queryKey: loyaltyKeys.progress(uuid),
    queryFn: ({ signal }) =>
      callEndpoint(loyaltyEndpoints.loyaltyProgress, {
        query: { brandId: brandId(), playerId: uuid },
        signal,
      }),
    retry: LOYALTY_RETRIES,
    retryDelay: LOYALTY_RETRY_DELAY_MS,
  });
