import { z } from 'zod';
import { LimitKind, LimitPeriod } from './protection.ts';
import type { BrandProtectionSettings } from './protection-brand-defaults.ts';
import { SelfExclusionPeriod, TimeOutPeriod } from './protection-periods.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';

/**
 * What a brand decides about its player-protection tools (brand config `protection`;
 * docs/decisions/044-reality-checks-session-limits.md, 046-brand-protection-settings.md). Every
 * setting is optional: a brand that sets none behaves as BRAND_PROTECTION_DEFAULTS. The spec's own
 * self-restriction (001 §7) is not among the tools: it is always on.
 */

/** The tools a brand may switch off: the three kinds of limit by their kind, the breaks by theirs. */
export const ProtectionTool = z.enum([
  ...LimitKind.options,
  'SESSION_LIMIT',
  'REALITY_CHECK',
  'TIME_OUT',
  'SELF_EXCLUSION',
]);
export type ProtectionTool = z.infer<typeof ProtectionTool>;

/** The bounds of a brand's cooling-off, in hours: at least an hour, at most a week. */
export const COOLING_OFF_MIN_HOURS = 1;
export const COOLING_OFF_MAX_HOURS = 168;

/** A non-empty list of distinct values of `values`. */
const subset = <T extends z.ZodEnum>(values: T) =>
  z
    .array(values)
    .min(1)
    .refine((list) => new Set(list).size === list.length, { message: SCHEMA_MESSAGES.distinctValues });

export const BrandProtection = z.object({
  /** The reality-check interval a player has until they choose another. */
  realityCheckMinutes: z.union([z.literal(10), z.literal(20), z.literal(30), z.literal(60)]).optional(),
  /** Whether a player may turn reality checks off. */
  realityCheckMayBeOff: z.boolean().optional(),
  /** The tools that are on (any subset; an empty list leaves only the self-restriction). */
  tools: z
    .array(ProtectionTool)
    .refine((list) => new Set(list).size === list.length, { message: SCHEMA_MESSAGES.distinctValues })
    .optional(),
  /**
   * The wait before a raise or removal of a limit (deposit, loss, wager, daily time) may be
   * confirmed, and before an ended self-exclusion reopens once the player asked.
   */
  coolingOffHours: z.number().int().min(COOLING_OFF_MIN_HOURS).max(COOLING_OFF_MAX_HOURS).optional(),
  /** The windows a deposit, loss or wager limit may have. */
  limitPeriods: subset(LimitPeriod).optional(),
  timeOutPeriods: subset(TimeOutPeriod).optional(),
  selfExclusionPeriods: subset(SelfExclusionPeriod).optional(),
});
export type BrandProtection = z.infer<typeof BrandProtection>;
export type { BrandProtectionSettings } from './protection-brand-defaults.ts';
export { BRAND_PROTECTION_DEFAULTS, brandProtection } from './protection-brand-defaults.ts';

// The settings type of the defaults' file is this schema's with nothing left out, both ways.
true satisfies Required<BrandProtection> extends BrandProtectionSettings
  ? BrandProtectionSettings extends Required<BrandProtection>
    ? true
    : false
  : false;

/** `details` of 403 error.protection.tool-off: the tool the brand has switched off. */
export const ToolOffDetails = z.object({ tool: ProtectionTool });
export type ToolOffDetails = z.infer<typeof ToolOffDetails>;
