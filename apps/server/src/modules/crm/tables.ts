import type { CardTranslation, MessageTranslation, PopupTranslation, Targeting } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, brandColumn } from '../../platform/columns.ts';

export interface StoredButton {
  label: string;
  url: string | null;
  type: string | null;
  size: string | null;
}

/**
 * Who sees a popup, card or message, and when (its brand's players and guests, targeting, schedule,
 * the operator's switch), with the record's times: the same columns in each table, built fresh for each.
 */
const reach = () => ({
  brandId: brandColumn(),
  targeting: jsonb('targeting').$type<Targeting>().notNull(),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A record's texts in other languages than its own, by locale (contract `crm-translations.ts`). */
const translated = <T>() => jsonb('translations').$type<Record<string, T>>().notNull().default({});

/** Web popups (001 §3) as the operator set them. */
export const crmPopups = pgTable('crm_popups', {
  id: uuid('id').primaryKey().defaultRandom(),
  recordType: text('record_type').notNull(),
  name: text('name').notNull(),
  buttons: jsonb('buttons').$type<StoredButton[]>().notNull(),
  excludedPages: jsonb('excluded_pages').$type<string[]>().notNull(),
  data: jsonb('data').$type<{ title: string; body: string; image: string | null }>().notNull(),
  translations: translated<PopupTranslation>(),
  maxViews: integer('max_views'),
  priority: integer('priority').notNull().default(0),
  ...reach(),
});

/** The CMS entries `'type_' + record_type` (001 §3): a popup kind's button type and size, per brand. */
export const crmPopupTypes = pgTable(
  'crm_popup_types',
  {
    brandId: brandColumn(),
    type: text('type').notNull(),
    buttonType: text('button_type').notNull(),
    buttonSize: text('button_size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.type] })],
);

/**
 * A viewer's status on a popup (001 §4): `viewer` is `p:<player uuid>` or `a:<anonymous id>`.
 * `views` counts the views for the frequency cap.
 */
export const crmPopupStates = pgTable(
  'crm_popup_states',
  {
    popupId: uuid('popup_id')
      .notNull()
      .references(() => crmPopups.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    status: text('status').notNull(),
    views: integer('views').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.popupId, t.viewer] }),
    check('crm_popup_states_views', sql`${t.views} >= 0`),
  ],
);

/** Every popup event recorded (for the operator's counts). */
export const crmPopupEvents = pgTable(
  'crm_popup_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    popupId: uuid('popup_id')
      .notNull()
      .references(() => crmPopups.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    event: text('event').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('crm_popup_events_popup_idx').on(t.popupId, t.event)],
);

/** Content cards (001 §3). */
export const crmCards = pgTable('crm_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  image: text('image'),
  buttonLabel: text('button_label'),
  url: text('url'),
  translations: translated<CardTranslation>(),
  ...reach(),
});

/** A card's events per player (sent, open, click, dismiss), each exactly once (the primary key). */
export const crmCardEvents = pgTable(
  'crm_card_events',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => crmCards.id, { onDelete: 'cascade' }),
    playerUuid: uuid('player_uuid').notNull(),
    event: text('event').notNull(),
    at: at('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.playerUuid, t.event] })],
);

/** Instant messages and on-site notifications (000 §2). */
export const crmMessages = pgTable('crm_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<'instant' | 'notification'>().notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  url: text('url'),
  translations: translated<MessageTranslation>(),
  ...reach(),
});

/** A player's read and acknowledgement of a message. */
export const crmMessageReceipts = pgTable(
  'crm_message_receipts',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => crmMessages.id, { onDelete: 'cascade' }),
    playerUuid: uuid('player_uuid').notNull(),
    readAt: at('read_at'),
    acknowledgedAt: at('acknowledged_at'),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.playerUuid] })],
);
