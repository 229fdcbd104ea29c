import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const providers = pgTable('providers', {
  alias: text('alias').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Two colours for the generated logo artwork. */
  palette: jsonb('palette').$type<[string, string]>().notNull(),
});

export const gameCategories = pgTable('game_categories', {
  slug: text('slug').primaryKey(),
  categoryKey: text('category_key').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    providerAlias: text('provider_alias')
      .notNull()
      .references(() => providers.alias),
    /** Which studio engine plays it (slot, roulette, dice …); the game studio themes it. */
    engine: text('engine').notNull(),
    hasDemoMode: boolean('has_demo_mode').notNull().default(true),
    restricted: boolean('restricted').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** Featured by an operator: leads the lobby's default list (ADR 057). */
    featured: boolean('featured').notNull().default(false),
    devices: text('devices').array().notNull().default(sql`'{MOBILE,DESKTOP}'`),
    categories: text('categories').array().notNull().default(sql`'{}'`),
    tags: jsonb('tags').$type<{ key: string; type: 'game_subtype' | 'promo' }[]>().notNull().default([]),
    /** Countries where the game may not be offered. */
    blockedCountries: text('blocked_countries').array().notNull().default(sql`'{}'`),
    /** Currencies the game plays in; empty means every currency. */
    currencies: text('currencies').array().notNull().default(sql`'{}'`),
    palette: jsonb('palette').$type<[string, string, string]>().notNull(),
    popularity: integer('popularity').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('games_provider_idx').on(t.providerAlias)],
);

/**
 * A brand's part of the catalogue (docs/decisions/064-brand-content.md): the studios whose games it
 * offers. A brand with no row offers every studio's games; one with rows offers only theirs.
 */
export const brandStudios = pgTable(
  'brand_studios',
  {
    brandId: text('brand_id').notNull(),
    providerAlias: text('provider_alias')
      .notNull()
      .references(() => providers.alias),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.providerAlias] })],
);
