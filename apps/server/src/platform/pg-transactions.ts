import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { TablesRelationalConfig } from 'drizzle-orm/relations';
import type pg from 'pg';

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
