import { REWARDS } from '../api/query-keys.ts';

/**
 * The promo-code checks' keys, under the rewards root (a logout drops them: with a token the
 * answer is the player's own, 001 §7).
 */
export const promoKeys = {
  all: [...REWARDS, 'promo'] as const,
  validation: (player: string | null, code: string, currency: string | null, country: string | null) =>
    [...REWARDS, 'promo', 'validation', player, code, currency, country] as const,
  content: (locale: string, code: string) => [...REWARDS, 'promo', 'content', locale, code] as const,
};
