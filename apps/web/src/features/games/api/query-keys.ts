import { GAMES } from '../../../shared/api/query-keys.ts';

/** The catalogue's query keys, under the shared games root. */
export const gameKeys = {
  all: GAMES,
  categories: () => ['games', 'categories'] as const,
  defaults: (market: object, filter: object) => ['games', 'default', market, filter] as const,
  public: (market: object, filter: object) => ['games', 'public', market, filter] as const,
  search: (market: object, filter: object) => ['games', 'search', market, filter] as const,
};

export const providerKeys = {
  list: (countryCode: string, currencyCode: string, deviceType: string, brandId: string) =>
    ['providers', 'list', countryCode, currencyCode, deviceType, brandId] as const,
  search: (market: object, keyword: string) => ['providers', 'search', market, keyword] as const,
};
