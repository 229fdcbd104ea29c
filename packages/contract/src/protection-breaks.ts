import { z } from 'zod';
import { SigninBody } from './auth.ts';
import { defineEndpoint } from './http.ts';
import { readBy } from './operator-roles.ts';
import { PageNumber, pageOf, pageSize } from './paging.ts';
import { SelfExclusionPeriod, TimeOutPeriod } from './protection-periods.ts';

export { SelfExclusionPeriod, TimeOutPeriod } from './protection-periods.ts';

/**
 * Time-out and self-exclusion (docs/decisions/045-time-out-and-self-exclusion.md): the player takes
 * a break from the whole account. Apart from the spec's self-restriction (001 §7 suspend), which
 * keeps its own call and answers.
 */

/** A time-out ("take a break") ends by itself; a self-exclusion ends only when the player asks to reopen. */
export const BreakKind = z.enum(['TIME_OUT', 'SELF_EXCLUSION']);
export type BreakKind = z.infer<typeof BreakKind>;
export const BreakPeriod = z.enum([...TimeOutPeriod.options, ...SelfExclusionPeriod.options]);
export type BreakPeriod = z.infer<typeof BreakPeriod>;

const HOUR_MS = 3_600_000;

/**
 * When a break taken at `from` ends; null for a permanent self-exclusion. Time-outs count hours
 * (24 hours, 7, 30, 42 days); self-exclusions count calendar months and years in UTC.
 */
export function breakEnd(period: BreakPeriod, from: Date): Date | null {
  const days = { DAY: 1, WEEK: 7, MONTH: 30, SIX_WEEKS: 42 } as const;
  if (period in days) return new Date(from.getTime() + days[period as TimeOutPeriod] * 24 * HOUR_MS);
  if (period === 'PERMANENT') return null;
  const end = new Date(from.getTime());
  if (period === 'SIX_MONTHS') end.setUTCMonth(end.getUTCMonth() + 6);
  else end.setUTCFullYear(end.getUTCFullYear() + (period === 'YEAR' ? 1 : 5));
  return end;
}

/** Takes a time-out or a self-exclusion from now: every session ends at once. */
export const TakeBreakBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TIME_OUT'), period: TimeOutPeriod }),
  z.object({ kind: z.literal('SELF_EXCLUSION'), period: SelfExclusionPeriod }),
]);
export type TakeBreakBody = z.input<typeof TakeBreakBody>;

export const BreakTaken = z.object({
  kind: BreakKind,
  period: BreakPeriod,
  startsAt: z.string(),
  /** Null: permanent. */
  endsAt: z.string().nullable(),
});
export type BreakTaken = z.infer<typeof BreakTaken>;

/**
 * `details` of the 423 answers at login: `error.protection.break` while a break runs, and
 * `error.protection.self-exclusion.ended` once a self-exclusion's end has passed and the account
 * waits for the player to ask to reopen it (`reopensAt` once asked). `type`/`expirationDate` are the
 * self-restriction's shape (001 §8), so a client that knows only that one still shows the date.
 */
export const BreakRefusalDetails = z.object({
  type: z.enum(['temporary', 'permanently']),
  kind: BreakKind,
  /** When the break ends (or ended); absent when permanent. */
  expirationDate: z.string().optional(),
  /** When the account reopens, once the player asked to reopen it. */
  reopensAt: z.string().optional(),
});
export type BreakRefusalDetails = z.infer<typeof BreakRefusalDetails>;

/** The login's credentials: only the player may ask to reopen, and they cannot log in to ask. */
export const ReopenBody = SigninBody.omit({ deviceFingerprint: true });
export type ReopenBody = z.input<typeof ReopenBody>;
export const ReopenAnswer = z.object({ reopensAt: z.string() });
export type ReopenAnswer = z.infer<typeof ReopenAnswer>;

/** Where a break stands: running, ended (a self-exclusion waiting to be asked to reopen, or reopening), or over. */
export const BreakStatus = z.enum(['ACTIVE', 'AWAITING_REOPEN', 'REOPENING', 'ENDED', 'SUPERSEDED']);
export type BreakStatus = z.infer<typeof BreakStatus>;

export const BreakRecord = z.object({
  kind: BreakKind,
  period: BreakPeriod,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  reopenRequestedAt: z.string().nullable(),
  reopensAt: z.string().nullable(),
  /** SUPERSEDED: a longer break replaced it. */
  status: BreakStatus,
});
export type BreakRecord = z.infer<typeof BreakRecord>;

export const OperatorPlayerBreaks = z.object({
  /** The break in force (running, or a self-exclusion not reopened yet); null when none. */
  current: BreakRecord.nullable(),
  /** Every break the player took, newest first. */
  history: z.array(BreakRecord),
});
export type OperatorPlayerBreaks = z.infer<typeof OperatorPlayerBreaks>;

export const ExcludedPlayer = z.object({
  playerUUID: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  kind: BreakKind,
  from: z.string(),
  /** Null: permanent, or a self-exclusion past its end that has not reopened (still excluded). */
  until: z.string().nullable(),
});
export type ExcludedPlayer = z.infer<typeof ExcludedPlayer>;
/** The player an operator's call is about (as rewards-operator's, without loading those schemas here). */
const OperatorPlayerParams = z.object({ playerUUID: z.uuid() });
export const ExcludedPlayersQuery = z.object({ page: PageNumber, size: pageSize(100) });
export const ExcludedPlayersPage = pageOf(ExcludedPlayer);

export const protectionBreaksEndpoints = {
  takeBreak: defineEndpoint({
    id: 'takeBreak',
    method: 'POST',
    base: 'host',
    path: '/player-protection/breaks',
    auth: 'player',
    summary:
      'Takes a time-out (24 hours, 7 days, 30 days, 6 weeks) or a self-exclusion (6 months, 1 year, 5 years, permanent), of the lengths the brand offers. Ends every session and game at once, stops marketing and forfeits bonuses; login answers 423 error.protection.break until it ends. A break in force can only be lengthened: 409 error.protection.break.shorter (details expirationDate). 403 error.protection.tool-off (details tool) when the brand has switched that kind of break off; 400 with a field error for a length the brand does not offer.',
    body: TakeBreakBody,
    response: BreakTaken,
  }),
  reopenAccount: defineEndpoint({
    id: 'reopenAccount',
    method: 'POST',
    base: 'host',
    path: '/player-protection/self-exclusion/reopen',
    auth: 'public',
    summary:
      "Asks to reopen an account whose self-exclusion has ended, with the login's credentials; it reopens the brand's cooling-off (`coolingOffHours`, 24 by default) later. 401 on wrong credentials; 409 error.protection.reopen.refused (details reason: RUNNING | PERMANENT | NOT_EXCLUDED).",
    body: ReopenBody,
    response: ReopenAnswer,
  }),
  operatorPlayerBreaks: defineEndpoint({
    id: 'operatorPlayerBreaks',
    method: 'GET',
    base: 'host',
    path: '/operator/players/{playerUUID}/breaks',
    roles: readBy('compliance', 'support'),
    auth: 'operator',
    summary: "Operator: a player's time-out or self-exclusion in force and every one they took.",
    params: OperatorPlayerParams,
    response: OperatorPlayerBreaks,
  }),
  operatorExcludedPlayers: defineEndpoint({
    id: 'operatorExcludedPlayers',
    method: 'GET',
    base: 'host',
    path: '/operator/excluded-players',
    roles: readBy('compliance'),
    auth: 'operator',
    summary:
      'Operator: the players on a time-out or self-excluded now (uuid, e-mail, phone, kind, from, until), paged, oldest first: a marketing suppression list.',
    query: ExcludedPlayersQuery,
    response: ExcludedPlayersPage,
  }),
} as const;
