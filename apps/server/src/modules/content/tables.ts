import type { BrandConfig, LiveChatConfig } from '@croupier/contract';
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { brandColumn } from '../../platform/columns.ts';

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

/**
 * A brand's pages per locale, and the texts other modules keep here under a slug prefix of their own
 * (`campaign/{uuid}`): a slug is unique per brand and locale.
 */
export const staticPages = pgTable(
  'static_pages',
  {
    brandId: brandColumn(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.locale, t.slug] })],
);
