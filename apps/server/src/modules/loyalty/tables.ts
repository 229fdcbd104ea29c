import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brandColumn } from '../../platform/columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A player's loyalty points (docs/decisions/026-tournaments-loyalty.md); the level follows from them. */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  playerUuid: uuid('player_uuid').primaryKey(),
  points: bigint('points', { mode: 'number' }).notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * The levels, set by each brand's operator: reached at `threshold` points. A brand's own, as their
 * rewards are its reward templates (docs/decisions/064-brand-content.md).
 */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    brandId: brandColumn(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    templateUuid: uuid('template_uuid'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.key] })],
);

/** Points per 1.00 (100 minor units) staked, per brand and currency. */
export const loyaltyRates = pgTable(
  'loyalty_rates',
  {
    brandId: brandColumn(),
    currency: text('currency').notNull(),
    pointsPerUnit: integer('points_per_unit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.currency] })],
);

/**
 * Each level a player reached, once; its reward is granted by the reward job (`rewardedAt`) from the
 * level of the player's brand (`brandId`, the brand whose level it is).
 */
export const loyaltyLevelUps = pgTable(
  'loyalty_level_ups',
  {
    playerUuid: uuid('player_uuid').notNull(),
    brandId: brandColumn(),
    levelKey: text('level_key').notNull(),
    reachedAt: at('reached_at').notNull(),
    rewardedAt: at('rewarded_at'),
    rewardUuid: text('reward_uuid'),
  },
  (t) => [primaryKey({ columns: [t.playerUuid, t.levelKey] })],
);
