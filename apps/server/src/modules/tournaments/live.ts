import type { RoundEvent } from '../seamless-wallet/index.ts';
import type { tournaments } from './tables.ts';

type TournamentRow = typeof tournaments.$inferSelect;

/**
 * How often every replica reads the tournaments that may score again when the event bus stays in
 * its process (no `REDIS_URL`): the only way another replica's edits arrive then.
 */
export const LIVE_TOURNAMENTS_REFRESH_MS = 2_000;
/** How often when edits are announced across servers (ADR 067): only in case a message was lost. */
export const LIVE_TOURNAMENTS_SAFETY_MS = 60_000;

type Rule = TournamentRow['scoring'];

/**
 * The tournaments that are running or will run, in memory, so a round that no tournament could
 * score costs no statement (most rounds: other games, the other rule's event, a stake under the
 * minimum). It is only a filter in front of the SQL, which still decides with the participants:
 * while it is unknown (not loaded yet, or a local edit is being written), every round goes to the
 * SQL. A tournament created or edited on another replica is seen when its announcement arrives
 * (ADR 067), or at the next timed refresh.
 */
export class LiveTournaments {
  private rows: readonly TournamentRow[] | null = null;
  /** Local edits being written: what is known may be stale until they commit and are read. */
  private editing = 0;
  private version = 0;

  /** A read of the rows starts: `set` takes its rows only if no edit began meanwhile. */
  readStarts(): number {
    return this.version;
  }

  /** Replaces what is known with rows read since `readStarts` answered `version`. */
  set(rows: readonly TournamentRow[], now: number, version: number): void {
    if (this.editing > 0 || version !== this.version) return;
    this.rows = rows.filter((t) => t.cancelledAt === null && t.endsAt.getTime() > now);
  }

  /** A local edit is about to be written: every round goes to the SQL until it is read back. */
  editStarts(): void {
    this.editing++;
    this.version++;
    this.rows = null;
  }

  editEnds(): void {
    this.editing--;
  }

  get known(): boolean {
    return this.rows !== null;
  }

  /** Whether a tournament of this rule may score the round (always, while unknown). */
  mayScore(rule: Rule, e: RoundEvent): boolean {
    if (this.rows === null) return true;
    const at = e.at.getTime();
    return this.rows.some(
      (t) =>
        t.scoring === rule &&
        t.currency === e.currency &&
        t.startsAt.getTime() <= at &&
        t.endsAt.getTime() > at &&
        t.minStakeMinor <= e.stake &&
        t.gameSlugs.includes(e.gameSlug),
    );
  }
}
