import { rewardsEndpoints } from '@croupier/contract/rewards';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/index.ts';
import { promoKeys } from './query-keys.ts';

/** A guest's market (the registration form's choice); a player's comes from the token. */
export interface PromoMarket {
  currency: string;
  country: string;
}

/**
 * `GET /promocode-validator/public/v1/validate?promoCode` (001 §7): is the code usable now? A 4xx
 * lists why not in `info.errors.code` (001 §8). `player` keys the answer to who asked.
 */
export const promoValidationQuery = (code: string, player: string | null, market?: PromoMarket) =>
  queryOptions({
    queryKey: promoKeys.validation(player, code, market?.currency ?? null, market?.country ?? null),
    queryFn: ({ signal }) =>
      callEndpoint(rewardsEndpoints.validatePromoCode, {
        query: { promoCode: code, ...(market && { currency: market.currency, country: market.country }) },
        signal,
      }),
    // A refusal is an answer, not a failure to retry.
    retry: false,
    staleTime: 60_000,
  });
