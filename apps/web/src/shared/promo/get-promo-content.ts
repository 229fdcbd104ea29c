import { rewardsEndpoints } from '@croupier/contract/rewards';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/index.ts';
import { promoKeys } from './query-keys.ts';

/** `POST /{locale}/promoCodes` (001 §7): the CMS texts of a promo code's reward. */
export const promoContentQuery = (locale: string, code: string) =>
  queryOptions({
    queryKey: promoKeys.content(locale, code),
    queryFn: ({ signal }) =>
      callEndpoint(rewardsEndpoints.promoContent, { params: { locale }, body: { promoCode: code }, signal }),
    retry: false,
    staleTime: 10 * 60 * 1000,
  });
