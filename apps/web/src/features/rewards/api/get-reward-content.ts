import { rewardsEndpoints } from '@croupier/contract/rewards';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { rewardsKeys } from './query-keys.ts';

/** `POST /{locale}/rewards` (001 §7): the CMS title, description and terms of reward templates. */
export const rewardContentQuery = (locale: string, templateIds: readonly string[]) =>
  queryOptions({
    queryKey: rewardsKeys.content(locale, templateIds),
    queryFn: ({ signal }) =>
      callEndpoint(rewardsEndpoints.rewardContent, {
        params: { locale },
        body: { ids: [...templateIds] },
        signal,
      }),
    enabled: templateIds.length > 0,
    // A reward cancelled or added keeps the other titles on screen while the new set loads.
    placeholderData: (previous) => previous,
    staleTime: 10 * 60 * 1000,
  });
