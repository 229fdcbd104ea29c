/**
 * The cluster's throughput (docs/performance.md, "Several replicas"): the lobby's catalogue call
 * through `npm run cluster`'s nginx with two replicas, beside one replica behind the same proxy and
 * beside that replica asked directly, in the same run. On a 2-core machine the replicas share the
 * cores, so the two-to-one ratio is a correctness and overhead figure, not a scaling one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from './free-port.ts';
import { CONNECTIONS, DURATION_S, WARMUP_S } from './settings.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUE = '/api/games/public?page=0&size=30&countryCode=US&currencyCode=USD';

export interface ClusterFigure {
  setup: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}
export interface ClusterBenchResult {
  figures: ClusterFigure[];
  /** Two replicas' req/s over one replica's, both through the proxy. */
  twoOverOne: number;
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function healthy(base: string) {
  return fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
}

/** `npm run cluster` with `replicas` replicas on the bench's database; answers its addresses and its stop. */
async function startCluster(databaseUrl: string, replicas: number, dataDir: string) {
  const port = await freePort();
  const replicaPort = port + 1;
  const child: ChildProcess = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      CLUSTER_REPLICAS: String(replicas),
      CLUSTER_REPLICA_PORT: String(replicaPort),
      SANDBOX_PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:6379/3',
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  const proxy = `http://127.0.0.1:${port}`;
  const direct = `http://127.0.0.1:${replicaPort}`;
  const deadline = Date.now() + 300_000;
  const bases = [proxy, ...Array.from({ length: replicas }, (_, i) => `http://127.0.0.1:${replicaPort + i}`)];
  while (!(await Promise.all(bases.map(healthy))).every(Boolean)) {
    if (child.exitCode !== null) throw new Error(`the cluster exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the cluster did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { proxy, direct, stop };
}

async function load(setup: string, base: string): Promise<ClusterFigure> {
  const options = { url: `${base}${CATALOGUE}`, connections: CONNECTIONS, timeout: 10 };
  if (WARMUP_S > 0) await autocannon({ ...options, duration: WARMUP_S });
  const r = await autocannon({ ...options, duration: DURATION_S });
  return {
    setup,
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** Runs the three setups on a database of its own beside `adminUrl`'s (dropped after). */
export async function runClusterBench(adminUrl: string): Promise<ClusterBenchResult> {
  const name = `croupier_bench_cluster_${process.pid}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-cluster-'));
  const figures: ClusterFigure[] = [];
  try {
    for (const replicas of [1, 2]) {
      const cluster = await startCluster(url.toString(), replicas, dataDir);
      try {
        if (replicas === 1) figures.push(await load('one replica, directly', cluster.direct));
        figures.push(
          await load(`${replicas === 1 ? 'one replica' : 'two replicas'} behind nginx`, cluster.proxy),
        );
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const one = figures.find((f) => f.setup === 'one replica behind nginx')!;
  const two = figures.find((f) => f.setup === 'two replicas behind nginx')!;
  return { figures, twoOverOne: two.reqPerSec / one.reqPerSec };
}

export function printCluster(result: ClusterBenchResult) {
  console.log('\nThe cluster: the lobby catalogue call (req/s), the same run');
  console.log('setup                              req/s    p50 ms   p99 ms   errors');
  for (const f of result.figures)
    console.log(
      `${f.setup.padEnd(32)} ${f.reqPerSec.toFixed(0).padStart(7)} ${String(f.p50Ms).padStart(9)} ${String(f.p99Ms).padStart(8)} ${String(f.errors + f.non2xx).padStart(8)}`,
    );
  console.log(
    `two replicas / one replica through the proxy: ${result.twoOverOne.toFixed(2)} (2 cores shared by the replicas, nginx and the load generator)`,
  );
}
