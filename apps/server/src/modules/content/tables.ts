import type { BrandConfig, LiveChatConfig } from '@croupier/contract';
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A brand is data: one build of the web app serves whichever brand the server is set to. */
export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  config: jsonb('config').$type<BrandConfig>().notNull(),
  liveChat: jsonb('live_chat').$type<LiveChatConfig>().notNull(),
});

export const translations = pgTable(
  'translations',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

export const staticPages = pgTable(
  'static_pages',
  {
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] })],
);
