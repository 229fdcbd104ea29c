import {
  type BrandProtectionSettings,
  type BreakKind,
  type BreakRecord,
  type BreakRefusalDetails,
  type BreakStatus,
  type BreakTaken,
  breakEnd,
  ErrorCode,
  type ExcludedPlayer,
  type OperatorPlayerBreaks,
  type ReopenAnswer,
  type ReopenBody,
  type TakeBreakBody,
} from '@croupier/contract';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './breaks-repository.ts';
import type { PlayerBreakRow } from './tables.ts';

/**
 * Time-out and self-exclusion (docs/decisions/045-time-out-and-self-exclusion.md). Taking one ends
 * every session (and with them every game session), forfeits bonuses through the observers, stops
 * marketing (`marketingSuppressed`) and refuses new sessions until it ends. A self-exclusion past its
 * end keeps the account closed until the brand's cooling-off (24 hours by default) after the player
 * asked to reopen it; a permanent one never ends. Nothing shortens or lifts one: a new break must end
 * later than the one in force.
 */

/** What the account side does for breaks: the auth module's service. */
export interface BreakAccounts {
  /** Ends every session of the player; the game sessions end with them. */
  endAllSessions(uuid: string): Promise<void>;
  /** Checks a login's credentials (as a login does, with its rate limits); 401 when wrong. */
  verifyLogin(body: ReopenBody, ctx: { ip: string }): Promise<{ uuid: string }>;
  /** The player's contacts, for the suppression list. */
  player(uuid: string): Promise<{ email: string | null; phoneNumber: string | null } | undefined>;
}

/** Told when a player takes a break: inside its transaction (a throw undoes it), then after it commits. */
export interface BreakObserver {
  breakStarting?(tx: DbOrTx, e: { playerUuid: string; kind: BreakKind }): Promise<void>;
  breakStarted?(e: { playerUuid: string; kind: BreakKind }): Promise<void>;
}

export interface PlayerBreaksDeps {
  db: Db;
  now: () => number;
  accounts: BreakAccounts;
  /** A failure after the break committed (an observer's after-step): logged, the break stands. */
  failed: (err: unknown) => void;
  /** The brand's protection settings as they are now: tools on, periods offered, cooling-off. */
  brand: () => BrandProtectionSettings;
  /** The brand whose operators this instance serves: its players' breaks only (ADR 066). */
  brandId: string;
}

const HISTORY = 200;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * When an ended self-exclusion reopens: the brand's cooling-off after the player asked, as the
 * brand has it now (docs/decisions/046).
 */
function reopensAt(row: PlayerBreakRow, coolingOffMs: number): Date | null {
  return row.reopenRequestedAt && new Date(row.reopenRequestedAt.getTime() + coolingOffMs);
}

/** Where a break stands at `now`. */
export function breakStatus(row: PlayerBreakRow, now: number, coolingOffMs: number): BreakStatus {
  if (row.supersededAt) return 'SUPERSEDED';
  if (!row.endsAt || row.endsAt.getTime() > now) return 'ACTIVE';
  if (row.kind === 'TIME_OUT') return 'ENDED';
  if (!row.reopenRequestedAt) return 'AWAITING_REOPEN';
  return reopensAt(row, coolingOffMs)!.getTime() > now ? 'REOPENING' : 'ENDED';
}

const IN_FORCE: readonly BreakStatus[] = ['ACTIVE', 'AWAITING_REOPEN', 'REOPENING'];

export class PlayerBreaks {
  private readonly observers: BreakObserver[] = [];

  constructor(private readonly d: PlayerBreaksDeps) {}

  private coolingOffMs(): number {
    return this.d.brand().coolingOffHours * 3_600_000;
  }

  private status(row: PlayerBreakRow, now: number): BreakStatus {
    return breakStatus(row, now, this.coolingOffMs());
  }

  private reopensAt(row: PlayerBreakRow): Date | null {
    return reopensAt(row, this.coolingOffMs());
  }

  /** Refuses a kind of break the brand has switched off (403) or a length it does not offer (400). */
  private offered(body: TakeBreakBody) {
    const brand = this.d.brand();
    if (!brand.tools.includes(body.kind)) {
      throw new AppError(ErrorCode.toolOff, 'This break is not offered', { details: { tool: body.kind } });
    }
    const periods: readonly string[] =
      body.kind === 'TIME_OUT' ? brand.timeOutPeriods : brand.selfExclusionPeriods;
    if (!periods.includes(body.period)) {
      throw new AppError(ErrorCode.validation, 'This length is not offered', {
        fieldErrors: { period: 'breaks.errors.period' },
      });
    }
  }

  /** Tells `o` of every break from now on (rewards forfeit bonuses in the break's transaction). */
  observe(o: BreakObserver): void {
    this.observers.push(o);
  }

  /** The break in force at `now`, if any. */
  private async current(db: DbOrTx, playerUuid: string, now: number): Promise<PlayerBreakRow | null> {
    const rows = await repo.openBreaks(db, playerUuid);
    return rows.find((r) => IN_FORCE.includes(this.status(r, now))) ?? null;
  }

  /** Whether the player is on a break now: marketing of every kind leaves them out. */
  async marketingSuppressed(playerUuid: string): Promise<boolean> {
    return (await this.current(this.d.db, playerUuid, this.d.now())) !== null;
  }

  /**
   * Takes a time-out or self-exclusion from now; ends every session at once. A break in force is
   * only lengthened: one ending sooner (or any, when it is permanent) is refused.
   */
  async take(playerUuid: string, body: TakeBreakBody): Promise<BreakTaken> {
    this.offered(body);
    const now = this.d.now();
    const startsAt = new Date(now);
    const endsAt = breakEnd(body.period, startsAt);
    const e = { playerUuid, kind: body.kind };
    const row = await this.d.db.transaction(async (tx) => {
      await repo.lockPlayerBreaks(tx, playerUuid);
      const current = await this.current(tx, playerUuid, now);
      if (current && this.status(current, now) === 'ACTIVE' && !lengthens(endsAt, current.endsAt)) {
        throw new AppError(ErrorCode.breakShorter, 'A break in force can only be lengthened', {
          details: current.endsAt ? { expirationDate: current.endsAt.toISOString() } : {},
        });
      }
      const created = await repo.insertBreak(tx, {
        playerUuid,
        kind: body.kind,
        period: body.period,
        startsAt,
        endsAt,
        reopenRequestedAt: null,
        supersededAt: null,
      });
      await repo.supersedeBreaks(tx, playerUuid, created.id, startsAt);
      for (const o of this.observers) await o.breakStarting?.(tx, e);
      return created;
    });
    // After the commit, so that a login racing the break already finds it.
    await this.d.accounts.endAllSessions(playerUuid);
    for (const o of this.observers) {
      await o.breakStarted?.(e).catch((err: unknown) => this.d.failed(err));
    }
    return { kind: row.kind, period: body.period, startsAt: startsAt.toISOString(), endsAt: iso(endsAt) };
  }

  /** Refuses a new session (login, renewal) while a break is in force, saying until when. */
  async checkSession(playerUuid: string): Promise<void> {
    const now = this.d.now();
    const row = await this.current(this.d.db, playerUuid, now);
    if (!row) return;
    const status = this.status(row, now);
    const details: BreakRefusalDetails = {
      type: row.endsAt ? 'temporary' : 'permanently',
      kind: row.kind,
      ...(row.endsAt && { expirationDate: row.endsAt.toISOString() }),
      ...(row.reopenRequestedAt && { reopensAt: this.reopensAt(row)!.toISOString() }),
    };
    if (status === 'ACTIVE') {
      throw new AppError(ErrorCode.onBreak, 'The account is on a break', { details });
    }
    throw new AppError(
      ErrorCode.selfExclusionEnded,
      status === 'REOPENING'
        ? "The self-exclusion has ended; the account reopens the brand's cooling-off after the ask"
        : 'The self-exclusion has ended; ask to reopen the account',
      { details },
    );
  }

  /**
   * The player asks to reopen an account whose self-exclusion has ended (with the login's
   * credentials: they cannot log in to ask). It reopens the brand's cooling-off after the first ask.
   */
  async reopen(body: ReopenBody, ctx: { ip: string }): Promise<ReopenAnswer> {
    const { uuid } = await this.d.accounts.verifyLogin(body, ctx);
    const now = this.d.now();
    const row = await this.current(this.d.db, uuid, now);
    const refuse = (reason: 'RUNNING' | 'PERMANENT' | 'NOT_EXCLUDED', extra = {}) =>
      new AppError(ErrorCode.reopenRefused, 'There is no ended self-exclusion to reopen', {
        details: { reason, ...extra },
      });
    if (row?.kind !== 'SELF_EXCLUSION') throw refuse('NOT_EXCLUDED');
    if (!row.endsAt) throw refuse('PERMANENT');
    if (row.endsAt.getTime() > now) {
      throw refuse('RUNNING', { expirationDate: row.endsAt.toISOString() });
    }
    const asked = await repo.requestReopen(this.d.db, row.id, new Date(now));
    return { reopensAt: this.reopensAt(asked!)!.toISOString() };
  }

  private record(row: PlayerBreakRow, now: number): BreakRecord {
    return {
      kind: row.kind,
      period: row.period as BreakRecord['period'],
      startsAt: row.startsAt.toISOString(),
      endsAt: iso(row.endsAt),
      reopenRequestedAt: iso(row.reopenRequestedAt),
      reopensAt: iso(this.reopensAt(row)),
      status: this.status(row, now),
    };
  }

  /** The operator's view of a player: the break in force and every one taken. */
  async operatorView(playerUuid: string): Promise<OperatorPlayerBreaks> {
    // An unknown player is 404, as another brand's is (ADR 066).
    if (!(await this.d.accounts.player(playerUuid))) throw notFound('Player');
    const now = this.d.now();
    const [current, history] = await Promise.all([
      this.current(this.d.db, playerUuid, now),
      repo.breakHistory(this.d.db, playerUuid, HISTORY),
    ]);
    return {
      current: current && this.record(current, now),
      history: history.map((r) => this.record(r, now)),
    };
  }

  /** The players on a break now, for a marketing suppression list (paged, oldest break first). */
  async excludedPlayers(q: { page: number; size: number }) {
    const now = this.d.now();
    const { rows, total } = await repo.breaksInForce(
      this.d.db,
      this.d.brandId,
      new Date(now),
      this.coolingOffMs(),
      q.page,
      q.size,
    );
    const content: ExcludedPlayer[] = [];
    for (const row of rows) {
      const player = await this.d.accounts.player(row.playerUuid);
      const status = this.status(row, now);
      content.push({
        playerUUID: row.playerUuid,
        email: player?.email ?? null,
        phone: player?.phoneNumber ?? null,
        kind: row.kind,
        from: row.startsAt.toISOString(),
        until:
          status === 'ACTIVE' ? iso(row.endsAt) : status === 'REOPENING' ? iso(this.reopensAt(row)) : null,
      });
    }
    return {
      content,
      page: q.page,
      size: q.size,
      totalElements: total,
      totalPages: Math.ceil(total / q.size),
    };
  }
}

/** Whether a break ending at `next` ends later than one ending at `current` (null: permanent). */
function lengthens(next: Date | null, current: Date | null): boolean {
  if (current === null) return false;
  return next === null || next.getTime() > current.getTime();
}
