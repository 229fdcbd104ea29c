import { LRUCache } from 'lru-cache';

/** Where a player plays: the country and currency of their account (000 §3), set at registration. */
export interface Market {
  country: string;
  currency: string;
}

/** How many players' markets are kept in memory; each is two short strings. */
const CACHED_PLAYERS = 20_000;

/**
 * The market of a logged-in player, for the catalogue lists and the real-money start (ADR 020:
 * a DE/EUR player was shown, and could start, games blocked in DE or not offered in EUR). A
 * player's country and currency never change after registration, so they are kept in a bounded
 * cache and the lobby does not wait on the database for each list.
 */
export class PlayerMarkets {
  private readonly cache = new LRUCache<string, Market>({ max: CACHED_PLAYERS });

  constructor(private readonly d: { load: (playerUuid: string) => Promise<Market | undefined> }) {}

  async of(playerUuid: string): Promise<Market | undefined> {
    const cached = this.cache.get(playerUuid);
    if (cached) return cached;
    const market = await this.d.load(playerUuid);
    if (market) this.cache.set(playerUuid, { country: market.country, currency: market.currency });
    return market;
  }
}
