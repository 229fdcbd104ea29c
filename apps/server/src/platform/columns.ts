import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** A point in time (timestamptz), read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An amount of money in minor units (bigint), read as a bigint: no float ever holds money. */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * The brand that existed before content belonged to a brand: rows written before then are its
 * (docs/decisions/064-brand-content.md). It is the demo brand's id and BRAND_ID's default.
 */
export const FIRST_BRAND_ID = 'croupier';

/** The brand a content row belongs to (campaigns, rewards, tournaments, CRM, pages, loyalty …). */
export const brandColumn = () => text('brand_id').notNull().default(FIRST_BRAND_ID);
