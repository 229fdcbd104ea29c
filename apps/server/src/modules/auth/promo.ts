import { normalizePromoCode, type Promo } from '@croupier/contract';

/**
 * Whether a promo code exists. The campaigns module (001) will own promo codes; until then the
 * demo codes below are accepted and any other is answered INVALID (the registration still succeeds).
 */
export type PromoCodeCheck = (code: string) => Promise<boolean>;

export const DEMO_PROMO_CODES = ['welcome100', 'spin50'] as const;

export function listPromoCodes(codes: readonly string[]): PromoCodeCheck {
  const known = new Set(codes.map(normalizePromoCode));
  return async (code) => known.has(code);
}

/** The promo answer of a registration: letters and digits, lower-cased; null when none was sent. */
export async function applyPromoCode(raw: string | undefined, check: PromoCodeCheck): Promise<Promo | null> {
  const code = normalizePromoCode(raw ?? '');
  if (!code) return null;
  return { code, status: (await check(code)) ? 'ACCEPTED' : 'INVALID' };
}
