import { GAMES } from '../../../shared/api/query-keys.ts';
import { type Market, marketKey } from '../../../shared/brand/index.ts';

/** The catalogue's query keys, under the shared games root. */
export const gameKeys = {
  all: GAMES,
  categories: () => ['games', 'categories'] as const,
  defaults: (market: Market, filter: object) => ['games', 'default', marketKey(market), filter] as const,
  public: (market: Market, filter: object) => ['games', 'public', marketKey(market), filter] as const,
  search: (market: Market, filter: object) => ['games', 'search', marketKey(market), filter] as const,
};

export const providerKeys = {
  list: (countryCode: string, currencyCode: string, deviceType: string, brandId: string) =>
    ['providers', 'list', countryCode, currencyCode, deviceType, brandId] as const,
  search: (market: Market, keyword: string) => ['providers', 'search', marketKey(market), keyword] as const,
};
