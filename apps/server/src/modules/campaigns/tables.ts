import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

/**
 * A campaign's texts in one locale (the button link may differ by locale), kept in the content
 * store of the static pages (content module) under `campaign/{uuid}` (title, description),
 * `…/terms`, `…/image` and `…/link`.
 */
export interface CampaignContentRow {
  title: string;
  description: string;
  image: string | null;
  terms: string;
  buttonLink: string | null;
}

/** One level: the template it grants and, per currency, the deposit or the wagering it needs. */
export interface CampaignLevelRow {
  templateUUID: string;
  minDeposit: Record<string, string>;
  wager: Record<string, string>;
}

/**
 * Campaigns (001 §3, §4; docs/decisions/025-campaigns.md). `state` is what an operator set last;
 * dates move PENDING to ACTIVE to FINISHED (the rule `campaignStateAt`), and a schedule writes it.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    uuid: uuid('uuid').primaryKey(),
    brandId: brandColumn(),
    name: text('name').notNull(),
    typeKey: text('type_key').notNull(),
    trigger: text('trigger').notNull(),
    optIn: boolean('opt_in').notNull(),
    visibility: text('visibility').notNull(),
    whiteListCountries: text('white_list_countries').array().notNull(),
    whiteListCurrencies: text('white_list_currencies').array().notNull(),
    blackListCountries: text('black_list_countries').array().notNull(),
    groupKey: text('group_key'),
    levels: jsonb('levels').$type<CampaignLevelRow[]>().notNull(),
    state: text('state').notNull(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('campaigns_brand_state_idx').on(t.brandId, t.state),
    check(
      'campaigns_state_known',
      sql`${t.state} in ('DRAFT','PENDING','ACTIVE','FINISHED','CANCELED','FAILED','DELETED')`,
    ),
  ],
);

/**
 * A player's part in a campaign: status, levels done and real-money stakes since joining (the
 * player's currency, minor units). The row is locked while a trigger grants a level, so a level is
 * granted once however many deposits or rounds race; `active_group` is the campaign's group while
 * the player takes part or once they completed it, and its unique index keeps one campaign of a
 * group per player.
 */
export const campaignPlayers = pgTable(
  'campaign_players',
  {
    campaignUuid: uuid('campaign_uuid')
      .notNull()
      .references(() => campaigns.uuid),
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid),
    status: text('status').notNull(),
    level: integer('level').notNull().default(0),
    wageredMinor: bigint('wagered_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    activeGroup: text('active_group'),
    deviceType: text('device_type'),
    joinedAt: at('joined_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignUuid, t.playerUuid] }),
    index('campaign_players_player_idx').on(t.playerUuid),
    uniqueIndex('campaign_players_one_per_group_idx')
      .on(t.playerUuid, t.activeGroup)
      .where(sql`${t.activeGroup} is not null`),
    check('campaign_players_level_not_negative', sql`${t.level} >= 0`),
  ],
);

/** A welcome pack's texts in one locale. */
export interface WelcomePackContentRow {
  title: string;
  description: string;
  steps: string[];
}

/** Welcome packs offered at registration (000 §3, 001 §3): each one a campaign of its brand to join. */
export const welcomePacks = pgTable(
  'welcome_packs',
  {
    uid: uuid('uid').primaryKey(),
    brandId: brandColumn(),
    campaignUuid: uuid('campaign_uuid')
      .notNull()
      .references(() => campaigns.uuid),
    content: jsonb('content').$type<Record<string, WelcomePackContentRow>>().notNull(),
    icon: text('icon'),
    isDefault: boolean('is_default').notNull(),
    buttonLink: text('button_link'),
    position: integer('position').notNull(),
  },
  // One default pack per brand.
  (t) => [uniqueIndex('welcome_packs_one_default_idx').on(t.brandId).where(sql`${t.isDefault}`)],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignPlayerRow = typeof campaignPlayers.$inferSelect;
export type WelcomePackRow = typeof welcomePacks.$inferSelect;
