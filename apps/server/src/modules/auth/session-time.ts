import { and, desc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { SessionService } from './sessions.ts';
import { sessions } from './tables.ts';

/** One login's time: from the login to its logout, expiry or time limit; `end` null while it is live. */
export interface LoginSpan {
  id: string;
  start: Date;
  end: Date | null;
}

/**
 * Sessions as time (ADR 044): what the protection module reads to count time logged in and to show
 * the previous login, and how it sets or ends a session by the player's daily time limit.
 */
export class SessionTimes {
  constructor(private readonly d: { db: Db; now: () => number; sessions: Pick<SessionService, 'endAll'> }) {}

  /** The player's logins that were live at some time after `since`, oldest first. */
  async spans(playerUuid: string, since: Date): Promise<LoginSpan[]> {
    const rows = await this.d.db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        limitEndsAt: sessions.limitEndsAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.playerUuid, playerUuid),
          gt(sessions.expiresAt, since),
          or(isNull(sessions.revokedAt), gt(sessions.revokedAt, since)),
        ),
      )
      .orderBy(sessions.createdAt);
    const now = this.d.now();
    return rows.map((r) => {
      const ends = [r.revokedAt, r.expiresAt, r.limitEndsAt].filter((d): d is Date => d !== null);
      const end = Math.min(...ends.map((d) => d.getTime()));
      return { id: r.id, start: r.createdAt, end: end <= now ? new Date(end) : null };
    });
  }

  /** When the session began (its login), if it is the player's. */
  async startOf(playerUuid: string, sessionId: string): Promise<Date | null> {
    const [row] = await this.d.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.playerUuid, playerUuid)));
    return row?.createdAt ?? null;
  }

  /** The player's login before the one at `before`; null when that was the first. */
  async previousLogin(playerUuid: string, before: Date): Promise<Date | null> {
    const [row] = await this.d.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.playerUuid, playerUuid), lt(sessions.createdAt, before)))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row?.createdAt ?? null;
  }

  /** Sets when the player's live sessions end by their time limit (null: no end of their own). */
  async limitLive(playerUuid: string, until: Date | null): Promise<void> {
    const now = new Date(this.d.now());
    await this.d.db
      .update(sessions)
      .set({ limitEndsAt: until })
      .where(
        and(eq(sessions.playerUuid, playerUuid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      );
  }

  /**
   * Ends the sessions whose time limit has passed, as a logout does (their game sessions end with
   * them); answers the players whose sessions ended.
   */
  async endPastLimit(): Promise<string[]> {
    const rows = await this.d.db
      .selectDistinct({ playerUuid: sessions.playerUuid })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), lte(sessions.limitEndsAt, new Date(this.d.now()))));
    for (const { playerUuid } of rows) await this.d.sessions.endAll(playerUuid);
    return rows.map((r) => r.playerUuid);
  }
}
