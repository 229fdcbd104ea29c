import { endpoints } from '@croupier/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

export const LIST_PAGE_SIZE = 20;

/** A player's paged lists, each its own call of the contract. */
export const PLAYER_LISTS = {
  ledger: endpoints.playerLedger,
  payments: endpoints.playerPayments,
  bets: endpoints.playerBets,
  logins: endpoints.playerLogins,
  adjustments: endpoints.playerAdjustments,
  notes: endpoints.playerNotes,
} as const;
export type PlayerList = keyof typeof PLAYER_LISTS;

type Answer<L extends PlayerList> = z.output<(typeof PLAYER_LISTS)[L]['response']>;

export function getPlayerList<L extends PlayerList>(
  list: L,
  playerUUID: string,
  page: number,
): Promise<Answer<L>> {
  // Every list takes the same params and paging.
  const endpoint = PLAYER_LISTS[list] as typeof endpoints.playerLedger;
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
