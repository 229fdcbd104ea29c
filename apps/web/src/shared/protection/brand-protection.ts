import { type BrandProtectionSettings, brandProtection } from '@croupier/contract/protection-brand-defaults';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/index.ts';

/**
 * The brand's protection settings with the contract's defaults filled in (docs/decisions/046): the
 * tools that are on, the cooling-off and the periods offered. Loads no schemas.
 */
export function useBrandProtection(): BrandProtectionSettings {
  const { protection } = useBrand();
  return useMemo(() => brandProtection(protection), [protection]);
}

/** The brand's cooling-off as a text ("24 hours"), for the sentences that say how long a change waits. */
export function useCoolingOffText(hours?: number): string {
  const { t } = useTranslation();
  const brand = useBrandProtection();
  return t('saferGambling.hours', { count: hours ?? brand.coolingOffHours });
}
