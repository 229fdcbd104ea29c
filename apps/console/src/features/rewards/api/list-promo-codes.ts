import { type PromoCodeState, rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { REWARDS_PAGE_SIZE } from '../model/filter.ts';
import { rewardsKeys } from './query-keys.ts';

/** What the promo code list keeps: codes containing `text` (empty: any), in `state` (null: both). */
export interface PromoCodeFilter {
  text: string;
  state: PromoCodeState | null;
}

/** One page of the promo codes with their uses so far, paged and filtered by the platform, newest first. */
export const listPromoCodes = (filter: PromoCodeFilter, page: number, signal?: AbortSignal) =>
  callEndpoint(rewardsOperatorEndpoints.listPromoCodes, {
    query: {
      page,
      size: REWARDS_PAGE_SIZE,
      ...(filter.text && { q: filter.text }),
      ...(filter.state && { state: filter.state }),
    },
    ...(signal && { signal }),
  });

export const promoCodesQuery = (filter: PromoCodeFilter, page: number) =>
  queryOptions({
    queryKey: [...rewardsKeys.promoCodes(), filter, page] as const,
    queryFn: ({ signal }) => listPromoCodes(filter, page, signal),
    placeholderData: keepPreviousData,
  });
