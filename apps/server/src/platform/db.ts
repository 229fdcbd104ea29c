import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '@croupier/contract/package-root';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withKeptConnections, withSafeTransactions } from './pg-transactions.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: PGlite on a laptop, node-postgres on a server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The database or a transaction on it (Drizzle gives both the same query API). Repository functions
 * take it first, so a service can run them alone or inside its transaction.
 */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human-readable location for the start banner (never includes a password). */
  where: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process on this database runs work under the same name: replicas
   * starting together migrate and seed one after another (a session advisory lock on PostgreSQL;
   * PGlite has one process).
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool, for its gauges (ADR 069); PGlite has none. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
}

// From the server's root, so the bundle (apps/server/dist) finds the migrations too.
const migrationsFolder = path.join(packageRoot(import.meta.dirname), 'drizzle');

/**
 * PGlite's own start parameters plus a smaller buffer pool (ADR 031). PostgreSQL's default
 * shared_buffers (128 MB) is allocated and touched inside the WebAssembly memory at open, so it was
 * most of the platform's memory; the demo database is a few tens of MB, and a page the pool does not
 * hold is read back from the operating system's file cache, not the disk. One session: no need for
 * PostgreSQL's 100 connection slots.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=8MB', '-c', 'max_connections=3'],
];

/** `memory` opens a throw-away in-memory PGlite (tests); a directory keeps data across restarts. */
export async function openPglite(dataDir: string | 'memory'): Promise<Database> {
  let client: PGlite;
  if (dataDir === 'memory') {
    client = new PGlite({ startParams: PGLITE_START_PARAMS });
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(path.join(dataDir, 'pglite'), { startParams: PGLITE_START_PARAMS });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    where: dataDir === 'memory' ? 'in memory' : path.join(dataDir, 'pglite'),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusively: (_name, work) => work(),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // keepAlive: a connection whose server vanished without a word (a failover, a cut) is noticed.
  const pool = new pg.Pool({ connectionString: url, max, keepAlive: true });
  // A connection the server ends (a restart, a failover, pg_terminate_backend) emits 'error'; with no
  // listener Node throws it as an uncaught exception and the process dies. The pool listens on idle
  // connections only, so each connection gets a listener of its own for the time it is checked out
  // (drizzle's transactions hold one between statements). The query in flight still gets its own
  // error (the request answers 503, errors.ts), the dead connection leaves the pool when released,
  // and the pool opens a new one on the next query.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  withSafeTransactions(db, pool);
  withKeptConnections(pool);
  const u = new URL(url);
  return {
    db,
    kind: 'postgres',
    where: `${u.hostname}:${u.port || 5432}${u.pathname}`,
    migrate: () => migratePg(db as never, { migrationsFolder }),
    exclusively: (name, work) => holdingLock(pool, `croupier:${name}`, work),
    close: () => pool.end(),
    pool,
  };
}

/** `work` under a session advisory lock held on a connection of its own (released on any outcome). */
async function holdingLock<T>(pool: pg.Pool, key: string, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    holder.release();
  }
}

export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
