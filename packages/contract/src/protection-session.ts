import { z } from 'zod';
import { defineEndpoint } from './http.ts';

/**
 * The player's session (docs/decisions/044-reality-checks-session-limits.md): reality checks, a daily
 * limit on time logged in, the previous login, the invitation to set a deposit limit, and the yearly
 * activity statement.
 */

/** The intervals a player may choose for reality checks, in seconds (10, 20, 30 and 60 minutes). */
export const REALITY_CHECK_CHOICES_S = [600, 1200, 1800, 3600] as const;

/** A daily session time limit's bounds, in minutes (per rolling 24 hours). */
export const SESSION_LIMIT_MIN_MINUTES = 5;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

/** Where the player stands in the deposit-limit invitation: shown after registration, then at the first deposit. */
export const LimitInvitation = z.enum(['REGISTRATION', 'FIRST_DEPOSIT']);
export type LimitInvitation = z.infer<typeof LimitInvitation>;

export const SessionSummary = z.object({
  /** The server's clock: the web times its checks from it, not from the device's. */
  now: z.string(),
  /** When this session began (the login). */
  startedAt: z.string(),
  /** The login before this one; null on the first. */
  previousLoginAt: z.string().nullable(),
  currency: z.string(),
  /** Staked in games since the login, major units (rolled-back rounds do not count) … */
  wagered: z.number(),
  /** … paid by those rounds … */
  won: z.number(),
  /** … and won minus wagered. */
  net: z.number(),
  realityCheck: z.object({
    /** Seconds between checks; null when the player turned them off. */
    intervalSeconds: z.number().int().positive().nullable(),
    /** The next check: the next whole interval after the login; null when off. */
    nextCheckAt: z.string().nullable(),
    /** What the player may choose (seconds). */
    choices: z.array(z.number().int().positive()),
    mayBeOff: z.boolean(),
  }),
  /** The daily limit on time logged in (rolling 24 hours); null when none. */
  dailyLimit: z
    .object({
      minutes: z.number().int(),
      /** Logged in within the last 24 hours, this session included. */
      usedMinutes: z.number().int(),
      /** A raise (or removal: minutes null) waiting its cooling-off, then the player's confirmation. */
      pending: z
        .object({ minutes: z.number().int().nullable(), effectiveAt: z.string(), confirmable: z.boolean() })
        .nullable(),
    })
    .nullable(),
  /** When the daily limit ends this session (logged in without a break until then); null when no limit. */
  endsAt: z.string().nullable(),
  invitation: LimitInvitation.nullable(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;

export const SetRealityCheckBody = z.object({
  /** One of `realityCheck.choices`, or null to turn checks off where the brand allows. */
  intervalSeconds: z.number().int().positive().nullable(),
});
export type SetRealityCheckBody = z.input<typeof SetRealityCheckBody>;

export const SetSessionLimitBody = z.object({
  minutes: z.number().int().min(SESSION_LIMIT_MIN_MINUTES).max(SESSION_LIMIT_MAX_MINUTES).nullable(),
});
export type SetSessionLimitBody = z.input<typeof SetSessionLimitBody>;

export const DismissInvitationBody = z.object({ stage: LimitInvitation });
export type DismissInvitationBody = z.input<typeof DismissInvitationBody>;

/** `details` of 403 error.protection.session-limit: the limit and when logging in is possible again. */
export const SessionLimitDetails = z.object({ minutes: z.number().int(), freesAt: z.string() });
export type SessionLimitDetails = z.infer<typeof SessionLimitDetails>;

const StatementFigures = z.object({ deposits: z.number(), withdrawals: z.number(), net: z.number() });
export const ActivityStatement = z.object({
  currency: z.string(),
  /** The first day of the first month (UTC) and now. */
  from: z.string(),
  to: z.string(),
  /** The last 12 months, oldest first, this month last (`2026-11`): completed deposits and withdrawals. */
  months: z.array(StatementFigures.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) })),
  total: StatementFigures,
});
export type ActivityStatement = z.infer<typeof ActivityStatement>;

export const protectionSessionEndpoints = {
  playerSession: defineEndpoint({
    id: 'playerSession',
    method: 'GET',
    base: 'host',
    path: '/player-protection/session',
    auth: 'player',
    summary:
      "This session's figures for the reality check (start, wagered, won, net, next check), the previous login, the daily time limit and when it ends the session, and the deposit-limit invitation.",
    response: SessionSummary,
  }),
  setRealityCheck: defineEndpoint({
    id: 'setRealityCheck',
    method: 'PUT',
    base: 'host',
    path: '/player-protection/session/reality-check',
    auth: 'player',
    summary:
      'Chooses the reality-check interval (one of the choices), or turns checks off (null) where the brand allows. 400 otherwise; 403 error.protection.tool-off when the brand has no reality checks.',
    body: SetRealityCheckBody,
    response: SessionSummary,
  }),
  setSessionLimit: defineEndpoint({
    id: 'setSessionLimit',
    method: 'PUT',
    base: 'host',
    path: '/player-protection/session/limit',
    auth: 'player',
    summary:
      "Sets the daily limit on time logged in (minutes per rolling 24 hours). A new limit or a decrease applies at once (the session may end); a raise or a removal (null) waits the brand's cooling-off, then the player confirms it. A new limit or a raise is 403 error.protection.tool-off when the brand has switched the daily time limit off.",
    body: SetSessionLimitBody,
    response: SessionSummary,
  }),
  confirmSessionLimit: defineEndpoint({
    id: 'confirmSessionLimit',
    method: 'POST',
    base: 'host',
    path: '/player-protection/session/limit/confirm',
    auth: 'player',
    summary:
      'Applies a waiting raise or removal of the daily time limit once its cooling-off ended. 409 error.protection.limit.cooling-off before; 409 error.protection.limit.nothing-pending when nothing waits.',
    response: SessionSummary,
  }),
  dismissLimitInvitation: defineEndpoint({
    id: 'dismissLimitInvitation',
    method: 'POST',
    base: 'host',
    path: '/player-protection/invitation/dismiss',
    auth: 'player',
    summary:
      '"Not now" to the invitation to set a deposit limit (after registration, or at the first deposit).',
    body: DismissInvitationBody,
    response: SessionSummary,
  }),
  activityStatement: defineEndpoint({
    id: 'activityStatement',
    method: 'GET',
    base: 'host',
    path: '/player-protection/statement',
    auth: 'player',
    summary:
      "The player's deposits, withdrawals and net position (deposits minus withdrawals) for each of the last 12 months and in total, completed payments only.",
    response: ActivityStatement,
  }),
} as const;
