import { PLAYER_MARKET_STORAGE_KEY } from '../session/index.ts';

/**
 * A logged-in player's country and currency, remembered in the browser from their profile (they
 * never change, ADR 020), so the first calls of a later visit are in the player's own market
 * before the profile has loaded again: the lobby's lists (ADR 020) and the translations' location
 * (000 §4). A logout forgets it (`session.clear`); another player's is never read.
 */
export interface PlayerMarket {
  country: string;
  currency: string;
}

export function rememberedMarket(uuid: string | null | undefined): PlayerMarket | null {
  if (!uuid) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(PLAYER_MARKET_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { uuid: owner, country, currency } = stored as Record<string, unknown>;
    return owner === uuid && typeof country === 'string' && typeof currency === 'string'
      ? { country, currency }
      : null;
  } catch {
    return null;
  }
}

export function rememberMarket(uuid: string, market: PlayerMarket): void {
  try {
    localStorage.setItem(
      PLAYER_MARKET_STORAGE_KEY,
      JSON.stringify({ uuid, country: market.country, currency: market.currency }),
    );
  } catch {
    // Storage refused: the profile's answer is waited for instead.
  }
}
