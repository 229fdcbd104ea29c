import type { LimitKind, LimitPeriod } from './protection.ts';
import type { SelfExclusionPeriod, TimeOutPeriod } from './protection-periods.ts';

/**
 * The defaults of a brand's protection settings, apart from their schema (protection-brand.ts) so
 * that a page that only reads the brand's settings (the login's break notice) loads no schemas.
 */

/**
 * A brand's protection settings with every default filled in: `BrandProtection` (protection-brand.ts)
 * with nothing left out; the schema's file checks the two agree.
 */
export interface BrandProtectionSettings {
  realityCheckMinutes: 10 | 20 | 30 | 60;
  realityCheckMayBeOff: boolean;
  tools: (LimitKind | 'SESSION_LIMIT' | 'REALITY_CHECK' | 'TIME_OUT' | 'SELF_EXCLUSION')[];
  coolingOffHours: number;
  limitPeriods: LimitPeriod[];
  timeOutPeriods: TimeOutPeriod[];
  selfExclusionPeriods: SelfExclusionPeriod[];
}

/** Today's behaviour: every tool on, 24 hours' cooling-off, every period offered. */
export const BRAND_PROTECTION_DEFAULTS: BrandProtectionSettings = {
  realityCheckMinutes: 60,
  realityCheckMayBeOff: false,
  tools: ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION_LIMIT', 'REALITY_CHECK', 'TIME_OUT', 'SELF_EXCLUSION'],
  coolingOffHours: 24,
  limitPeriods: ['DAY', 'WEEK', 'MONTH'],
  timeOutPeriods: ['DAY', 'WEEK', 'MONTH', 'SIX_WEEKS'],
  selfExclusionPeriods: ['SIX_MONTHS', 'YEAR', 'FIVE_YEARS', 'PERMANENT'],
};

/** The brand's settings with the defaults for what it left out (the one place for server and web). */
export function brandProtection(
  brand: Partial<BrandProtectionSettings> | undefined,
): BrandProtectionSettings {
  const set = Object.fromEntries(Object.entries(brand ?? {}).filter(([, v]) => v !== undefined));
  return { ...BRAND_PROTECTION_DEFAULTS, ...set };
}
