import { z } from 'zod';
import { SELF_RESTRICTION_MAX_DAYS, SELF_RESTRICTION_MIN_DAYS } from './constants.ts';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { Amount } from './payments.ts';
import { FIELD_REQUIRED_MESSAGE } from './rules/fields.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { MultilineText } from './rules/text.ts';

/** Player protection (001 §3, §5, §7 Self-restriction): a player suspends their own account. */

export const SuspendBody = z
  .object({
    durationUnit: z.enum(['Days', 'Forever'], FIELD_REQUIRED_MESSAGE),
    durationAmount: z.coerce.number().int().optional(),
    comment: MultilineText().trim().max(1000).optional(),
    reason: MultilineText().trim().max(200).optional(),
    permanent: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.durationUnit !== 'Days') return;
    const n = b.durationAmount;
    if (n === undefined || n < SELF_RESTRICTION_MIN_DAYS || n > SELF_RESTRICTION_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['durationAmount'],
        message: SCHEMA_MESSAGES.selfRestrictionDays,
      });
    }
  });
export type SuspendBody = z.input<typeof SuspendBody>;
export const SuspendParams = z.object({ id: PlayerUuid });
export const SuspendResponse = z.object({
  success: z.boolean(),
  type: z.enum(['temporary', 'permanently']),
  /** ISO end of a temporary restriction; null when permanent. */
  endDate: z.string().nullable(),
});

// ── Deposit limits (docs/decisions/042-deposit-limits.md) ──────────────────────────────────────

/** A limit's rolling window: the last 24 hours, 7 days or 30 days. */
export const LimitPeriod = z.enum(['DAY', 'WEEK', 'MONTH']);
export type LimitPeriod = z.infer<typeof LimitPeriod>;
/** Each window's length; the seamless wallet's SQL repeats them (`protection_window`, drizzle/0022). */
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = {
  DAY: 24 * 3_600_000,
  WEEK: 7 * 24 * 3_600_000,
  MONTH: 30 * 24 * 3_600_000,
};
/**
 * What a limit limits: deposits; net loss (real-money stakes less real-money wins); wagers (real-money
 * stakes). Bonus money counts towards neither of the last two (docs/decisions/043-loss-and-wager-limits.md).
 */
export const LimitKind = z.enum(['DEPOSIT', 'LOSS', 'WAGER']);
export type LimitKind = z.infer<typeof LimitKind>;

/** One limit in force, in the player's currency (amounts in major units). */
export const PlayerLimit = z.object({
  kind: LimitKind,
  period: LimitPeriod,
  amount: z.number(),
  /**
   * Deposited, lost or wagered within the window (a deposit counts from when it is started unless it
   * fails; play counts by the hour, from the first loss or wager limit) …
   */
  used: z.number(),
  /** … and what is left of the limit now. */
  left: z.number(),
  /** When the oldest deposit (or hour of play) in the window leaves it; null when nothing is used. */
  freesAt: z.string().nullable(),
  /** Who set it: a player cannot raise or remove a limit the operator set. */
  setBy: z.enum(['PLAYER', 'OPERATOR']),
  /** An increase (or a removal: amount null) waiting for its cooling-off, then the player's confirmation. */
  pending: z
    .object({ amount: z.number().nullable(), effectiveAt: z.string(), confirmable: z.boolean() })
    .nullable(),
});
export type PlayerLimit = z.infer<typeof PlayerLimit>;

export const PlayerLimits = z.object({
  currency: z.string(),
  limits: z.array(PlayerLimit),
  /** How long an increase or a removal waits. */
  coolingOffHours: z.number(),
});
export type PlayerLimits = z.infer<typeof PlayerLimits>;

/** Sets a limit (a new one or a decrease at once; an increase waits), or removes it (amount null: waits). */
export const SetLimitBody = z.object({
  kind: LimitKind,
  period: LimitPeriod,
  amount: Amount.nullable(),
});
export type SetLimitBody = z.input<typeof SetLimitBody>;
export const ConfirmLimitBody = z.object({ kind: LimitKind, period: LimitPeriod });
export type ConfirmLimitBody = z.input<typeof ConfirmLimitBody>;

/** `details` of 403 error.protection.deposit-limit: the tightest limit, what is left and when it frees up. */
export const DepositLimitDetails = z.object({
  period: LimitPeriod,
  left: z.number(),
  freesAt: z.string().nullable(),
  currency: z.string(),
});
export type DepositLimitDetails = z.infer<typeof DepositLimitDetails>;

/**
 * `details` of 403 error.protection.play-limit, the seamless wallet's refusal of a bet that would
 * cross a loss or wager limit (a game shows its "limit reached" state): the tightest limit, what is
 * left of it (in minor units, as the wallet's amounts) and when more frees up.
 */
export const PlayLimitDetails = z.object({
  kind: z.enum(['LOSS', 'WAGER']),
  period: LimitPeriod,
  leftMinor: z.number().int(),
  freesAt: z.string().nullable(),
  currency: z.string(),
});
export type PlayLimitDetails = z.infer<typeof PlayLimitDetails>;

export const protectionEndpoints = {
  suspendProfile: defineEndpoint({
    id: 'suspendProfile',
    method: 'PUT',
    base: 'host',
    path: '/profile/profiles/{id}/suspend',
    auth: 'player',
    summary:
      'Self-restriction (001 §3, §5): 1 to 30 days, or forever. Ends every session of the player; login then answers 423 error.player.self-restricted.',
    params: SuspendParams,
    body: SuspendBody,
    response: SuspendResponse,
  }),
  playerLimits: defineEndpoint({
    id: 'playerLimits',
    method: 'GET',
    base: 'host',
    path: '/player-protection/limits',
    auth: 'player',
    summary:
      "The player's deposit, loss and wager limits: each in force with what is used and left, and any increase or removal waiting.",
    response: PlayerLimits,
  }),
  setPlayerLimit: defineEndpoint({
    id: 'setPlayerLimit',
    method: 'PUT',
    base: 'host',
    path: '/player-protection/limits',
    auth: 'player',
    summary:
      "Sets a deposit, loss or wager limit for a rolling 24 hours, 7 days or 30 days. A new limit or a decrease applies at once; an increase or a removal (amount null) waits the brand's cooling-off, then the player confirms it. 403 error.protection.limit.operator for a limit the operator set; a new limit or an increase of a kind the brand has switched off is 403 error.protection.tool-off (details tool), of a window it does not offer 400 (field error period).",
    body: SetLimitBody,
    response: PlayerLimits,
  }),
  confirmPlayerLimit: defineEndpoint({
    id: 'confirmPlayerLimit',
    method: 'POST',
    base: 'host',
    path: '/player-protection/limits/confirm',
    auth: 'player',
    summary:
      'Applies a waiting increase or removal once its cooling-off has ended. 409 error.protection.limit.cooling-off (details effectiveAt) before; 409 error.protection.limit.nothing-pending when nothing waits.',
    body: ConfirmLimitBody,
    response: PlayerLimits,
  }),
} as const;
