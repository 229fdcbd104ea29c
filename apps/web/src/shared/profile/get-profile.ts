import { profileEndpoints } from '@croupier/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/index.ts';
import { profileKeys } from '../api/query-keys.ts';

/** `GET /profile/profiles/{id}` (000 §7): the logged-in player's own profile. */
export function getProfile(id: string, signal?: AbortSignal) {
  return callEndpoint(profileEndpoints.getProfile, { params: { id }, signal });
}

/** Under ['profile', …]: a logout removes every such query (000 §4). */
export const profileQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileKeys.detail(id), queryFn: ({ signal }) => getProfile(id, signal) });

export function useProfile(id: string | null) {
  return useQuery({ ...profileQueryOptions(id ?? ''), enabled: !!id });
}
