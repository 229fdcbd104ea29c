import {
  type BrandProtectionSettings,
  type DismissInvitationBody,
  ErrorCode,
  LIMIT_PERIOD_MS,
  type LimitInvitation,
  type ProtectionTool,
  REALITY_CHECK_CHOICES_S,
  type SessionSummary,
  type SetRealityCheckBody,
  type SetSessionLimitBody,
  toMajor,
} from '@croupier/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { LoginSpan } from '../auth/index.ts';
import * as repo from './session-repository.ts';
import { freesAt, limitReachedAt, type Span, usedMs } from './session-spans.ts';
import type { PlayerSessionSettingsRow } from './tables.ts';

/**
 * The player's session (docs/decisions/044-reality-checks-session-limits.md): the reality check's
 * figures and interval, the daily limit on time logged in (rolling 24 hours; a decrease at once, a
 * raise or removal after the cooling-off and the player's confirmation, as deposit limits), the
 * previous login and the deposit-limit invitation.
 */

const DAY_MS = LIMIT_PERIOD_MS.DAY;
/** A login with less than this left of the day's time is refused rather than ended at once. */
const LEAST_SESSION_MS = 60_000;

/** The auth module's sessions as time (its `SessionTimes`). */
export interface SessionClock {
  spans(playerUuid: string, since: Date): Promise<LoginSpan[]>;
  startOf(playerUuid: string, sessionId: string): Promise<Date | null>;
  previousLogin(playerUuid: string, before: Date): Promise<Date | null>;
  limitLive(playerUuid: string, until: Date | null): Promise<void>;
  endPastLimit(): Promise<string[]>;
}

export interface SessionProtectionDeps {
  db: Db;
  now: () => number;
  clock: SessionClock;
  /** Staked and paid since then, minor units (the seamless wallet's rounds). */
  played: (playerUuid: string, currency: string, since: Date) => Promise<{ wagered: bigint; won: bigint }>;
  currencyOf: (playerUuid: string) => Promise<string>;
  minorUnits: (currency: string) => number;
  /** The brand's protection settings as they are now (defaults filled in). */
  brand: () => BrandProtectionSettings;
  /** Whether the player has a deposit limit, or has deposited: then no invitation. */
  hasDepositLimit: (playerUuid: string) => Promise<boolean>;
  hasDeposited: (playerUuid: string) => Promise<boolean>;
  /** A reality-check interval offered beside the usual ones (tests; the local demo only). */
  testIntervalSeconds?: number | undefined;
}

const toSpans = (logins: readonly LoginSpan[]): Span[] =>
  logins.map((l) => ({ start: l.start.getTime(), end: l.end?.getTime() ?? null }));

export class SessionProtection {
  constructor(private readonly d: SessionProtectionDeps) {}

  private brand(): BrandProtectionSettings {
    return this.d.brand();
  }

  /** A setting call of a tool the brand has switched off: 403 with the tool. */
  private offered(tool: ProtectionTool) {
    if (!this.brand().tools.includes(tool)) {
      throw new AppError(ErrorCode.toolOff, 'This tool is not offered', { details: { tool } });
    }
  }

  private choices(): number[] {
    const test = this.d.testIntervalSeconds;
    return test ? [test, ...REALITY_CHECK_CHOICES_S] : [...REALITY_CHECK_CHOICES_S];
  }

  private async settings(playerUuid: string): Promise<PlayerSessionSettingsRow> {
    return (
      (await repo.findSettings(this.d.db, playerUuid)) ??
      repo.emptySettings(playerUuid, new Date(this.d.now()))
    );
  }

  private async spans(playerUuid: string, now: number): Promise<Span[]> {
    return toSpans(await this.d.clock.spans(playerUuid, new Date(now - DAY_MS)));
  }

  /** When the limit ends a session live from now on, or null without a limit. */
  private async limitEnd(playerUuid: string, minutes: number | null, now: number): Promise<Date | null> {
    if (minutes === null) return null;
    return new Date(limitReachedAt(await this.spans(playerUuid, now), now, minutes * 60_000, DAY_MS));
  }

  /** The figures of this session and the player's settings (GET /player-protection/session). */
  async summary(playerUuid: string, sessionId: string): Promise<SessionSummary> {
    const now = this.d.now();
    const started = await this.d.clock.startOf(playerUuid, sessionId);
    if (!started) throw new AppError(ErrorCode.unauthorized, 'The session has ended; log in again');
    const currency = await this.d.currencyOf(playerUuid);
    const [row, previous, played, spans, invitation] = await Promise.all([
      this.settings(playerUuid),
      this.d.clock.previousLogin(playerUuid, started),
      this.d.played(playerUuid, currency, started),
      this.spans(playerUuid, now),
      this.invitation(playerUuid),
    ]);
    const major = (v: bigint) => toMajor(v, this.d.minorUnits(currency));
    const brand = this.brand();
    // A brand without reality checks has none, whatever a player chose before.
    const interval = !brand.tools.includes('REALITY_CHECK')
      ? null
      : row.realityCheckSeconds === 0 && brand.realityCheckMayBeOff
        ? null
        : row.realityCheckSeconds || brand.realityCheckMinutes * 60;
    const intervalMs = (interval ?? 0) * 1000;
    const minutes = row.dailyMinutes;
    return {
      now: new Date(now).toISOString(),
      startedAt: started.toISOString(),
      previousLoginAt: previous?.toISOString() ?? null,
      currency,
      wagered: major(played.wagered),
      won: major(played.won),
      net: major(played.won - played.wagered),
      realityCheck: {
        intervalSeconds: interval,
        nextCheckAt: interval
          ? new Date(
              started.getTime() + intervalMs * (Math.floor((now - started.getTime()) / intervalMs) + 1),
            ).toISOString()
          : null,
        choices: this.choices(),
        mayBeOff: brand.realityCheckMayBeOff,
      },
      dailyLimit:
        minutes === null
          ? null
          : {
              minutes,
              usedMinutes: Math.floor(usedMs(spans, now, DAY_MS) / 60_000),
              pending: row.pendingFrom && {
                minutes: row.pendingRemoval ? null : row.pendingMinutes,
                effectiveAt: row.pendingFrom.toISOString(),
                confirmable: row.pendingFrom.getTime() <= now,
              },
            },
      endsAt:
        minutes === null
          ? null
          : new Date(limitReachedAt(spans, now, minutes * 60_000, DAY_MS)).toISOString(),
      invitation,
    };
  }

  /** The stage of the deposit-limit invitation due, if any. */
  private async invitation(playerUuid: string): Promise<LimitInvitation | null> {
    const row = await repo.findSettings(this.d.db, playerUuid);
    const stage: LimitInvitation | null =
      row?.invitationDismissed === 'FIRST_DEPOSIT'
        ? null
        : row?.invitationDismissed === 'REGISTRATION'
          ? 'FIRST_DEPOSIT'
          : 'REGISTRATION';
    if (!stage || !this.brand().tools.includes('DEPOSIT')) return null;
    const [limited, deposited] = await Promise.all([
      this.d.hasDepositLimit(playerUuid),
      this.d.hasDeposited(playerUuid),
    ]);
    return limited || deposited ? null : stage;
  }

  private async change(
    playerUuid: string,
    fn: (row: PlayerSessionSettingsRow, at: Date) => PlayerSessionSettingsRow,
  ): Promise<PlayerSessionSettingsRow> {
    const at = new Date(this.d.now());
    return this.d.db.transaction(async (tx) => {
      const row = (await repo.findSettings(tx, playerUuid, true)) ?? repo.emptySettings(playerUuid, at);
      const next = { ...fn(row, at), updatedAt: at };
      await repo.saveSettings(tx, next);
      return next;
    });
  }

  async setRealityCheck(playerUuid: string, sessionId: string, body: SetRealityCheckBody) {
    this.offered('REALITY_CHECK');
    const wanted = body.intervalSeconds;
    const allowed = wanted === null ? this.brand().realityCheckMayBeOff : this.choices().includes(wanted);
    if (!allowed) {
      throw new AppError(ErrorCode.validation, 'This interval is not offered', {
        fieldErrors: { intervalSeconds: 'realityCheck.errors.interval' },
      });
    }
    await this.change(playerUuid, (row) => ({ ...row, realityCheckSeconds: wanted ?? 0 }));
    return this.summary(playerUuid, sessionId);
  }

  /**
   * The daily time limit: a new one or a decrease at once (a session past it ends now), the same
   * changes nothing, a raise or a removal waits the cooling-off and the player's confirmation.
   */
  async setLimit(playerUuid: string, sessionId: string, body: SetSessionLimitBody) {
    const wanted = body.minutes;
    const coolingOffMs = this.brand().coolingOffHours * 3_600_000;
    const row = await this.change(playerUuid, (row, at) => {
      const own = row.dailyMinutes;
      // Off at the brand: a limit the player has may still be lowered or removed (ADR 046).
      if (wanted !== null && (own === null || wanted > own)) this.offered('SESSION_LIMIT');
      if (wanted !== null && (own === null || wanted < own)) {
        return {
          ...row,
          dailyMinutes: wanted,
          pendingMinutes: null,
          pendingRemoval: false,
          pendingFrom: null,
        };
      }
      if (wanted === own) return row;
      return {
        ...row,
        pendingMinutes: wanted,
        pendingRemoval: wanted === null,
        pendingFrom: new Date(at.getTime() + coolingOffMs),
      };
    });
    await this.applyToLive(playerUuid, row.dailyMinutes);
    return this.summary(playerUuid, sessionId);
  }

  async confirmLimit(playerUuid: string, sessionId: string) {
    const row = await this.change(playerUuid, (row, at) => {
      if (!row.pendingFrom) {
        throw new AppError(ErrorCode.limitNothingPending, 'No change of this limit is waiting');
      }
      if (row.pendingFrom > at) {
        throw new AppError(ErrorCode.limitCoolingOff, 'The change waits until its cooling-off ends', {
          details: { effectiveAt: row.pendingFrom.toISOString() },
        });
      }
      const to = row.pendingRemoval ? null : row.pendingMinutes;
      return { ...row, dailyMinutes: to, pendingMinutes: null, pendingRemoval: false, pendingFrom: null };
    });
    await this.applyToLive(playerUuid, row.dailyMinutes);
    return this.summary(playerUuid, sessionId);
  }

  /** The player's live sessions end by the limit as it is now; one past it ends at once. */
  private async applyToLive(playerUuid: string, minutes: number | null) {
    const now = this.d.now();
    const until = await this.limitEnd(playerUuid, minutes, now);
    await this.d.clock.limitLive(playerUuid, until);
    if (until && until.getTime() <= now) await this.d.clock.endPastLimit();
  }

  async dismissInvitation(playerUuid: string, sessionId: string, body: DismissInvitationBody) {
    await this.change(playerUuid, (row) =>
      row.invitationDismissed === 'FIRST_DEPOSIT' ? row : { ...row, invitationDismissed: body.stage },
    );
    return this.summary(playerUuid, sessionId);
  }

  /**
   * Before a login's session starts (auth's gate): refused when less than a minute of the day's time
   * is left (403 with when it frees up), else answers when the limit ends it.
   */
  async beforeLogin(playerUuid: string, now: number): Promise<Date | null> {
    const row = await repo.findSettings(this.d.db, playerUuid);
    const minutes = row?.dailyMinutes ?? null;
    if (minutes === null) return null;
    const spans = await this.spans(playerUuid, now);
    const limitMs = minutes * 60_000;
    const ends = limitReachedAt(spans, now, limitMs, DAY_MS);
    if (ends - now >= LEAST_SESSION_MS) return new Date(ends);
    throw new AppError(ErrorCode.sessionLimit, 'Your daily time limit is used up', {
      details: {
        minutes,
        freesAt: new Date(freesAt(spans, now, limitMs - LEAST_SESSION_MS, DAY_MS)).toISOString(),
      },
    });
  }

  /** Ends the sessions past their limit (scheduled): their game sessions end with them. */
  endPastLimit(): Promise<string[]> {
    return this.d.clock.endPastLimit();
  }
}
