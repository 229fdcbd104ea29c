import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, brandColumn } from '../../platform/columns.ts';

/**
 * Events of the first-party collector (000 §9; ADR 029). The id is the browser's: a batch sent
 * twice (sendBeacon retried, a page hidden twice) stores each event once. No personal data: the
 * visitor's anonymous id, the player's uuid when logged in, the page path and short properties.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey(),
    /** The brand whose site sent it (ADR 066). */
    brandId: brandColumn(),
    name: text('name').notNull(),
    /** When the browser says it happened. */
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull(),
    anonymousId: uuid('anonymous_id').notNull(),
    playerUuid: uuid('player_uuid'),
    page: text('page').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>().notNull(),
    affiliate: jsonb('affiliate').$type<Record<string, string>>(),
  },
  (t) => [
    index('analytics_events_brand_received_idx').on(t.brandId, t.receivedAt),
    index('analytics_events_name_received_idx').on(t.name, t.receivedAt),
    index('analytics_events_anonymous_idx').on(t.anonymousId, t.receivedAt),
  ],
);

/**
 * Error reports received as Sentry envelopes (000 §8 "reported"): release, page, stack, player id only.
 * `player_uuid` is the player whose token came with the report and whom it names; a user id the
 * report names without that token is only the sender's word, kept apart as `reported_user`.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey(),
    /** The brand whose site sent it (ADR 066). */
    brandId: brandColumn(),
    receivedAt: at('received_at').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** The exception's frames as text, innermost first (ADR 055). */
    stack: text('stack'),
    release: text('release'),
    page: text('page'),
    playerUuid: uuid('player_uuid'),
    reportedUser: text('reported_user'),
  },
  (t) => [
    index('error_reports_received_idx').on(t.receivedAt),
    index('error_reports_brand_received_idx').on(t.brandId, t.receivedAt),
  ],
);
