import type { Subscriptions } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.ts';

/** A player account. Logins (e-mail, phone number, username) are unique per brand. */
export const players = pgTable(
  'players',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    brandId: text('brand_id').notNull(),
    /** Trimmed, lower-case. */
    email: text('email'),
    /** National digits as typed (trunk prefix dropped). */
    phone: text('phone'),
    /** '+44'. */
    phoneCode: text('phone_code'),
    /** Full international number as digits, code first: what a phone login is matched on. */
    phoneNumber: text('phone_number'),
    username: text('username'),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    languageCode: text('language_code').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender').$type<'MALE' | 'FEMALE'>(),
    /** YYYY-MM-DD. */
    birthDate: text('birth_date'),
    city: text('city'),
    address: text('address'),
    additionalData: jsonb('additional_data')
      .$type<{ userAgreement: boolean; userAge: boolean; tcAgreement?: boolean }>()
      .notNull(),
    subscriptions: jsonb('subscriptions').$type<Subscriptions>().notNull(),
    affiliateParams: jsonb('affiliate_params').$type<Record<string, string>>(),
    campaignUuid: uuid('campaign_uuid'),
    promoCode: text('promo_code'),
    promoStatus: text('promo_status').$type<'ACCEPTED' | 'INVALID'>(),
    device: text('device'),
    timeZone: text('time_zone'),
    deviceFingerprint: text('device_fingerprint'),
    trafficSource: text('traffic_source'),
    websiteUrl: text('website_url'),
    /** The visitor's anonymous id at registration. */
    identifier: text('identifier'),
    signupIp: text('signup_ip'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    /** A temporary self-restriction ends then; null when none. */
    selfRestrictedUntil: at('self_restricted_until'),
    selfRestrictedPermanent: boolean('self_restricted_permanent').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('players_brand_email_idx').on(t.brandId, t.email),
    uniqueIndex('players_brand_phone_idx').on(t.brandId, t.phoneNumber),
    uniqueIndex('players_brand_username_idx').on(t.brandId, sql`lower(${t.username})`),
    index('players_fingerprint_idx').on(t.deviceFingerprint, t.createdAt),
    index('players_signup_ip_idx').on(t.signupIp, t.createdAt),
    // The operators' search: each of its arms matches from the start of a value, any case.
    index('players_search_email_idx').on(sql`${t.email} text_pattern_ops`),
    index('players_search_username_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('players_search_phone_idx').on(sql`${t.phoneNumber} text_pattern_ops`),
    index('players_search_name_idx').on(
      sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) text_pattern_ops`,
    ),
    index('players_search_last_name_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('players_created_idx').on(t.brandId, t.createdAt),
  ],
);

/**
 * One login. The access token names the session (`sid`) and its current token id (`jti`); a
 * renewal replaces the jti, so the token before it stops working; logout sets `revoked_at`. The jti
 * it replaced is kept (`previous_jti`) so a renewal of that token shortly after is told apart from a
 * stolen copy (ADR 039).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    previousJti: text('previous_jti'),
    createdAt: at('created_at').notNull(),
    renewedAt: at('renewed_at'),
    /** No renewal after this: the player logs in again. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** The player's daily time limit ends the session then (set by the protection module, ADR 044). */
    limitEndsAt: at('limit_ends_at'),
    ip: text('ip'),
    deviceFingerprint: text('device_fingerprint'),
  },
  (t) => [
    index('sessions_player_idx').on(t.playerUuid),
    index('sessions_fingerprint_idx').on(t.deviceFingerprint, t.createdAt),
    /** Live sessions a time limit ends (the protection module's sweep). */
    index('sessions_limit_ends_idx')
      .on(t.limitEndsAt)
      .where(sql`${t.revokedAt} is null and ${t.limitEndsAt} is not null`),
  ],
);

/**
 * One-time codes sent by SMS: one row per purpose and target (the phone digits), replaced on each
 * send. Only an HMAC of the code is kept.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id').notNull(),
    purpose: text('purpose').$type<'registration' | 'password-reset' | 'phone-verification'>().notNull(),
    target: text('target').notNull(),
    /** Whose password a reset code resets. */
    playerUuid: uuid('player_uuid').references(() => players.uuid, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    lastSentAt: at('last_sent_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Confirmed (registration) or used for a reset. */
    usedAt: at('used_at'),
    /** A confirmed registration code is spent by the registration it allowed. */
    spentAt: at('spent_at'),
  },
  (t) => [uniqueIndex('one_time_codes_target_idx').on(t.brandId, t.purpose, t.target)],
);

/** Password-reset links sent by e-mail: single use, expiring; only a SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: at('used_at'),
  },
  (t) => [index('password_reset_tokens_player_idx').on(t.playerUuid)],
);

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
