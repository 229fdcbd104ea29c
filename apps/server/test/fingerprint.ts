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

/**
 * One brand's rows, hashed: in every table, those with the brand (`brand_id`, or a call-back's
 * `brand`) or about one of `players` (`player_uuid`), and the players' and the brand's own rows.
 * Equal before and after means another brand's calls changed nothing of it.
 */
export async function brandFingerprint(db: Db, brandId: string, players: string[]): Promise<string> {
  const columns = (await db.execute(
    sql`select table_name as t, column_name as c from information_schema.columns
        where table_schema = 'public' and column_name in ('brand_id', 'brand', 'player_uuid')
        order by 1, 2`,
  )) as unknown as { rows: { t: string; c: string }[] };
  const list = sql.join(
    players.map((p) => sql`${p}`),
    sql`, `,
  );
  const parts: string[] = [];
  const hash = async (label: string, from: string, where: ReturnType<typeof sql>) => {
    const result = (await db.execute(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.raw(from)} x where ${where}`,
    )) as unknown as { rows: { h: string }[] };
    parts.push(`${label}:${result.rows[0]?.h}`);
  };
  for (const { t, c } of columns.rows) {
    const column = sql.raw(`x."${c}"`);
    const where = c === 'player_uuid' ? sql`${column}::text in (${list})` : sql`${column} = ${brandId}`;
    await hash(`${t}.${c}`, `"${t}"`, where);
  }
  await hash('players', '"players"', sql`x.uuid::text in (${list})`);
  await hash('brands', '"brands"', sql`x.id = ${brandId}`);
  return parts.join('\n');
}
