/**
 * Ledger throughput on PostgreSQL beside pgbench on the same server in the same run (the ratio is the
 * figure; GUIDE §5). Both get a scratch database of their own, dropped after.
 *
 * - pgbench: `pgbench -i` (scale 1) then the default TPC-B-like script, `-c 10 -j 2 -T {duration}`.
 * - ledger: `LedgerService.transfer` from 10 concurrent workers on a pool of 10 connections, for the
 *   same duration: bets (player → house) and wins (house → player) on 100 funded players, so every
 *   transfer touches the one hot house account, as every TPC-B transaction touches its one branch.
 *   Each transfer is a transaction: idempotency-key insert, two guarded balance updates in id order,
 *   two entries. The ledger is reconciled after the run.
 *
 * Run alone: `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/ledger.ts`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LedgerService, reconcileLedger } from '../apps/server/src/modules/wallet/index.ts';
import { openPostgres } from '../apps/server/src/platform/db.ts';
import { withScratchDatabase } from '../apps/server/test/scratch-database.ts';

export const TARGET_TRANSFERS_PER_S = 1000;
export const TARGET_SHARE_OF_PGBENCH = 0.4;
const CLIENTS = 10;
const PLAYERS = 100;

export interface LedgerBenchResult {
  transfersPerSec: number;
  p50Ms: number;
  p99Ms: number;
  transfers: number;
  insufficientFunds: number;
  errors: number;
  reconciled: boolean;
  pgbenchTps: number | null;
  pgbenchCommand: string;
  shareOfPgbench: number | null;
  verdict: 'PASS' | 'MISS';
}

function pgbenchArgs(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  return {
    args: ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')],
    env: { ...process.env, ...(u.password && { PGPASSWORD: decodeURIComponent(u.password) }) },
  };
}

export async function runPgbench(
  url: string,
  durationS: number,
): Promise<{ tps: number | null; command: string }> {
  const command = `pgbench -c ${CLIENTS} -j 2 -T ${durationS} (TPC-B-like, scale 1)`;
  return withScratchDatabase(url, 'croupier_pgbench', async (scratch) => {
    const db = new URL(scratch).pathname.slice(1);
    const { args, env } = pgbenchArgs(scratch);
    const init = spawnSync('pgbench', [...args, '-i', '-q', db], { env, encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr || init.error?.message}`);
    const run = spawnSync(
      'pgbench',
      [...args, '-c', String(CLIENTS), '-j', '2', '-T', String(durationS), db],
      {
        env,
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr || run.error?.message}`);
    const match =
      /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout) ??
      /tps = ([\d.]+)/.exec(run.stdout);
    return { tps: match ? Number(match[1]) : null, command };
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Runs `work` in `clients` concurrent loops: `warmupS` seconds discarded, then `durationS` measured.
 * `timed` records the latency of what it wraps while measuring. Answers the sorted latencies.
 */
export async function measureWorkers(
  clients: number,
  warmupS: number,
  durationS: number,
  work: (worker: number, timed: (fn: () => Promise<unknown>) => Promise<void>) => Promise<void>,
): Promise<{ latencies: number[]; elapsedS: number }> {
  const latencies: number[] = [];
  let measuring = false;
  let stop = false;
  const timed = async (fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    if (measuring) latencies.push(performance.now() - t0);
  };
  const loops = Array.from({ length: clients }, async (_, w) => {
    while (!stop) await work(w, timed);
  });
  await new Promise((r) => setTimeout(r, warmupS * 1000));
  measuring = true;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, durationS * 1000));
  measuring = false;
  const elapsedS = (performance.now() - t0) / 1000;
  stop = true;
  await Promise.all(loops);
  latencies.sort((a, b) => a - b);
  return { latencies, elapsedS };
}

export async function runLedgerTransfers(url: string, durationS: number, warmupS: number) {
  return withScratchDatabase(url, 'croupier_ledger', async (scratch) => {
    const database = await openPostgres(scratch, CLIENTS);
    try {
      await database.migrate();
      const ledger = new LedgerService({ db: database.db });
      const players = Array.from({ length: PLAYERS }, () => crypto.randomUUID());
      for (const p of players) {
        await ledger.transfer({
          key: `fund:${p}`,
          from: { system: 'house' },
          to: { player: p, wallet: 'real' },
          amount: 1_000_000n,
          currency: 'USD',
          kind: 'bench.fund',
        });
      }
      let seq = 0;
      let insufficientFunds = 0;
      let errors = 0;
      const { latencies, elapsedS } = await measureWorkers(CLIENTS, warmupS, durationS, async (w, timed) => {
        const player = players[(seq * 7 + w) % PLAYERS]!;
        const bet = seq % 2 === 0;
        const key = `bench:${w}:${seq++}`;
        const amount = BigInt(1 + (seq % 500));
        try {
          await timed(() =>
            ledger.transfer({
              key,
              from: bet ? { player, wallet: 'real' } : { system: 'house' },
              to: bet ? { system: 'house' } : { player, wallet: 'real' },
              amount,
              currency: 'USD',
              kind: bet ? 'bet' : 'win',
              meta: { bench: true },
            }),
          );
        } catch (err) {
          if ((err as { code?: string }).code === 'error.insufficient.funds') insufficientFunds += 1;
          else errors += 1;
        }
      });
      const report = await reconcileLedger(database.db);
      return {
        transfersPerSec: latencies.length / elapsedS,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        transfers: latencies.length,
        insufficientFunds,
        errors,
        reconciled: report.ok,
      };
    } finally {
      await database.close();
    }
  });
}

export async function runLedgerBench(
  url: string,
  durationS: number,
  warmupS: number,
): Promise<LedgerBenchResult> {
  // pgbench first, then the ledger, never at the same time.
  const pgb = await runPgbench(url, durationS).catch((err: Error) => {
    console.error(`  pgbench: ${err.message}`);
    return { tps: null, command: 'pgbench (failed)' };
  });
  const ledger = await runLedgerTransfers(url, durationS, warmupS);
  const share = pgb.tps ? ledger.transfersPerSec / pgb.tps : null;
  const pass =
    ledger.reconciled &&
    ledger.errors === 0 &&
    ledger.transfersPerSec >= TARGET_TRANSFERS_PER_S &&
    (share === null || share >= TARGET_SHARE_OF_PGBENCH);
  return {
    ...ledger,
    pgbenchTps: pgb.tps,
    pgbenchCommand: pgb.command,
    shareOfPgbench: share,
    verdict: pass ? 'PASS' : 'MISS',
  };
}

export function printLedger(r: LedgerBenchResult) {
  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log('\nLedger on PostgreSQL (beside pgbench on the same server, same run)');
  console.log(
    `  pgbench ${r.pgbenchCommand}: ${r.pgbenchTps === null ? 'n/a' : f(r.pgbenchTps)} tps\n` +
      `  ledger transfers: ${f(r.transfersPerSec)}/s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms ` +
      `(${f(r.transfers)} transfers, ${r.insufficientFunds} refused for funds, ${r.errors} errors, reconciled: ${r.reconciled})\n` +
      `  share of pgbench: ${r.shareOfPgbench === null ? 'n/a' : `${(r.shareOfPgbench * 100).toFixed(1)} %`}` +
      `  targets ≥ ${TARGET_TRANSFERS_PER_S}/s and ≥ ${TARGET_SHARE_OF_PGBENCH * 100} % → ${r.verdict}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL=postgres://…');
    process.exit(2);
  }
  const duration = Number(process.env.BENCH_DURATION || 10);
  const warmup = Number(process.env.BENCH_WARMUP || 3);
  runLedgerBench(url, duration, warmup).then(
    (r) => {
      printLedger(r);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
