import type { BrandConfig, DeviceType } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../api/index.ts';
import { profileKeys } from '../api/query-keys.ts';
import { deviceType } from '../device.ts';
import { useSession } from '../session/use-session.ts';

/** The brand this site serves, read from `GET /brand/config` at start (one build serves any brand). */
export const BrandContext = createContext<BrandConfig | null>(null);

export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandContext');
  return brand;
}

/**
 * The market filters every catalogue call passes: the logged-in player's country and currency (from
 * their profile), else the brand's defaults; device; locale (ADR 020).
 */
export interface Market {
  countryCode: string;
  currencyCode: string;
  deviceType: DeviceType;
  locale: string;
}

export function useMarket(): Market {
  const brand = useBrand();
  const { i18n } = useTranslation();
  const { uuid, isLogged } = useSession();
  // The same query (and cache entry) as the profile feature's `profileQueryOptions`. The profile's
  // contract (with the phone and password rules) loads only for a logged-in player, never in the
  // lobby's first load.
  const profile = useQuery({
    queryKey: profileKeys.detail(uuid ?? ''),
    queryFn: async ({ signal }) => {
      const { profileEndpoints } = await import('@croupier/contract/profile');
      return callEndpoint(profileEndpoints.getProfile, { params: { id: uuid ?? '' }, signal });
    },
    enabled: !!uuid && isLogged,
  });
  const own = uuid && isLogged ? profile.data : undefined;
  return {
    countryCode: own?.country ?? brand.defaultCountry,
    currencyCode: own?.currency ?? brand.defaultCurrency,
    deviceType: deviceType(),
    locale: i18n.language || brand.defaultLocale,
  };
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
