// The cluster's PostgreSQL database (`npm run cluster`): created on its server when missing. Run
// alone (`node scripts/cluster-database.mjs`) it creates DATABASE_URL's database and exits; with
// `--empty-redis` it also empties REDIS_URL's Redis database (the journeys' run starts with no
// rate-limit counters left from an earlier one).
import { pathToFileURL } from 'node:url';

/** Creates the cluster's database on its server when it is missing (a fresh machine's first run). */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } catch (err) {
    console.error(
      `[cluster] PostgreSQL at ${redact(url)} is needed: ${err instanceof Error ? err.message : err}`,
    );
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Empties the Redis database the URL names (its number, 0 by default), and that one only. */
async function emptyRedis(url) {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}

/** The URL without its password, for a log line. */
export function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL names the database to create.');
    process.exit(1);
  }
  await ensureDatabase(url);
  if (process.argv.includes('--empty-redis') && process.env.REDIS_URL)
    await emptyRedis(process.env.REDIS_URL);
}
