import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A player's loyalty points (docs/decisions/026-tournaments-loyalty.md); the level follows from them. */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  playerUuid: uuid('player_uuid').primaryKey(),
  points: bigint('points', { mode: 'number' }).notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The levels, set by the operator: reached at `threshold` points. */
export const loyaltyLevels = pgTable('loyalty_levels', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  threshold: bigint('threshold', { mode: 'number' }).notNull(),
  templateUuid: uuid('template_uuid'),
  position: integer('position').notNull(),
});

/** Points per 1.00 (100 minor units) staked, per currency. */
export const loyaltyRates = pgTable('loyalty_rates', {
  currency: text('currency').primaryKey(),
  pointsPerUnit: integer('points_per_unit').notNull(),
});

/** Each level a player reached, once; its reward is granted by the reward job (`rewardedAt`). */
export const loyaltyLevelUps = pgTable(
  'loyalty_level_ups',
  {
    playerUuid: uuid('player_uuid').notNull(),
    levelKey: text('level_key').notNull(),
    reachedAt: at('reached_at').notNull(),
    rewardedAt: at('rewarded_at'),
    rewardUuid: text('reward_uuid'),
  },
  (t) => [primaryKey({ columns: [t.playerUuid, t.levelKey] })],
);
