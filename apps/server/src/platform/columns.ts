import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A point in time (timestamptz), read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An amount of money in minor units (bigint), read as a bigint: no float ever holds money. */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });
