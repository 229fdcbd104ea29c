import { z } from 'zod';

/**
 * The lengths of a time-out and of a self-exclusion (docs/decisions/045-time-out-and-self-exclusion.md),
 * apart from the breaks' calls so that the brand's settings (read at the first load) name them
 * without the login's schemas.
 */
export const TimeOutPeriod = z.enum(['DAY', 'WEEK', 'MONTH', 'SIX_WEEKS']);
export type TimeOutPeriod = z.infer<typeof TimeOutPeriod>;
export const SelfExclusionPeriod = z.enum(['SIX_MONTHS', 'YEAR', 'FIVE_YEARS', 'PERMANENT']);
export type SelfExclusionPeriod = z.infer<typeof SelfExclusionPeriod>;
