import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { TablesRelationalConfig } from 'drizzle-orm/relations';
import type pg from 'pg';
import { isConnectionLost } from './connection-loss.ts';

/**
 * Drizzle's node-postgres transactions, made safe for a connection that drops:
 * - drizzle sends BEGIN before its try/finally, so a BEGIN that fails (the connection was ended
 *   between checkout and BEGIN) never gives the connection back: after a few drops the pool is
 *   all leaked connections and every request waits forever;
 * - a failed ROLLBACK (the connection is gone) replaces the error that caused it;
 * - a connection whose ROLLBACK failed went back to the pool as if nothing had happened.
 * Here the connection is always given back, discarded when its state is unknown, and the original
 * error is the one thrown. Same statements, same nesting (savepoints) as drizzle's.
 */
export function withSafeTransactions(db: object, pool: pg.Pool): void {
  type Schema = Record<string, unknown>;
  type Session = NodePgSession<Schema, TablesRelationalConfig>;
  const session = (db as { session: Session }).session;
  // Drizzle keeps these on the session (not in its types); a transaction's session needs the same.
  const { dialect, schema, options } = session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession<Schema, TablesRelationalConfig>>[1];
    schema: ConstructorParameters<typeof NodePgSession<Schema, TablesRelationalConfig>>[2];
    options: ConstructorParameters<typeof NodePgSession<Schema, TablesRelationalConfig>>[3];
  };
  session.transaction = async <T>(
    transaction: (tx: NodePgTransaction<Schema, TablesRelationalConfig>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> => {
    const client = await pool.connect();
    // Committed or rolled back: the connection is clean and may serve the next transaction.
    let settled = false;
    try {
      const tx = new NodePgTransaction<Schema, TablesRelationalConfig>(
        dialect,
        new NodePgSession(client, dialect, schema, options),
        schema,
      );
      await tx.execute(sql`begin`);
      if (config) await tx.setTransaction(config);
      let result: T;
      try {
        result = await transaction(tx);
      } catch (err) {
        await tx.execute(sql`rollback`).then(
          () => {
            settled = true;
          },
          () => {}, // the connection is gone: the error that matters is the one that caused it
        );
        throw err;
      }
      await tx.execute(sql`commit`);
      settled = true;
      return result;
    } finally {
      // A connection that failed BEGIN, COMMIT or ROLLBACK is in a state nobody knows: discarded.
      client.release(!settled);
    }
  };
}

/**
 * pg-pool's own `query` discards the connection of any statement that fails. A statement outside a
 * transaction that the database refuses on purpose (a unique violation, a function's own SQLSTATE:
 * the seamless wallet's refusals, ADR 041) would then cost a new backend each time: a fork, a login
 * and cold caches (plans, compiled functions). Here such a connection goes back to the pool; only
 * one that was lost is discarded.
 */
export function withKeptConnections(pool: pg.Pool): void {
  const query = async (config: unknown, values?: unknown) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      return await client.query(config as pg.QueryConfig, values as unknown[] | undefined);
    } catch (err) {
      if (isConnectionLost(err)) lost = err as Error;
      throw err;
    } finally {
      client.release(lost);
    }
  };
  pool.query = query as typeof pool.query;
}
