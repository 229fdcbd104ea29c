import { describe, expect, it } from 'vitest';
import { LimitPeriod } from './protection.ts';
import {
  BRAND_PROTECTION_DEFAULTS,
  BrandProtection,
  brandProtection,
  ProtectionTool,
} from './protection-brand.ts';
import { SelfExclusionPeriod, TimeOutPeriod } from './protection-breaks.ts';

describe("a brand's protection settings", () => {
  it('default to every tool and every period, which is the behaviour of a brand that sets none', () => {
    expect(BRAND_PROTECTION_DEFAULTS.tools).toEqual(ProtectionTool.options);
    expect(BRAND_PROTECTION_DEFAULTS.limitPeriods).toEqual(LimitPeriod.options);
    expect(BRAND_PROTECTION_DEFAULTS.timeOutPeriods).toEqual(TimeOutPeriod.options);
    expect(BRAND_PROTECTION_DEFAULTS.selfExclusionPeriods).toEqual(SelfExclusionPeriod.options);
    expect(BrandProtection.parse(BRAND_PROTECTION_DEFAULTS)).toEqual(BRAND_PROTECTION_DEFAULTS);
    expect(brandProtection(undefined)).toEqual(BRAND_PROTECTION_DEFAULTS);
  });

  it('keep what the brand sets and fill in the rest', () => {
    expect(brandProtection({ coolingOffHours: 48, tools: [] })).toEqual({
      ...BRAND_PROTECTION_DEFAULTS,
      coolingOffHours: 48,
      tools: [],
    });
  });

  it('refuse empty or repeated lists and a cooling-off outside 1 to 168 hours', () => {
    for (const bad of [
      { coolingOffHours: 0 },
      { coolingOffHours: 169 },
      { coolingOffHours: 1.5 },
      { limitPeriods: [] },
      { selfExclusionPeriods: ['DAY'] },
      { timeOutPeriods: ['WEEK', 'WEEK'] },
      { tools: ['DEPOSIT', 'DEPOSIT'] },
      { tools: ['SELF_RESTRICTION'] },
    ]) {
      expect(BrandProtection.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(BrandProtection.safeParse({ coolingOffHours: 1, tools: [] }).success).toBe(true);
    expect(BrandProtection.safeParse({ coolingOffHours: 168 }).success).toBe(true);
  });
});
