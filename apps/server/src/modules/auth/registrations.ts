import { normalizePromoCode, type Promo } from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';

/** A new player as the registration's observers see it, inside its transaction (not committed yet). */
export interface RegisteredPlayer {
  uuid: string;
  /** The brand the account is made on: its promo codes and campaigns are the ones that apply. */
  brandId: string;
  currency: string;
  country: string;
  languageCode: string | null;
}

/** What an observer answers of a registration. */
export interface RegistrationAnswer {
  /** Where success leads (000 §2): the link of the campaign the player joined. */
  campaignLink?: string | null;
  /** The promo code could not be redeemed after all (its last use went to another registration). */
  promoRefused?: boolean;
}

/**
 * What other modules learn of registrations (the shape of seamless-wallet's `rounds.ts`): the rewards
 * module owns promo codes (000 §3 `promo {code, status}`): it says whether a code is usable and
 * grants its reward; the campaigns module joins the campaign the player chose (a welcome pack) or
 * arrived by (000 §3 `campaignUuid`) and fires registration campaigns. Each subscribes in its own
 * `index.ts`; they are told in the order the composition root built them.
 */
export interface RegistrationObserver {
  /** Before the account exists: whether a promo code of the brand is usable by a player of that market. */
  promoUsable?(
    code: string,
    market: { brandId: string; currency: string; country: string },
  ): Promise<boolean>;
  /** Inside the registration's transaction: what it writes commits with the player. */
  registered?(
    tx: DbOrTx,
    e: { player: RegisteredPlayer; campaignUuid: string | null; promoCode: string | null },
  ): Promise<RegistrationAnswer | undefined>;
}

/**
 * The promo answer before the account exists: letters and digits, lower-cased; ACCEPTED when an
 * observer finds it usable (none: every code is INVALID); null when none was sent. A code that
 * cannot be used answers INVALID and the registration still succeeds.
 */
export async function checkPromoCode(
  raw: string | undefined,
  observers: readonly RegistrationObserver[],
  market: { brandId: string; currency: string; country: string },
): Promise<Promo | null> {
  const code = normalizePromoCode(raw ?? '');
  if (!code) return null;
  for (const o of observers) {
    if (await o.promoUsable?.(code, market)) return { code, status: 'ACCEPTED' };
  }
  return { code, status: 'INVALID' };
}

/** Tells every observer of the new player, in order; answers their answers merged. */
export async function tellRegistered(
  observers: readonly RegistrationObserver[],
  tx: DbOrTx,
  e: { player: RegisteredPlayer; campaignUuid: string | null; promoCode: string | null },
): Promise<Required<RegistrationAnswer>> {
  const merged: Required<RegistrationAnswer> = { campaignLink: null, promoRefused: false };
  for (const o of observers) {
    const answer = await o.registered?.(tx, e);
    merged.campaignLink ??= answer?.campaignLink ?? null;
    merged.promoRefused ||= answer?.promoRefused ?? false;
  }
  return merged;
}
