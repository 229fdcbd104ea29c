import type { SportsStartQuery } from '@croupier/contract/sports';
import { sportsEndpoints } from '@croupier/contract/sports';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { sportsKeys } from './query-keys.ts';

/** `GET {rest}/{slug}/public/start_game` (000 §6, §7): a guest's sportsbook session. */
export const startSportsPublic = (slug: string, query: SportsStartQuery, signal?: AbortSignal) =>
  callEndpoint(sportsEndpoints.startSportsPublic, { params: { slug }, query, signal });

/** `GET {rest}/{slug}/start_game` (000 §6, §7): a player's session, after the profile has loaded. */
export const startSports = (slug: string, query: SportsStartQuery, signal?: AbortSignal) =>
  callEndpoint(sportsEndpoints.startSports, { params: { slug }, query, signal });

/**
 * A fresh session per visit (a launch link expires, so never from cache); `path` is the sub-path
 * the frame opens on, part of the key so opening another one starts again.
 */
export const useSportsSession = (
  slug: string,
  player: string | null,
  query: SportsStartQuery,
  path: string,
  enabled: boolean,
) =>
  useQuery({
    queryKey: sportsKeys.session(slug, player, query, path),
    queryFn: ({ signal }) =>
      player ? startSports(slug, query, signal) : startSportsPublic(slug, query, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
