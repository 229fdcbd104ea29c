import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

export const LIST_PAGE_SIZE = 20;

/** A player's paged lists, each its own call of the contract. */
export const PLAYER_LISTS = {
  ledger: playersOperatorEndpoints.playerLedger,
  payments: playersOperatorEndpoints.playerPayments,
  bets: playersOperatorEndpoints.playerBets,
  logins: playersOperatorEndpoints.playerLogins,
  adjustments: playersOperatorEndpoints.playerAdjustments,
  notes: playersOperatorEndpoints.playerNotes,
} as const;
export type PlayerList = keyof typeof PLAYER_LISTS;

type Answer<L extends PlayerList> = z.output<(typeof PLAYER_LISTS)[L]['response']>;

export function getPlayerList<L extends PlayerList>(
  list: L,
  playerUUID: string,
  page: number,
): Promise<Answer<L>> {
  // Every list takes the same params and paging.
  const endpoint = PLAYER_LISTS[list] as typeof playersOperatorEndpoints.playerLedger;
  return callEndpoint(endpoint, { params: { playerUUID }, query: { page, size: LIST_PAGE_SIZE } }) as Promise<
    Answer<L>
  >;
}

export const playerListQuery = <L extends PlayerList>(list: L, uuid: string, page: number) =>
  queryOptions({
    queryKey: playerKeys.list(uuid, list, page),
    queryFn: () => getPlayerList(list, uuid, page),
    placeholderData: keepPreviousData,
  });
