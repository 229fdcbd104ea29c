import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db.ts';

/** Every table's rows, hashed: equal before and after means a call changed nothing. */
export async function fingerprint(db: Db): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`),
    )) as unknown as { rows: { h: string }[] };
    parts.push(`${name}:${result.rows[0]?.h}`);
  }
  return parts.join('\n');
}
