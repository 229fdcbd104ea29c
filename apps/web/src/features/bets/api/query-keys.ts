import { BETS } from '../../../shared/api/query-keys.ts';

/** The bets' query keys, under the shared bets root (a logout drops them). */
export const betsKeys = {
  all: BETS,
  list: (uuid: string, filter: object) => ['bets', uuid, 'list', filter] as const,
  detail: (uuid: string, kind: string, id: string) => ['bets', uuid, 'detail', kind, id] as const,
};
