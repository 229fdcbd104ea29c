import type { BrandConfig, DeviceType } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../api/index.ts';
import { profileKeys } from '../api/query-keys.ts';
import { deviceType } from '../device.ts';
import { useSession } from '../session/use-session.ts';
import { rememberedMarket } from './player-market.ts';

/** The brand this site serves, read from `GET /brand/config` at start (one build serves any brand). */
export const BrandContext = createContext<BrandConfig | null>(null);

export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandContext');
  return brand;
}

/**
 * The market filters every catalogue call passes: the logged-in player's country and currency (from
 * their profile, or remembered from it), else the brand's defaults; device; locale (ADR 020).
 * `ready` is false while a logged-in player's market is not known yet: a call with the market waits
 * for it (`enabled: market.ready`), so no call goes out in the brand's market for a player.
 */
export interface Market {
  countryCode: string;
  currencyCode: string;
  deviceType: DeviceType;
  locale: string;
  ready: boolean;
}

export function useMarket(): Market {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { uuid, isLogged } = useSession();
  const player = isLogged ? uuid : null;
  // The same query (and cache entry) as the profile feature's `profileQueryOptions`. The profile's
  // contract (with the phone and password rules) loads only for a logged-in player, never in the
  // lobby's first load.
  const profile = useQuery({
    queryKey: profileKeys.detail(uuid ?? ''),
    queryFn: async ({ signal }) => {
      const { profileEndpoints } = await import('@croupier/contract/profile');
      return callEndpoint(profileEndpoints.getProfile, { params: { id: uuid ?? '' }, signal });
    },
    enabled: !!player,
  });
  const remembered = useMemo(() => rememberedMarket(player), [player]);
  const own = player ? (profile.data ?? remembered) : null;
  return {
    countryCode: own?.country ?? brand.defaultCountry,
    currencyCode: own?.currency ?? brand.defaultCurrency,
    deviceType: deviceType(),
    locale: i18n.language || brand.defaultLocale,
    // A profile that cannot be read leaves the brand's market; the server applies the token's
    // player's own to the calls that read a token (ADR 020). Once it failed, a retry (a new
    // observer mounting refetches it) does not take the market back.
    ready: !player || !!own || profile.errorUpdateCount > 0,
  };
}

/** The market as part of a query key: what the call sends, not whether it may be sent yet. */
export function marketKey({ countryCode, currencyCode, deviceType, locale }: Market) {
  return { countryCode, currencyCode, deviceType, locale };
}

const THEME_VARS: Record<keyof BrandConfig['theme'], string> = {
  primary: '--brand-primary',
  primaryContrast: '--brand-primary-contrast',
  background: '--brand-background',
  surface: '--brand-surface',
  text: '--brand-text',
  muted: '--brand-muted',
  accent: '--brand-accent',
};

/** Puts the brand's theme colours on :root, where the Tailwind theme reads them. */
export function applyTheme(theme: BrandConfig['theme'], root: HTMLElement = document.documentElement): void {
  for (const [key, variable] of Object.entries(THEME_VARS) as [keyof BrandConfig['theme'], string][]) {
    root.style.setProperty(variable, theme[key]);
  }
}
