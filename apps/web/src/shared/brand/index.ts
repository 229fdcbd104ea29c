import type { BrandConfig, DeviceType } from '@croupier/contract';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceType } from '../device.ts';

/** The brand this site serves, read from `GET /brand/config` at start (one build serves any brand). */
export const BrandContext = createContext<BrandConfig | null>(null);

export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand outside BrandContext');
  return brand;
}

/** The market filters every catalogue call passes: brand's country and currency, device, locale. */
export interface Market {
  countryCode: string;
  currencyCode: string;
  deviceType: DeviceType;
  locale: string;
}

export function useMarket(): Market {
  const brand = useBrand();
  const { i18n } = useTranslation();
  return {
    countryCode: brand.defaultCountry,
    currencyCode: brand.defaultCurrency,
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
