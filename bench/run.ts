import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchApi, printTable, type Row, TARGET_P99_MS, TARGET_SHARE, TARGET_SHARE_OF_RAW } from './api.ts';
import { bundleReport, printBundle, TARGET_INITIAL_JS_GZ } from './bundle.ts';
import { type ClusterBenchResult, printCluster, runClusterBench } from './cluster.ts';
import {
  TARGET_P99_MS as HTTP_WALLET_P99_MS,
  type HttpWalletResult,
  MAX_PGLITE_SLOWDOWN,
  printHttpWallet,
  runHttpWalletBench,
  TARGET_OPS_PER_S,
} from './http-wallet.ts';
import { type LedgerBenchResult, printLedger, runLedgerBench } from './ledger.ts';
import { type LighthousePage, printLighthouse, runLighthouseBench } from './lighthouse.ts';
import { type LiveRun, printLive, runLiveBench, TARGET_LIVE_P99_MS } from './live.ts';
import { printScroll } from './scroll.ts';
import {
  limitsVerdict,
  printSeamless,
  type SeamlessBenchResult,
  seamlessVerdict,
} from './seamless-result.ts';
import { runSeamlessWalletBench } from './seamless-wallet.ts';
import { CONNECTIONS, DURATION_S, LIGHTHOUSE_RUNS, WARMUP_S, wants } from './settings.ts';
import {
  MEMORY_BUDGET_MB,
  printStart,
  runStartBench,
  START_BUDGET_MS,
  type StartBenchResult,
} from './start.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

async function main() {
  const cpus = os.cpus();
  const machine = {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadavgBefore: os.loadavg(),
  };
  console.log(
    `Croupier bench — ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; ` +
      `${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per target`,
  );
  console.log(`load average before: ${machine.loadavgBefore.map((n) => n.toFixed(2)).join(' ')}`);

  const rows: Row[] = [];
  const servers: Record<string, Record<string, unknown>> = {};
  const failures: string[] = [];

  const scroll = wants('api') ? await benchApi(rows, servers, failures) : null;

  /** Runs one part of the bench: its failure is recorded and printed, and it answers null. */
  const part = async <T>(name: string, run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (err) {
      failures.push(`${name}: ${(err as Error).message}`);
      console.error(`  ${name} failed: ${(err as Error).message}`);
      return null;
    }
  };

  // (c) the product as `npm start` runs it: start time and memory (ADRs 031 and 035).
  let start: StartBenchResult | null = null;
  if (wants('start')) {
    console.log('\nnpm start: first start, second start, memory under the lobby load…');
    start = await part('start', () => runStartBench(DURATION_S));
  }

  // (d) the ledger on PostgreSQL beside pgbench on the same server (GUIDE §5).
  let ledger: LedgerBenchResult | null = null;
  let seamlessWallet: SeamlessBenchResult | null = null;
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (wants('wallet') && pgUrl) {
    console.log('\nledger on PostgreSQL: pgbench, then ledger transfers…');
    ledger = await part('ledger', () => runLedgerBench(pgUrl, DURATION_S, WARMUP_S));
    console.log('\nseamless wallet on PostgreSQL: bet+win pairs…');
    seamlessWallet = await part('seamless wallet', () => runSeamlessWalletBench(pgUrl, DURATION_S, WARMUP_S));
  }

  // (e) the seamless wallet over HTTP: signed studio calls under load, PostgreSQL and PGlite.
  let httpWallet: HttpWalletResult | null = null;
  if (wants('http-wallet') && pgUrl) {
    console.log('\nseamless wallet over HTTP: bare route, then the platform on PostgreSQL and on PGlite…');
    httpWallet = await part('http wallet', () => runHttpWalletBench(pgUrl));
    failures.push(...(httpWallet?.failures ?? []));
  }

  // (f) the cluster: two replicas behind nginx beside one (docs/operations.md, "Several replicas").
  let cluster: ClusterBenchResult | null = null;
  if (wants('cluster') && pgUrl) {
    console.log('\nthe cluster: the catalogue through nginx, one replica then two…');
    cluster = await part('cluster', () => runClusterBench(pgUrl));
  }

  // (g) live events: a balance change to the event in a connected tab (ADR 068).
  let live: LiveRun[] | null = null;
  if (wants('live')) {
    console.log("\nlive events: balance changes to the players' open streams…");
    live = await part('live', () => runLiveBench(pgUrl));
  }

  let lighthouse: LighthousePage[] | null = null;
  if (wants('lighthouse')) {
    console.log(`\nfirst paint: Lighthouse, ${LIGHTHOUSE_RUNS} runs a page…`);
    lighthouse = await part('lighthouse', () => runLighthouseBench(LIGHTHOUSE_RUNS));
  }

  const bundle = bundleReport();
  const loadavgAfter = os.loadavg();

  console.log('\nResults');
  if (rows.length > 0) printTable(rows);
  printBundle(bundle);
  if (start) printStart(start);
  if (scroll) printScroll(scroll);
  if (ledger) printLedger(ledger);
  if (seamlessWallet) printSeamless(seamlessWallet, ledger?.transfersPerSec ?? null);
  if (httpWallet) printHttpWallet(httpWallet, rows.find((r) => r.server === 'bare')?.reqPerSec ?? null);
  if (cluster) printCluster(cluster);
  if (live) printLive(live);
  if (lighthouse) printLighthouse(lighthouse);
  console.log(`\nload average after: ${loadavgAfter.map((n) => n.toFixed(2)).join(' ')}`);
  for (const f of failures) console.log(`NOTE: ${f}`);

  const out = path.join(here, 'results', 'latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { ...machine, loadavgAfter },
        settings: { durationS: DURATION_S, warmupS: WARMUP_S, connections: CONNECTIONS },
        targets: {
          shareOfBare: TARGET_SHARE,
          shareOfRaw: TARGET_SHARE_OF_RAW,
          p99Ms: TARGET_P99_MS,
          initialJsGzipBytes: TARGET_INITIAL_JS_GZ,
          secondStartMs: START_BUDGET_MS,
          memoryMb: MEMORY_BUDGET_MB,
          liveEventP99Ms: TARGET_LIVE_P99_MS,
          httpWallet: {
            postgresCallsPerSec: TARGET_OPS_PER_S,
            postgresP99Ms: HTTP_WALLET_P99_MS,
            pgliteMaxSlowdown: MAX_PGLITE_SLOWDOWN,
          },
        },
        servers,
        rows,
        bundle,
        start,
        scroll,
        ledger,
        seamlessWallet: seamlessWallet && {
          ...seamlessWallet,
          verdict: seamlessVerdict(seamlessWallet, ledger?.transfersPerSec ?? null),
          limitsVerdict: limitsVerdict(seamlessWallet),
        },
        httpWallet,
        cluster,
        live,
        lighthouse,
        failures,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwritten: ${path.relative(root, out)}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    // Missed targets and a failed platform run still exit 0 (above); only a bench that could not run
    // at all (no baseline) exits 1.
    console.error(err);
    process.exit(1);
  },
);
