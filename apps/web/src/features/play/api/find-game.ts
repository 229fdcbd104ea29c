import type { Game } from '@croupier/contract';
import { gamesEndpoints } from '@croupier/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import type { Market } from '../../../shared/brand/index.ts';
import { keywordForSlug } from '../model/slug.ts';
import { playKeys } from './query-keys.ts';

/**
 * The game behind `/game/{slug}`. The contract has no call by slug, so the page asks `/games/public`
 * for the name the slug was made from and picks the exact slug (a tile hands its game over instead).
 */
export const findGame = async (slug: string, market: Market, signal?: AbortSignal): Promise<Game | null> => {
  const page = await callEndpoint(gamesEndpoints.publicGames, {
    query: {
      keyword: keywordForSlug(slug),
      size: 200,
      type: market.deviceType,
      countryCode: market.countryCode,
      currencyCode: market.currencyCode,
    },
    signal,
  });
  return page.content.find((g) => g.slug === slug) ?? null;
};

export const useGameBySlug = (slug: string, market: Market, initial: Game | undefined) =>
  useQuery(
    queryOptions({
      queryKey: playKeys.game(slug, market),
      queryFn: ({ signal }) => findGame(slug, market, signal),
      initialData: initial?.slug === slug ? initial : undefined,
      staleTime: 60_000,
      // A logged-in player's game is looked up in their market (ADR 020).
      enabled: market.ready,
    }),
  );

/**
 * A game the lobby of this device does not list may be one for the other kind of device (a
 * desktop-only game opened on a phone): the page then says so, rather than "not found".
 */
export const useGameOnOtherDevice = (slug: string, market: Market, enabled: boolean) => {
  const other: Market = { ...market, deviceType: market.deviceType === 'MOBILE' ? 'DESKTOP' : 'MOBILE' };
  return useQuery(
    queryOptions({
      queryKey: playKeys.game(slug, other),
      queryFn: ({ signal }) => findGame(slug, other, signal),
      enabled: enabled && market.ready,
      staleTime: 60_000,
    }),
  );
};
