import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brandColumn } from '../../platform/columns.ts';
import { players } from '../auth/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** What a template says, kept with each reward granted from it so later edits do not change it. */
export interface RewardTerms {
  /** Wager this many times the bonus (hundredths: 3000 = ×30). */
  wageringMultiplierX100: number;
  /** Percent of a stake that counts, in hundredths of a percent, by game category slug. */
  contributionsBp: Record<string, number>;
  defaultContributionBp: number;
  /** At most this much becomes real money (minor units, as text); null: no cap. */
  maxConversionMinor: string | null;
  /**
   * The largest stake of one bet while the reward is active (minor units, as text); null: none.
   * Absent (like the two below) on rewards granted before these terms existed.
   */
  maxBetMinor?: string | null;
  /** Percent of a settled sports stake that counts, in hundredths of a percent. */
  sportsContributionBp?: number;
  /** A sports slip counts only with total odds of at least this (hundredths: 150 = 1.50). */
  sportsMinOddsX100?: number;
}

/**
 * Reward templates (docs/decisions/024-rewards.md): what an operator offers. Amounts are decimal
 * text per currency, as the operator typed them; the brand's minor units convert them at grant.
 */
export const rewardTemplates = pgTable('reward_templates', {
  uuid: uuid('uuid').primaryKey(),
  brandId: brandColumn(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  content: jsonb('content').notNull(),
  amounts: jsonb('amounts').$type<Record<string, string>>().notNull(),
  depositPercent: integer('deposit_percent'),
  minDeposit: jsonb('min_deposit').$type<Record<string, string>>().notNull(),
  /** Hundredths: 3000 = ×30. */
  wageringMultiplierX100: integer('wagering_multiplier_x100').notNull(),
  /** Hundredths of a percent by category slug. */
  contributionsBp: jsonb('contributions_bp').$type<Record<string, number>>().notNull(),
  defaultContributionBp: integer('default_contribution_bp').notNull(),
  maxConversion: jsonb('max_conversion').$type<Record<string, string>>().notNull(),
  maxBet: jsonb('max_bet').$type<Record<string, string>>().notNull().default({}),
  /** Hundredths of a percent of a settled sports stake that counts. */
  sportsContributionBp: integer('sports_contribution_bp').notNull().default(10_000),
  /** Hundredths: 150 = total odds 1.50. */
  sportsMinOddsX100: integer('sports_min_odds_x100').notNull().default(150),
  freeSpins: jsonb('free_spins').$type<{ gameSlug: string; count: number } | null>(),
  claimDays: integer('claim_days').notNull(),
  validDays: integer('valid_days').notNull(),
  enabled: boolean('enabled').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * One reward of a player. Its bonus money lives in the ledger, in the player's wallet
 * `bonus:{id}` (001 §3: bonus is every wallet whose id contains "bonus"); this row keeps its state
 * and wagering. `status` moves PENDING → ACTIVE → COMPLETED | EXPIRED | CANCELLED, each step a
 * conditional update in the transaction of its money movement.
 */
export const playerRewards = pgTable(
  'player_rewards',
  {
    id: uuid('id').primaryKey(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    templateUuid: uuid('template_uuid')
      .notNull()
      .references(() => rewardTemplates.uuid),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    /** The bonus (BONUS, MULTI-BONUS) or the free spins' winnings once reported (FREE-SPIN). */
    grantedMinor: minor('granted_minor').notNull(),
    /** MULTI-BONUS: the amounts of every currency, as the template gave them. */
    grantedAll: jsonb('granted_all').$type<Record<string, string> | null>(),
    wageringRequiredMinor: minor('wagering_required_minor').notNull(),
    wageredMinor: minor('wagered_minor').notNull().default(sql`0`),
    terms: jsonb('terms').$type<RewardTerms>().notNull(),
    gameSlug: text('game_slug'),
    freeSpinsTotal: integer('free_spins_total'),
    /** FREE-SPIN: rounds played, as the studio reports them after each round, then with the grant's win. */
    freeSpinsPlayed: integer('free_spins_played'),
    freeSpinStakeMinor: minor('free_spin_stake_minor'),
    /** FREE-SPIN: what the rounds played so far have won (the studio's reports). */
    freeSpinsWonMinor: minor('free_spins_won_minor'),
    /** Where it came from: operator, promo, deposit, signup, campaign … and the why. */
    source: text('source').notNull(),
    reason: text('reason').notNull(),
    /** Idempotency: one reward per key (a promo use, a deposit, an operator's retry). */
    grantKey: text('grant_key'),
    grantedAt: at('granted_at').notNull(),
    claimBy: at('claim_by'),
    activatedAt: at('activated_at'),
    expiresAt: at('expires_at'),
    endedAt: at('ended_at'),
    /** Bonus money that became real money at completion. */
    convertedMinor: minor('converted_minor'),
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('player_rewards_grant_key_idx').on(t.grantKey),
    index('player_rewards_player_idx').on(t.playerUuid, t.status),
    index('player_rewards_due_idx').on(t.status, t.expiresAt),
    check('player_rewards_wagered_not_negative', sql`${t.wageredMinor} >= 0`),
  ],
);

/**
 * Promo codes (001 §5, §7): a code grants a template's reward, within dates, limits and markets. A
 * code is its brand's: another brand may have the same letters for another reward.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    brandId: brandColumn(),
    /** Letters and digits, lower-case. */
    code: text('code').notNull(),
    templateUuid: uuid('template_uuid')
      .notNull()
      .references(() => rewardTemplates.uuid),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerPlayer: integer('max_uses_per_player').notNull(),
    countries: text('countries').array().notNull(),
    currencies: text('currencies').array().notNull(),
    enabled: boolean('enabled').notNull(),
    /** Uses so far; raised in the transaction that grants, under the row's lock. */
    uses: integer('uses').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.code] })],
);

/** Each use of a promo code by a player (the per-player limit counts these). */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandColumn(),
    code: text('code').notNull(),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => playerRewards.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.brandId, t.code], foreignColumns: [promoCodes.brandId, promoCodes.code] }),
    index('promo_redemptions_code_player_idx').on(t.brandId, t.code, t.playerUuid),
  ],
);

/**
 * The bonus part of a bet (docs/decisions/024-rewards.md): which reward's wallet paid how much of
 * it, so a win pays each wallet its share and a rollback returns it.
 */
export const roundBonusStakes = pgTable(
  'round_bonus_stakes',
  {
    betTransactionId: text('bet_transaction_id').notNull(),
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => playerRewards.id),
    /** What the reward's wallet paid of the stake (0 when real money paid it all). */
    amount: minor('amount').notNull(),
    /** What the stake added to the reward's wagering (taken back by a rollback). */
    wagered: minor('wagered').notNull(),
    /** Set by the round's first win or its rollback: the stake is no longer at play. */
    settled: boolean('settled').notNull().default(false),
    /** Set when `wagered` was added to the reward's wagering (the bet's first win): once. */
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('round_bonus_stakes_pk').on(t.betTransactionId, t.rewardId),
    index('round_bonus_stakes_reward_idx').on(t.rewardId),
  ],
);

export type RewardTemplateRow = typeof rewardTemplates.$inferSelect;
export type PlayerRewardRow = typeof playerRewards.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
