import type { BrandConfig } from '@croupier/contract/content';
import type { Profile } from '@croupier/contract/profile';
import { chooseLocale } from '@croupier/contract/rules/locale';
import type { QueryClient } from '@tanstack/react-query';
import { GAMES } from '../../../shared/api/query-keys.ts';
import { rememberMarket } from '../../../shared/brand/player-market.ts';
import { i18n, switchLocale } from '../../../shared/i18n/index.ts';
import { avatarOf, avatarQueryOptions } from '../../../shared/profile/avatar.tsx';
import { profileQueryOptions } from '../../../shared/profile/get-profile.ts';
import { session } from '../../../shared/session/index.ts';
import { kycQueryOptions } from '../../../shared/verification/get-kyc-status.ts';
import { BALANCE_QUERY_KEY } from '../../../shared/wallet/balance-events.ts';

/** Query keys of lists that differ for a logged-in player (favourites, recent games …). */
const GAMES_QUERY_KEY = GAMES;

/**
 * Profile initialisation (000 §4), run when a player's session starts (login, registration, a
 * reload while logged in): refresh the profile; set logged; then in parallel the balance, the KYC
 * status (which sets or clears the verified cookie), the avatar (made from the profile, kept in the
 * cache) and the game lists; and switch the locale when the profile's differs. It answers the
 * profile: the deposit frame's optional warm-up comes after, from the app layer (ADR 012).
 */
export async function initProfile(deps: {
  queryClient: QueryClient;
  uuid: string;
  brand: Pick<BrandConfig, 'locales' | 'defaultLocale'>;
}): Promise<Profile> {
  const { queryClient, uuid, brand } = deps;
  const profile = await queryClient.fetchQuery({ ...profileQueryOptions(uuid), staleTime: 0 });
  session.update({ isLogged: true });
  // The player's market, for the first calls of the next visit (ADR 020) and the locale's location.
  const country = profile.country;
  rememberMarket(uuid, { country, currency: profile.currency });
  // 000 §4 locale choice: the profile's language in the player's country, then the location of that
  // country, then the language alone, a locale sharing its prefix, the brand's default.
  const locale = chooseLocale(
    brand.locales,
    { preferred: profile.languageCode, country },
    brand.defaultLocale,
  );
  // The avatar: made from the refreshed profile (the spec names no call for it), kept for the pages.
  queryClient.setQueryData(avatarQueryOptions(uuid).queryKey, avatarOf(profile));
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
    queryClient.fetchQuery({ ...kycQueryOptions(uuid), staleTime: 0 }),
    queryClient.invalidateQueries({ queryKey: GAMES_QUERY_KEY }),
    locale !== i18n.language
      ? switchLocale(locale, { hasAuth: true, countryCode: country })
      : Promise.resolve(),
  ]);
  return profile;
}
