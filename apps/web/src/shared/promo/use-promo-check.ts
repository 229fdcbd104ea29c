import { EXISTENCE_CHECK_DEBOUNCE_MS } from '@croupier/contract/constants';
import { middlewareKey } from '@croupier/contract/errors';
import { normalizePromoCode } from '@croupier/contract/rules/credentials';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/index.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useSession } from '../session/use-session.ts';
import { promoContentQuery } from './get-promo-content.ts';
import { type PromoMarket, promoValidationQuery } from './validate-promo-code.ts';

/** The spec names no delay for the promo check; it waits as the existence check does (000 §9). */
export const PROMO_CHECK_DEBOUNCE_MS = EXISTENCE_CHECK_DEBOUNCE_MS;

export type PromoCheck =
  /** Nothing to say: an empty field (the code is optional), typing, asking, or no answer. */
  | { status: 'idle' }
  /** Usable; the title of its reward when the CMS has one. */
  | { status: 'valid'; title: string | null }
  /** Refused: the reasons, as translation keys (001 §8 `info.errors.code`). */
  | { status: 'refused'; reasons: string[] };

/** Why the server refused a code: `info.errors.code`, else the field's error key, else the error's text. */
function refusalReasons(error: unknown): string[] | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  const reasons = error.reasons.code;
  if (reasons?.length) return reasons;
  return [error.fieldErrors.promoCode ?? middlewareKey(error.code)];
}

/**
 * Checks a promo code as it is typed (001 §5, §7, §8): letters and digits only, lower case, asked
 * once the field has rested; a refusal gives its reasons, a usable code its reward's title.
 * A guest passes the market the form chose; a player's is the token's.
 */
export function usePromoCheck(typed: string, market?: PromoMarket): PromoCheck {
  const { i18n } = useTranslation();
  const { isLogged, uuid } = useSession();
  const code = normalizePromoCode(typed);
  const asked = useDebouncedValue(code, PROMO_CHECK_DEBOUNCE_MS);
  const settled = asked !== '' && asked === code;
  const player = isLogged ? uuid : null;
  const validation = useQuery({
    ...promoValidationQuery(asked, player, player ? undefined : market),
    enabled: settled,
  });
  const valid = settled && validation.isSuccess;
  const content = useQuery({ ...promoContentQuery(i18n.language, asked), enabled: valid });
  if (!settled) return { status: 'idle' };
  if (validation.isError) {
    const reasons = refusalReasons(validation.error);
    return reasons ? { status: 'refused', reasons } : { status: 'idle' };
  }
  if (!valid || content.isPending) return { status: 'idle' };
  return { status: 'valid', title: content.data?.title || null };
}
