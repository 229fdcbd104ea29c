import { TOURNAMENTS } from '../../../shared/api/query-keys.ts';

/** The tournaments' query keys, under the shared root (a logout drops them: they carry `optedIn`). */
export const tournamentsKeys = {
  all: TOURNAMENTS,
  list: (status: string, locale: string, uuid: string | null) =>
    ['tournaments', 'list', status, locale, uuid] as const,
  detail: (id: string, locale: string, uuid: string | null) =>
    ['tournaments', 'detail', id, locale, uuid] as const,
  leaderboard: (id: string, page: number, size: number, uuid: string | null) =>
    ['tournaments', 'leaderboard', id, page, size, uuid] as const,
  games: (id: string, page: number) => ['tournaments', 'games', id, page] as const,
};
