/**
 * The real platform, assembled as `apps/server/src/main.ts` assembles it: config → database → migrate →
 * seed (the default demo catalogue) → buildApp → listen on loopback.
 *
 * BENCH_DATABASE_URL set: a fresh database on that PostgreSQL server, dropped again on close.
 * Otherwise: embedded PGlite in BENCH_DATA_DIR (a temporary directory the parent removes).
 * BENCH_LOG_LEVEL (default warn) is the server's LOG_LEVEL; `off` builds the app with no logger at all.
 * BENCH_WEB_DIST: the built web app to serve beside the API (the scroll bench opens the lobby in it).
 * BENCH_CPU_PROFILE=file: V8's CPU profile from ready to close, written there (bench/profile.ts).
 * BENCH_WALLET_PLAYERS=N: N players ready to play real money (bench/servers/wallet-players.ts), and
 * with BENCH_WALLET_REALISTIC=1 N realistic ones beside them; their ids and game sessions are in the
 * ready message's `info.wallet`, and the parent's `check` reconciles the money after its load.
 * BENCH_LIVE_PLAYERS=N: N registered players with money and a game session, for the live-events
 * bench (bench/servers/live-players.ts), in `info.live`; with BENCH_LIVE_REDIS_URL also a second
 * app on the same database (its port in `info.peerPort`), the two on one Redis channel as replicas.
 */

import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../apps/server/seed/index.ts';
import { DEMO_ACTIVE_TOURNAMENT } from '../../apps/server/seed/tournaments.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { type Database, openDatabase as openAsMain, openPglite } from '../../apps/server/src/platform/db.ts';
import { RedisEventBus } from '../../apps/server/src/platform/event-bus-redis.ts';
import { createScratchDatabase } from '../../apps/server/test/scratch-database.ts';
import { livePlayers } from './live-players.ts';
import { type Check, closeOnRequest, send } from './protocol.ts';
import { checkMoney, walletPlayers } from './wallet-players.ts';

async function openDatabase(): Promise<Database & { name?: string }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    // A fresh database per run (GUIDE §5), dropped on close, opened as main.ts opens it (its pool).
    const scratch = await createScratchDatabase(url, 'croupier_bench');
    const database = await openAsMain({ databaseUrl: scratch.url, dataDir: '' });
    return {
      ...database,
      // Its name: the parent reads the CPU time of its PostgreSQL backends (bench/http-wallet.ts).
      name: new URL(scratch.url).pathname.slice(1),
      close: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const dir = process.env.BENCH_DATA_DIR;
  if (!dir) throw new Error('BENCH_DATA_DIR is not set');
  return openPglite(dir);
}

let database: Database | undefined;
let closeApp = async () => {};

async function main() {
  const logLevel = process.env.BENCH_LOG_LEVEL || 'warn';
  const config = loadConfig({
    // The local demo's rules (loopback, sandbox keys); NODE_ENV changes nothing else in the server.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: logLevel === 'off' ? 'silent' : logLevel,
    DATA_DIR: process.env.BENCH_DATA_DIR || '/nonexistent',
    WEB_DIST: process.env.BENCH_WEB_DIST || '',
  });
  const db = await openDatabase();
  database = db;
  let check: Check | undefined;
  const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
  closeOnRequest(
    async () => {
      if (profiler && process.env.BENCH_CPU_PROFILE) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(process.env.BENCH_CPU_PROFILE, JSON.stringify(profile));
      }
      await closeApp();
      await db.close();
    },
    () => (check ? check() : Promise.reject(new Error('no wallet players: set BENCH_WALLET_PLAYERS'))),
  );
  const t0 = performance.now();
  await db.migrate();
  await seedDemo(db.db);
  // The demo's active tournament with BENCH_PARTICIPANTS on its board (bench/run.ts reads its pages).
  const participants = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
  await db.db.execute(sql`
    insert into tournament_participants (tournament_id, player_uuid, name, points, reached_at, opted_in_at)
    select ${DEMO_ACTIVE_TOURNAMENT}, md5('bench' || i)::uuid, 'pl***r', (i * 7919) % 1000003,
      now() - (i || ' seconds')::interval, now() - interval '2 days'
    from generate_series(1, ${participants}) i
    on conflict do nothing`);
  await db.db.execute(sql`
    update tournaments set participants =
      (select count(*) from tournament_participants where tournament_id = ${DEMO_ACTIVE_TOURNAMENT})
    where id = ${DEMO_ACTIVE_TOURNAMENT}`);
  await db.db.execute(sql`analyze tournament_participants`);
  const seededMs = Math.round(performance.now() - t0);
  // BENCH_LIVE_REDIS_URL: a second app on the same database, each with its own bus on one Redis
  // channel of this run: a replica pair in one process, whose announcements cross through Redis.
  const redisUrl = process.env.BENCH_LIVE_REDIS_URL;
  const channel = `croupier-bench-live-${process.pid}:events`;
  const busA = redisUrl ? new RedisEventBus({ url: redisUrl, channel }) : undefined;
  const app = await buildApp({
    config,
    database: db,
    logger: logLevel !== 'off',
    ...(busA && { bus: busA }),
  });
  closeApp = async () => {
    await app.close();
    await busA?.close();
  };
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // After listen: the loyalty rates are seeded when the app is ready.
  const walletCount = Number(process.env.BENCH_WALLET_PLAYERS || 0);
  const wallet =
    walletCount > 0
      ? await walletPlayers(app, db.db, walletCount, process.env.BENCH_WALLET_REALISTIC === '1')
      : undefined;
  if (wallet) check = () => checkMoney(app, db.db, wallet);
  const liveCount = Number(process.env.BENCH_LIVE_PLAYERS || 0);
  const live = liveCount > 0 ? await livePlayers(app, liveCount) : undefined;
  let peerPort: number | undefined;
  if (redisUrl) {
    const busB = new RedisEventBus({ url: redisUrl, channel });
    const peer = await buildApp({ config, database: db, logger: logLevel !== 'off', bus: busB });
    await peer.listen({ host: '127.0.0.1', port: 0 });
    await Promise.all([busA?.listening, busB.listening]);
    const peerAddress = peer.server.address();
    peerPort = typeof peerAddress === 'object' && peerAddress ? peerAddress.port : 0;
    const closeA = closeApp;
    closeApp = async () => {
      await peer.close();
      await busB.close();
      await closeA();
    };
  }
  if (profiler) {
    // Only the load is profiled: the start (migrations, seed, module loading) is not a request's cost.
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  send({
    type: 'ready',
    port,
    info: {
      database: db.kind,
      ...(db.name ? { databaseName: db.name } : {}),
      games: app.services.catalogue.size,
      seededMs,
      logLevel,
      ...(wallet ? { wallet } : {}),
      ...(live ? { live } : {}),
      ...(peerPort ? { peerPort } : {}),
    },
  });
}

main().catch(async (err: unknown) => {
  send({ type: 'failed', error: String((err as Error)?.stack ?? err) });
  await closeApp().catch(() => {});
  await database?.close().catch(() => {});
  process.exit(1);
});
