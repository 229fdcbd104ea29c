import { normalizePromoCode, type Promo } from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';

/**
 * The registration's promo code (000 §3 `promo {code, status}`): the rewards module owns promo
 * codes; registration asks it whether the code is usable by a player of the chosen currency and
 * country, and has it grant the code's reward to the new player inside the registration's
 * transaction. A code that cannot be used answers INVALID and the registration still succeeds.
 */
export interface RegistrationPromo {
  usable(code: string, market: { currency: string; country: string }): Promise<boolean>;
  /** Grants the reward to the new player inside `tx`; false when the code can no longer be used. */
  redeem(
    tx: DbOrTx,
    player: { uuid: string; currency: string; country: string },
    code: string,
  ): Promise<boolean>;
}

/** No promo codes at all: every code is INVALID (a platform without the rewards module). */
export const NO_PROMO_CODES: RegistrationPromo = {
  usable: async () => false,
  redeem: async () => false,
};

/** The promo answer before the account exists: letters and digits, lower-cased; null when none was sent. */
export async function checkPromoCode(
  raw: string | undefined,
  promo: RegistrationPromo,
  market: { currency: string; country: string },
): Promise<Promo | null> {
  const code = normalizePromoCode(raw ?? '');
  if (!code) return null;
  return { code, status: (await promo.usable(code, market)) ? 'ACCEPTED' : 'INVALID' };
}

/**
 * The registration's campaign (000 §3 `campaignUuid`; the campaigns module): inside the
 * registration's transaction, joins the campaign the new player chose (a welcome pack) or arrived
 * by, fires registration campaigns, and answers the campaign's link (000 §2: success goes there).
 */
export interface RegistrationCampaign {
  registered(
    tx: DbOrTx,
    player: { uuid: string; currency: string; country: string; languageCode: string | null },
    campaignUuid: string | null,
  ): Promise<string | null>;
}

/** No campaigns at all (a platform without the campaigns module). */
export const NO_CAMPAIGNS: RegistrationCampaign = { registered: async () => null };
