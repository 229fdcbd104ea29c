import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/platform/db.ts';

/**
 * Gives demo records seeded before a language existed its texts: each record's per-locale map
 * (`content`, `translations`) gains the locales it lacks, and keeps those it has, which an operator
 * may have edited (`seeded || stored`: on the same key, the stored side wins). A record that has
 * every locale already is not written, so a start of an up-to-date database changes nothing.
 */
export async function addMissingLocales(
  db: Db,
  target: { table: PgTable; id: PgColumn; texts: PgColumn },
  rows: { id: string; texts: Record<string, unknown> }[],
): Promise<void> {
  for (const row of rows) {
    const locales = Object.keys(row.texts);
    if (locales.length === 0) continue;
    const wanted = sql.join(
      locales.map((l) => sql`${l}`),
      sql`, `,
    );
    await db.execute(sql`
      update ${target.table}
      set ${sql.identifier(target.texts.name)} = ${JSON.stringify(row.texts)}::jsonb || ${target.texts}
      where ${target.id} = ${row.id} and not (${target.texts} ?& array[${wanted}]::text[])`);
  }
}
