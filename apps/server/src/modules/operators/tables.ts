import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, brandColumn } from '../../platform/columns.ts';

/**
 * Operator accounts (docs/decisions/047-operator-identity.md). The password is an argon2id hash
 * (null until the enrolment link sets it); the TOTP secret is kept as the authenticator has it,
 * enrolled once `totpEnrolledAt` is set. `totpLastStep` is the time step of the last code taken,
 * so a code cannot be used twice. The pending sign-in (`challengeHash`) and enrolment link
 * (`enrolmentHash`) are SHA-256 hashes of random tokens.
 */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  roles: text('roles').array().notNull(),
  totpSecret: text('totp_secret'),
  totpEnrolledAt: at('totp_enrolled_at'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: at('locked_until'),
  disabledAt: at('disabled_at'),
  /** The local demo's admin: its sign-in is refused beyond loopback. */
  demo: boolean('demo').notNull().default(false),
  challengeHash: text('challenge_hash'),
  challengeExpiresAt: at('challenge_expires_at'),
  enrolmentHash: text('enrolment_hash').unique(),
  enrolmentExpiresAt: at('enrolment_expires_at'),
  createdAt: at('created_at').notNull(),
  createdBy: text('created_by').notNull(),
  lastSignInAt: at('last_sign_in_at'),
});

/** Ten one-time recovery codes per operator, SHA-256 hashed; a used one keeps its `usedAt`. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId, t.codeHash)],
);

/**
 * Console sessions: the cookie's token and the CSRF token, both SHA-256 hashed. A session ends when
 * idle past OPERATOR_SESSION_IDLE_MS (`lastSeenAt`), at `expiresAt` (absolute), or at `endedAt`.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    csrfHash: text('csrf_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Machine access: named keys with roles; only the SHA-256 of a key is kept, with its first characters. */
export const operatorApiKeys = pgTable('operator_api_keys', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  roles: text('roles').array().notNull(),
  keyHash: text('key_hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  createdAt: at('created_at').notNull(),
  createdBy: text('created_by').notNull(),
  revokedAt: at('revoked_at'),
  lastUsedAt: at('last_used_at'),
  lastUsedIp: text('last_used_ip'),
});

/**
 * The audit log, append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0026).
 * One row per operator write (whatever its answer) and per sign-in event; columns may be added.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The brand whose console (host) the call or sign-in came through (ADR 066). */
    brandId: brandColumn(),
    at: at('at').notNull(),
    actorKind: text('actor_kind', { enum: ['operator', 'key', 'token', 'anonymous'] }).notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    roles: text('roles').array().notNull(),
    ip: text('ip').notNull(),
    event: text('event').notNull(),
    method: text('method'),
    target: jsonb('target').notNull().default(sql`'{}'::jsonb`),
    body: jsonb('body'),
    status: integer('status').notNull(),
    /** A write's target read just before it (the call's `auditBefore`), secrets redacted. */
    before: jsonb('before'),
    /** The same read just after a successful write, or else the write's answer, secrets redacted. */
    after: jsonb('after'),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at),
    index('operator_audit_brand_idx').on(t.brandId, t.id),
    index('operator_audit_actor_idx').on(t.actorId, t.at),
    index('operator_audit_event_idx').on(t.event, t.at),
  ],
);
