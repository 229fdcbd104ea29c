import { and, countDistinct, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  type NewPlayerRow,
  type PlayerRow,
  passwordResetTokens,
  players,
  type SessionRow,
  sessions,
} from './tables.ts';

export type LoginField = 'email' | 'phoneNumber' | 'username';
export interface LoginValues {
  email?: string | null;
  phoneNumber?: string | null;
  username?: string | null;
}

// ── players ──────────────────────────────────────────────────────────────────────────
export async function setPromoStatus(
  db: DbOrTx,
  uuid: string,
  status: 'ACCEPTED' | 'INVALID',
): Promise<PlayerRow> {
  const [row] = await db
    .update(players)
    .set({ promoStatus: status })
    .where(eq(players.uuid, uuid))
    .returning();
  if (!row) throw new Error('no such player');
  return row;
}

export async function insertPlayer(db: DbOrTx, row: NewPlayerRow): Promise<PlayerRow> {
  const [created] = await db.insert(players).values(row).returning();
  if (!created) throw new Error('insert players returned nothing');
  return created;
}

export async function findPlayer(db: DbOrTx, uuid: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.uuid, uuid));
  return row;
}

/** The brand of each of these players (unknown uuids are left out). */
export async function playerBrands(db: DbOrTx, uuids: readonly string[]): Promise<Map<string, string>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ uuid: players.uuid, brandId: players.brandId })
    .from(players)
    .where(inArray(players.uuid, [...new Set(uuids)]));
  return new Map(rows.map((r) => [r.uuid, r.brandId]));
}

/** The uuids of the brand's players whose accounts were made in [from, to). */
export async function playersCreatedBetween(
  db: DbOrTx,
  brandId: string,
  from: Date,
  to: Date,
): Promise<string[]> {
  const rows = await db
    .select({ uuid: players.uuid })
    .from(players)
    .where(and(eq(players.brandId, brandId), gte(players.createdAt, from), lt(players.createdAt, to)));
  return rows.map((r) => r.uuid);
}

/** The brand's accounts made in [from, to), per UTC day and the players' currency. */
export async function registrationsPerDay(
  db: DbOrTx,
  brandId: string,
  from: Date,
  to: Date,
  currency?: string,
): Promise<{ day: string; currency: string; count: number }[]> {
  const day = sql<string>`to_char(${players.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, currency: players.currency, count: sql<number>`count(*)::int` })
    .from(players)
    .where(
      and(
        eq(players.brandId, brandId),
        gte(players.createdAt, from),
        lt(players.createdAt, to),
        currency ? eq(players.currency, currency) : undefined,
      ),
    )
    .groupBy(day, players.currency);
}

function loginCondition(field: LoginField, value: string) {
  return field === 'username'
    ? sql`lower(${players.username}) = ${value.toLowerCase()}`
    : eq(players[field], value);
}

export async function findPlayerByLogin(
  db: DbOrTx,
  brandId: string,
  field: LoginField,
  value: string,
): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.brandId, brandId), loginCondition(field, value)));
  return row;
}

/** The first of the given logins another account already has. */
export async function takenLogin(
  db: DbOrTx,
  brandId: string,
  values: LoginValues,
): Promise<LoginField | null> {
  for (const field of ['email', 'phoneNumber', 'username'] as const) {
    const value = values[field];
    if (value && (await findPlayerByLogin(db, brandId, field, value))) return field;
  }
  return null;
}

export async function updatePasswordHash(db: DbOrTx, uuid: string, passwordHash: string): Promise<void> {
  await db.update(players).set({ passwordHash }).where(eq(players.uuid, uuid));
}

/**
 * Sets a self-restriction (001 §3): permanent when `until` is null, else until then. A restriction
 * in force is never shortened: permanent stays permanent, and the later end date wins.
 */
export async function setSelfRestriction(
  db: DbOrTx,
  uuid: string,
  until: Date | null,
): Promise<PlayerRow | undefined> {
  const [row] = await db
    .update(players)
    .set(
      until === null
        ? { selfRestrictedPermanent: true }
        : {
            selfRestrictedUntil: sql`greatest(${players.selfRestrictedUntil}, ${until.toISOString()}::timestamptz)`,
          },
    )
    .where(eq(players.uuid, uuid))
    .returning();
  return row;
}

export async function markPhoneVerified(db: DbOrTx, uuid: string): Promise<void> {
  await db.update(players).set({ phoneNumberVerified: true }).where(eq(players.uuid, uuid));
}

export async function markEmailVerified(db: DbOrTx, uuid: string): Promise<void> {
  await db.update(players).set({ emailVerified: true }).where(eq(players.uuid, uuid));
}

export async function countSignupsSince(
  db: DbOrTx,
  by: { deviceFingerprint: string } | { signupIp: string },
  since: Date,
): Promise<number> {
  const match =
    'deviceFingerprint' in by
      ? eq(players.deviceFingerprint, by.deviceFingerprint)
      : eq(players.signupIp, by.signupIp);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .where(and(match, gt(players.createdAt, since)));
  return row?.n ?? 0;
}

// ── sessions ─────────────────────────────────────────────────────────────────────────
export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  if (!created) throw new Error('insert sessions returned nothing');
  return created;
}

export async function findSession(db: DbOrTx, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

/** Replaces the session's token id, only if it is still `oldJti` and the session is live. */
export async function rotateSessionJti(
  db: DbOrTx,
  id: string,
  oldJti: string,
  newJti: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ jti: newJti, previousJti: oldJti, renewedAt: now })
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.jti, oldJti),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeSession(db: DbOrTx, id: string, jti: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.jti, jti), isNull(sessions.revokedAt)));
}

/** Ends the session whatever its current token (a replaced token came back: reuse). */
export async function revokeSessionFamily(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokePlayerSessions(db: DbOrTx, playerUuid: string, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.playerUuid, playerUuid), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every live session of the player but one (a password change keeps the session that made it). */
export async function revokePlayerSessionsExcept(
  db: DbOrTx,
  playerUuid: string,
  keepSessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.playerUuid, playerUuid), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    );
}

export type PlayerPatch = Partial<
  Pick<
    PlayerRow,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'emailVerified'
    | 'phone'
    | 'phoneCode'
    | 'phoneNumber'
    | 'phoneNumberVerified'
    | 'city'
    | 'address'
    | 'gender'
    | 'birthDate'
    | 'languageCode'
    | 'additionalData'
    | 'subscriptions'
  >
>;

export async function updatePlayer(
  db: DbOrTx,
  uuid: string,
  patch: PlayerPatch,
): Promise<PlayerRow | undefined> {
  if (Object.keys(patch).length === 0) return findPlayer(db, uuid);
  const [row] = await db.update(players).set(patch).where(eq(players.uuid, uuid)).returning();
  return row;
}

/** Other accounts that logged in from this device fingerprint since `since`. */
export async function countOtherAccountsOnDevice(
  db: DbOrTx,
  deviceFingerprint: string,
  playerUuid: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(sessions.playerUuid) })
    .from(sessions)
    .where(
      and(
        eq(sessions.deviceFingerprint, deviceFingerprint),
        ne(sessions.playerUuid, playerUuid),
        gt(sessions.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

// ── password-reset links ─────────────────────────────────────────────────────────────
export async function insertResetToken(
  db: DbOrTx,
  row: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

export async function findResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}

/** Ends every unused link of the player (a new one replaces them; a reset ends them all). */
export async function retireResetTokens(db: DbOrTx, playerUuid: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.playerUuid, playerUuid), isNull(passwordResetTokens.usedAt)));
}

export async function useResetToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

// One-time codes live beside (one repository for the module's callers).
export * from './repository-codes.ts';
