import { PLAY_SESSIONS } from '../../../shared/api/query-keys.ts';

/** Sports sessions live under the play sessions' root: a logout forgets them (PLAYER_QUERY_ROOTS). */
export const sportsKeys = {
  session: (slug: string, player: string | null, query: object, path: string) =>
    [...PLAY_SESSIONS, 'sports', slug, player, query, path] as const,
};
