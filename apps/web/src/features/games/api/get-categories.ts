import { gamesEndpoints as endpoints } from '@croupier/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { gameKeys } from './query-keys.ts';

export const getCategories = (signal?: AbortSignal) => callEndpoint(endpoints.categories, { signal });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60 * 1000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
