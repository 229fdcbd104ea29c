import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database beside the one `url` names, on the same PostgreSQL server, for one test
 * file or one benchmark: its URL, and `drop` to remove it again (even with connections left open).
 */
export async function createScratchDatabase(
  url: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Runs `fn` on a scratch database (see `createScratchDatabase`), dropped after whatever happens. */
export async function withScratchDatabase<T>(
  url: string,
  prefix: string,
  fn: (url: string) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchDatabase(url, prefix);
  try {
    return await fn(scratch.url);
  } finally {
    await scratch.drop();
  }
}
