/**
 * `npm run bench:round-cost -- variant.sql`: what a change to the wallet's SQL saves, measured before
 * it is written into a migration (docs/performance.md, "What a round's database time is made of").
 * Two scratch databases on the same PostgreSQL server, both migrated as the code stands; the SQL
 * file (any statements: `CREATE OR REPLACE FUNCTION …`, `ALTER TABLE …`) is run on the second only.
 * Then one bet+win pair after another (one connection each, no concurrency), alternating between
 * the two in blocks so a drift of the machine weighs on both alike, for three kinds of player:
 * plain (real money only), rich (an active bonus; real money pays every stake) and poor (an active
 * bonus that pays part of the stakes). Each block ends with the round relay's drain (its deletes are
 * part of a round's cost). Printed: PostgreSQL's CPU per pair on each, its backends' as /proc reads
 * them (bench/http-wallet/cpu.ts; PostgreSQL on this machine), and the difference.
 *
 * BENCH_DATABASE_URL picks the server (default postgres://postgres@127.0.0.1:5432/postgres);
 * BENCH_ROUND_PAIRS the pairs per block (300), BENCH_ROUND_BLOCKS the blocks per kind and side (6).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/platform/db.ts';
import { createScratchDatabase } from '../apps/server/test/scratch-database.ts';
import { backendsCpu, cpuSince } from './http-wallet/cpu.ts';
import { bonusPlayers, bonusTemplate, plainPlayers, REAL_POOR, REAL_RICH } from './seamless-bonus.ts';
import { pair } from './seamless-wallet.ts';
import { walletWorld } from './seamless-world.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PAIRS = Number(process.env.BENCH_ROUND_PAIRS || 300);
const BLOCKS = Number(process.env.BENCH_ROUND_BLOCKS || 6);
const PLAYERS = 20;
const KINDS = ['plain', 'rich', 'poor'] as const;
type Kind = (typeof KINDS)[number];

async function side(variantSql: string | undefined) {
  const scratch = await createScratchDatabase(SERVER_URL, 'croupier_round_cost');
  const database = await openPostgres(scratch.url, 2);
  const scratchName = new URL(scratch.url).pathname.slice(1);
  // Reads the backends' CPU from outside the pool, so its own connection is not one of them.
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const cpuUs = () => backendsCpu(admin, scratchName);
  const close = async () => {
    await admin.end();
    await database.close();
    await scratch.drop();
  };
  try {
    await database.migrate();
    // No parameters: the driver sends it as a simple query, so it may hold several statements.
    if (variantSql) await database.db.execute(sql.raw(variantSql));
    const { ledger, rewards, relay, wallet } = walletWorld(database.db);
    const template = await bonusTemplate(database.db);
    const bonus = (real: bigint, prefix: string) =>
      bonusPlayers(database.db, ledger, rewards, wallet, { n: PLAYERS, template, real: () => real, prefix });
    const sessions: Record<Kind, string[]> = {
      plain: (await plainPlayers(ledger, wallet, PLAYERS)).sessions,
      rich: (await bonus(REAL_RICH, 'rich')).sessions,
      poor: (await bonus(REAL_POOR, 'poor')).sessions,
    };
    return { wallet, relay, sessions, cpuUs, close };
  } catch (err) {
    // A variant that does not apply leaves no database behind.
    await close();
    throw err;
  }
}

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run bench:round-cost -- variant.sql');
  process.exit(2);
}
const variantSql = readFileSync(file, 'utf8');
const main = await side(undefined);
const sides = {
  main,
  variant: await side(variantSql).catch(async (err) => {
    await main.close();
    throw err;
  }),
};
/** µs of CPU by kind and side. */
const spent = new Map<string, number>();
const untimed = async (fn: () => Promise<unknown>) => {
  await fn();
};
let seq = 0;
try {
  for (let block = 0; block < BLOCKS; block++) {
    for (const kind of KINDS) {
      for (const name of block % 2 ? (['main', 'variant'] as const) : (['variant', 'main'] as const)) {
        const { wallet, relay, sessions, cpuUs } = sides[name];
        const before = await cpuUs();
        for (let i = 0; i < PAIRS; i++) {
          await pair(wallet, untimed, sessions[kind][i % PLAYERS]!, `${seq++}`, i);
        }
        await relay.drain();
        const key = `${kind}:${name}`;
        spent.set(key, (spent.get(key) ?? 0) + cpuSince(before, await cpuUs()));
      }
    }
  }
  console.log(`PostgreSQL CPU per bet+win pair, ${BLOCKS} blocks of ${PAIRS} pairs a kind and side`);
  for (const kind of KINDS) {
    const perPair = (name: string) => (spent.get(`${kind}:${name}`) ?? 0) / (BLOCKS * PAIRS);
    const [main, variant] = [perPair('main'), perPair('variant')];
    console.log(
      `  ${kind.padEnd(5)} main ${main.toFixed(0)} µs, variant ${variant.toFixed(0)} µs (${((variant / main - 1) * 100).toFixed(1)} %)`,
    );
  }
} finally {
  for (const s of Object.values(sides)) await s.close();
}
