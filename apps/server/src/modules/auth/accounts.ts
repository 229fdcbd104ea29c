import type { Db } from '../../platform/db.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { isUniqueViolation, violatedConstraint } from '../../platform/pg-errors.ts';
import { duplicated } from './errors.ts';
import {
  findPlayer,
  findPlayerByLogin,
  type LoginField,
  type PlayerPatch,
  updatePasswordHash,
  updatePlayer,
} from './repository.ts';
import { playerSessions, searchPlayers } from './repository-search.ts';
import type { SessionGate, SessionService } from './sessions.ts';
import type { PlayerRow } from './tables.ts';

export type { PlayerPatch } from './repository.ts';

const FIELD_OF_CONSTRAINT: [RegExp, string][] = [
  [/email/, 'email'],
  [/phone/, 'phone'],
  [/username/, 'username'],
];

export interface PlayerAccountsDeps {
  db: Db;
  brandId: string;
  sessions: SessionService;
}

/**
 * The player account as other modules may change it (the profile module): its fields, its
 * logins, its password. The players table stays the auth module's; this is its service.
 */
export class PlayerAccounts {
  constructor(private readonly d: PlayerAccountsDeps) {}

  player(uuid: string): Promise<PlayerRow | undefined> {
    return findPlayer(this.d.db, uuid);
  }

  /** The account of this brand that logs in with the value, if any. */
  findByLogin(field: LoginField, value: string): Promise<PlayerRow | undefined> {
    return findPlayerByLogin(this.d.db, this.d.brandId, field, value);
  }

  /** Whether `password` is the player's current one (argon2id; a missing player costs the same). */
  async passwordMatches(uuid: string, password: string): Promise<boolean> {
    const player = await findPlayer(this.d.db, uuid);
    return verifyPassword(player?.passwordHash, password);
  }

  /**
   * Applies the patch. A login another account took in the meantime is 400
   * `error.profile.duplicated` on its field.
   */
  async update(uuid: string, patch: PlayerPatch): Promise<PlayerRow | undefined> {
    try {
      return await updatePlayer(this.d.db, uuid, patch);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const constraint = violatedConstraint(err);
      const field =
        FIELD_OF_CONSTRAINT.find(([re]) => re.test(constraint))?.[1] ??
        ('email' in patch ? 'email' : 'phone');
      throw duplicated(field);
    }
  }

  /** Sets a new password and ends every other session of the player; the one that asked stays. */
  async setPassword(uuid: string, password: string, keepSessionId: string): Promise<void> {
    await updatePasswordHash(this.d.db, uuid, await hashPassword(password));
    await this.d.sessions.endOthers(uuid, keepSessionId);
  }

  /** Players whose logins or name start with `query`, or with that uuid (the operators' search). */
  search(query: string, page: number, size: number) {
    return searchPlayers(this.d.db, this.d.brandId, query, page, size);
  }

  /** A player's logins: their sessions, newest first. */
  logins(uuid: string, page: number, size: number) {
    return playerSessions(this.d.db, uuid, page, size);
  }

  /** Ends every session of the player; answers how many were live. */
  endSessions(uuid: string): Promise<number> {
    return this.d.sessions.endAll(uuid);
  }

  /** Runs `gate` before every new session and renewal (a refusal is an AppError). */
  addSessionGate(gate: SessionGate): void {
    this.d.sessions.addGate(gate);
  }
}
