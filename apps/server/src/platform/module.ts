import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { DbKind } from './schedule.ts';

/**
 * What every module's `register` function takes first: the platform's pieces. A module's own deps
 * type adds what it needs of other modules (their services, from their index.ts) and its adapters.
 */
export interface PlatformDeps {
  config: Config;
  db: Db;
  /** Which database `db` is: schedules take a lock on PostgreSQL, where replicas share it (schedule.ts). */
  dbKind: DbKind;
  /** The clock, in milliseconds since the epoch (tests move it). */
  now: () => number;
}
