/**
 * The seamless wallet over HTTP under concurrent load: the game studio's signed
 * `POST /api/seamless-wallet/{bet,win,rollback}` calls, 64 in flight, against the platform started
 * three ways back to back, each fresh: on PostgreSQL as `npm start` runs it there (no V8 flags), on
 * PGlite as `npm start` runs the local demo (its V8 flags, scripts/v8-flags.mjs), and the catalogue
 * bench's bare route as the baseline of calls per second for this load generator.
 *
 * A round is a bet then its win (2.50 every third round, else 0), or its rollback (1 round in 10).
 * As a studio retries, 1 round in 5 sends its bet twice at once and another 1 in 5 repeats its
 * closing call after the answer (both must answer alike, 200); 1 in 5 reuses an id with another
 * payload (409 duplicate): 26 calls every 10 rounds. Rounds go to players by a hash of their number, so a player's rounds
 * overlap now and then (two games open). The players (bench/servers/wallet-players.ts): plain ones,
 * and with the default BENCH_HTTP_WALLET_REALISTIC=1 as many realistic ones (an active bonus, opted in
 * to the demo's running tournament, earning loyalty points), measured in alternating segments
 * (realistic, plain, plain, realistic) so a drift of the machine's load weighs on both alike. Any 5xx,
 * other unexpected answer or repeat answered differently fails the run; so does money that does not
 * reconcile afterwards (the platform's own checks, asked of the child).
 *
 * Where a call's CPU goes: the server's CPU (the child's `cpu()`) and, on PostgreSQL, its backends'
 * (/proc), both per call; signature and body validation by microbenchmarks of the functions the
 * route runs (in this process); the listeners derived as a realistic call's CPU minus a plain one's.
 *
 * Alone: `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/http-wallet.ts`
 * (BENCH_HTTP_WALLET_OPS: calls per run, default 20,000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { v8FlagsFor } from '../scripts/v8-flags.mjs';
import { backendsCpu, cpuSince, type Micro, microbenchmarks } from './http-wallet/cpu.ts';
import {
  type Answers,
  IN_FLIGHT,
  load,
  MAX_PGLITE_SLOWDOWN,
  OPERATIONS,
  OPS,
  PLAYERS,
  REALISTIC,
  request,
  TARGET_OPS_PER_S,
  TARGET_P99_MS,
  type Tally,
  WARMUP_OPS,
} from './http-wallet/load.ts';
import { printHttpWallet } from './http-wallet/print.ts';
import { percentile } from './ledger.ts';
import { startServer } from './server-process.ts';
import type { WalletPlayers } from './servers/wallet-players.ts';

export { MAX_PGLITE_SLOWDOWN, TARGET_OPS_PER_S, TARGET_P99_MS } from './http-wallet/load.ts';
export { printHttpWallet } from './http-wallet/print.ts';
export type { HttpWalletFigures, HttpWalletResult, HttpWalletRun } from './http-wallet/result.ts';

import type { HttpWalletFigures, HttpWalletResult, HttpWalletRun } from './http-wallet/result.ts';

// ---------------------------------------------------------------------------------------------------
// A run

interface Segment {
  tally: Tally;
  elapsedS: number;
  serverCpuUs: number;
  databaseCpuUs: number | null;
}

function figures(segments: Segment[]): HttpWalletFigures {
  const calls = segments.reduce((s, x) => s + x.tally.calls, 0);
  const latencies = segments
    .flatMap((s) => OPERATIONS.flatMap((op) => s.tally.latencies[op]))
    .sort((a, b) => a - b);
  const db = segments.every((s) => s.databaseCpuUs !== null)
    ? segments.reduce((s, x) => s + (x.databaseCpuUs ?? 0), 0) / calls
    : null;
  return {
    calls,
    callsPerSec: calls / segments.reduce((s, x) => s + x.elapsedS, 0),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    serverCpuUs: segments.reduce((s, x) => s + x.serverCpuUs, 0) / calls,
    databaseCpuUs: db,
  };
}

type PlayerKind = 'plain' | 'realistic';

/** The platform started with its players; the warm-up, then the measured segments; its money checked. */
async function runPlatform(
  database: HttpWalletRun['database'],
  env: Record<string, string>,
  flags: string | null,
  micro: Micro,
  pgUrl: string | null,
): Promise<HttpWalletRun> {
  const server = await startServer(
    'platform.ts',
    { ...env, BENCH_WALLET_PLAYERS: String(PLAYERS), BENCH_WALLET_REALISTIC: REALISTIC ? '1' : '' },
    flags ? flags.split(/\s+/) : [],
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const admin = pgUrl ? new pg.Client({ connectionString: pgUrl }) : null;
  try {
    await admin?.connect();
    const { plain, realistic } = server.info.wallet as WalletPlayers;
    const databaseName = server.info.databaseName as string | undefined;
    const backends = () => (admin && databaseName ? backendsCpu(admin, databaseName) : null);
    const segment = async (sessions: string[], label: string, calls: number): Promise<Segment> => {
      const db0 = await backends();
      const cpu0 = await server.cpu();
      const t0 = performance.now();
      const tally = await load({ agent, port: server.port }, sessions, label, calls);
      const elapsedS = (performance.now() - t0) / 1000;
      const serverCpuUs = (await server.cpu()) - cpu0;
      const db1 = await backends();
      return { tally, elapsedS, serverCpuUs, databaseCpuUs: db0 && db1 ? cpuSince(db0, db1) : null };
    };
    const warm = await segment([...plain.sessions, ...(realistic?.sessions ?? [])], 'warm', WARMUP_OPS);
    // Realistic, plain, plain, realistic: a drift of the machine's load weighs on both kinds alike.
    const plan: [PlayerKind, string[]][] = realistic
      ? [
          ['realistic', realistic.sessions],
          ['plain', plain.sessions],
          ['plain', plain.sessions],
          ['realistic', realistic.sessions],
        ]
      : [['plain', plain.sessions]];
    const measured: { kind: PlayerKind; s: Segment }[] = [];
    for (const [i, [kind, sessions]] of plan.entries()) {
      process.stdout.write(`  ${database}: segment ${i + 1} (${kind} players) …`);
      const s = await segment(sessions, `${kind[0]}${i}`, Math.round(OPS / plan.length));
      process.stdout.write(` ${Math.round(s.tally.calls / s.elapsedS)} calls/s\n`);
      measured.push({ kind, s });
    }
    const checked = await server.check();
    return summarize(database, flags, micro, warm.tally, measured, checked);
  } finally {
    agent.destroy();
    await admin?.end();
    await server.stop();
  }
}

/** A run's figures, breakdown, failures and verdict from its segments. */
function summarize(
  database: HttpWalletRun['database'],
  flags: string | null,
  micro: Micro,
  warm: Tally,
  measured: { kind: PlayerKind; s: Segment }[],
  checked: { ok: boolean; report: Record<string, unknown> },
): HttpWalletRun {
  const segments = measured.map((m) => m.s);
  const tallies = [warm, ...segments.map((s) => s.tally)];
  const answers = Object.fromEntries(
    Object.keys(warm.answers).map((k) => [k, tallies.reduce((s, t) => s + t.answers[k as keyof Answers], 0)]),
  ) as unknown as Answers;
  const perOperation = Object.fromEntries(
    OPERATIONS.map((op) => {
      const l = segments.flatMap((s) => s.tally.latencies[op]).sort((a, b) => a - b);
      return [op, { calls: l.length, p50Ms: percentile(l, 50), p99Ms: percentile(l, 99) }];
    }),
  ) as HttpWalletRun['perOperation'];
  const of = (kind: PlayerKind) => measured.filter((m) => m.kind === kind).map((m) => m.s);
  const plain = figures(of('plain'));
  const realistic = of('realistic').length > 0 ? figures(of('realistic')) : null;
  const total = figures(segments);

  // Validation weighted by the calls of each operation in the mix.
  const validationUs =
    OPERATIONS.reduce((s, op) => s + perOperation[op].calls * micro.validationUs[op], 0) / total.calls;
  const cost = (f: HttpWalletFigures) => f.serverCpuUs + (f.databaseCpuUs ?? 0);
  const breakdown = {
    totalUs: cost(realistic ?? plain),
    signatureUs: micro.signatureUs,
    validationUs,
    serverRestUs: plain.serverCpuUs - micro.signatureUs - validationUs,
    databaseUs: plain.databaseCpuUs,
    listenersUs: realistic ? cost(realistic) - cost(plain) : null,
  };

  const failures = tallies.flatMap((t) => t.problems).map((p) => `http wallet (${database}): ${p}`);
  const bad = answers.serverErrors + answers.unexpected + answers.replayDiffered;
  if (bad > 0) failures.push(`http wallet (${database}): ${bad} bad answers in all (the first few above)`);
  if (!checked.ok)
    failures.push(
      `http wallet (${database}): the money does not reconcile: ${JSON.stringify(checked.report)}`,
    );
  // PGlite's is judged against PostgreSQL's run once both are in (runHttpWalletBench).
  const verdict =
    failures.length > 0
      ? 'FAIL'
      : total.callsPerSec >= TARGET_OPS_PER_S && total.p99Ms <= TARGET_P99_MS
        ? 'PASS'
        : 'MISS';
  return {
    database,
    v8Flags: flags,
    ...total,
    perOperation,
    answers,
    plain,
    realistic,
    reconciled: checked.ok,
    check: checked.report,
    breakdown,
    failures,
    verdict,
  };
}

/** The bare route under the same generator: GET /bare, IN_FLIGHT at a time, OPS calls after a warm-up. */
async function runBare(): Promise<HttpWalletResult['bare']> {
  const server = await startServer('bare.ts', {});
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  try {
    const run = async (calls: number) => {
      const latencies: number[] = [];
      let sent = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (sent < calls) {
            sent += 1;
            const c0 = performance.now();
            const a = await request(agent, server.port, 'GET', '/bare');
            if (a.status !== 200) throw new Error(`the bare route answered ${a.status}`);
            latencies.push(performance.now() - c0);
          }
        }),
      );
      return { latencies: latencies.sort((a, b) => a - b), elapsedS: (performance.now() - t0) / 1000 };
    };
    await run(WARMUP_OPS);
    const r = await run(OPS);
    return {
      callsPerSec: r.latencies.length / r.elapsedS,
      p50Ms: percentile(r.latencies, 50),
      p99Ms: percentile(r.latencies, 99),
      calls: r.latencies.length,
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

export async function runHttpWalletBench(pgUrl: string): Promise<HttpWalletResult> {
  const micro = microbenchmarks();
  console.log('  bare route …');
  const bare = await runBare();
  const failures: string[] = [];
  const runs: HttpWalletRun[] = [];
  // PostgreSQL as `npm start` runs it there, then the local demo on PGlite with its flags.
  const pgFlags = v8FlagsFor({ DATABASE_URL: pgUrl }, { localDemo: true });
  // Its backends' CPU is read from this machine's /proc: only where PostgreSQL runs here.
  const localPg = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(pgUrl).hostname) ? pgUrl : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-http-wallet-'));
  const demoFlags = v8FlagsFor({}, { localDemo: true });
  const platforms: {
    database: HttpWalletRun['database'];
    env: Record<string, string>;
    flags: string | null;
    admin: string | null;
  }[] = [
    { database: 'postgres', env: { BENCH_DATABASE_URL: pgUrl }, flags: pgFlags, admin: localPg },
    {
      database: 'pglite',
      env: { BENCH_DATABASE_URL: '', BENCH_DATA_DIR: dataDir },
      flags: demoFlags,
      admin: null,
    },
  ];
  try {
    for (const p of platforms) {
      console.log(
        `  ${p.database} (V8 flags: ${p.flags ?? 'none'}): migrating, seeding, ${PLAYERS} players a kind …`,
      );
      try {
        const run = await runPlatform(p.database, p.env, p.flags, micro, p.admin);
        runs.push(run);
        failures.push(...run.failures);
      } catch (err) {
        failures.push(`http wallet (${p.database}): ${(err as Error).message}`);
        console.error(`  ${p.database} failed: ${(err as Error).message}`);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pgRun = runs.find((r) => r.database === 'postgres');
  const liteRun = runs.find((r) => r.database === 'pglite');
  const pgliteSlowdown =
    pgRun && liteRun && liteRun.callsPerSec > 0 ? pgRun.callsPerSec / liteRun.callsPerSec : null;
  if (liteRun && liteRun.verdict !== 'FAIL')
    liteRun.verdict = pgliteSlowdown !== null && pgliteSlowdown <= MAX_PGLITE_SLOWDOWN ? 'PASS' : 'MISS';
  return {
    callsPerRun: OPS,
    inFlight: IN_FLIGHT,
    playersPerKind: PLAYERS,
    micro,
    bare,
    runs,
    pgliteSlowdown,
    failures,
  };
}

/** `catalogueBareReqPerSec`: the catalogue bench's bare route under autocannon, when it ran. */

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL=postgres://…');
    process.exit(2);
  }
  runHttpWalletBench(url).then(
    (r) => {
      printHttpWallet(r);
      for (const failure of r.failures) console.log(`FAILED: ${failure}`);
      process.exit(r.failures.length > 0 ? 1 : 0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
