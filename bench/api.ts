/**
 * The API part of `npm run bench`: a raw `node:http` server and the bare Fastify route (the
 * baselines), then the platform's calls
 * on the embedded database and, when BENCH_DATABASE_URL is set, on PostgreSQL; the scroll bench runs
 * on the embedded platform, which also serves the built web app.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ACTIVE_TOURNAMENT } from '../apps/server/seed/tournaments.ts';
import { pad } from './bundle.ts';
import { builtWebDist, type ScrollBenchResult, scrollBench } from './scroll.ts';
import { type Server, startServer } from './server-process.ts';
import { CONNECTIONS, DURATION_S, WARMUP_S, wants } from './settings.ts';

/**
 * Targets of the catalogue's list and search calls, answered from memory (their speed is the
 * platform's fixed cost per request): ≥ 90 % of the bare Fastify route's req/s, ≥ 60 % of the raw
 * node:http server's, p99 ≤ 20 ms at 100 connections.
 */
export const TARGET_SHARE = 0.9;
export const TARGET_SHARE_OF_RAW = 0.6;
export const TARGET_P99_MS = 20;
/** Leaderboard page reads with 100,000 participants (from the database): p99 ≤ 20 ms (ADR 026). */
const LEADERBOARD_P99_MS = 20;
const LEADERBOARD_SHARE = 0.25;

interface Call {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Judged against the catalogue's targets, the leaderboard's, or shown for information. */
  judged: 'catalogue' | 'leaderboard' | false;
}

const CALLS: Call[] = [
  {
    name: 'default list',
    path: '/api/games/default?page=0&size=30&country=US&currency=USD&type=DESKTOP',
    judged: 'catalogue',
  },
  { name: 'games list', path: '/api/games/public?page=0&size=49&countryCode=US', judged: 'catalogue' },
  {
    name: 'search "dragon"',
    path: '/api/games/search?name=dragon&size=30&countryCode=US&currencyCode=USD',
    judged: 'catalogue',
  },
  {
    name: 'search "lotus" p1',
    path: '/api/games/search?name=lotus&page=1&size=30&countryCode=US&currencyCode=USD',
    judged: 'catalogue',
  },
  {
    // A leaderboard page of the demo's active tournament with 100,000 participants (docs/decisions/026).
    name: 'leaderboard p0 (100k)',
    path: `/api/tournaments/${DEMO_ACTIVE_TOURNAMENT}/leaderboard?page=0&size=10`,
    judged: 'leaderboard',
  },
  {
    name: 'leaderboard p100 (100k)',
    path: `/api/tournaments/${DEMO_ACTIVE_TOURNAMENT}/leaderboard?page=100&size=10`,
    judged: 'leaderboard',
  },
  {
    // What a browser sends: the answer is over @fastify/compress's 1 KB threshold, so it is gzipped.
    name: 'default list, gzip',
    path: '/api/games/default?page=0&size=30&country=US&currency=USD&type=DESKTOP',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    judged: false,
  },
];

export interface Row {
  server: string;
  target: string;
  url: string;
  reqPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  bytesPerResponse: number;
  /**
   * Server CPU time per answered request (µs): what each call costs, independent of how busy the rest
   * of the machine is, unlike req/s.
   */
  serverCpuUsPerRequest: number;
  /**
   * Share of the machine's CPU (all cores) used by processes other than this bench and its server during
   * the measurement (Linux /proc/stat; null elsewhere): other work on the machine skews req/s.
   */
  otherCpuShare: number | null;
  totalElements: number | null;
  items: number | null;
  errors: number;
  non2xx: number;
  timeouts: number;
  shareOfBare: number | null;
  /** req/s as a share of the raw node:http server's. */
  shareOfRaw: number | null;
  /** Bare route's CPU µs/request ÷ this call's: the same ratio as shareOfBare, but not skewed by other load. */
  cpuShareOfBare: number | null;
  verdict: 'PASS' | 'MISS' | 'info' | 'baseline';
}

// ---------------------------------------------------------------------------------------------------
// Load

/** CPU time (µs) all cores have spent busy since boot, from /proc/stat; null where there is none. */
function machineBusyUs(): number | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal …, in USER_HZ (100 a second on Linux)
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    const busy = [user, nice, system, irq, softirq, steal].reduce<number>((a, b) => a + (b ?? 0), 0);
    return Number.isFinite(busy) ? busy * 10_000 : null;
  } catch {
    return null;
  }
}

interface Baselines {
  bare: Row;
  raw: Row;
}

function verdictOf(call: Call, ok: boolean, p99Ms: number, bare: number, raw: number): Row['verdict'] {
  if (call.judged === 'catalogue')
    return ok && bare >= TARGET_SHARE && raw >= TARGET_SHARE_OF_RAW && p99Ms <= TARGET_P99_MS
      ? 'PASS'
      : 'MISS';
  if (call.judged === 'leaderboard')
    return ok && bare >= LEADERBOARD_SHARE && p99Ms <= LEADERBOARD_P99_MS ? 'PASS' : 'MISS';
  return 'info';
}

async function measure(server: string, srv: Server, call: Call, base: Baselines | undefined): Promise<Row> {
  const bare = base?.bare;
  const url = `http://127.0.0.1:${srv.port}${call.path}`;
  // One plain request first: the call must answer 200 with a page, or the figures mean nothing.
  const res = await fetch(url, { headers: call.headers ?? {} });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200)
    throw new Error(`${call.name}: HTTP ${res.status} ${body.toString().slice(0, 300)}`);
  // fetch decodes gzip; measure the wire size with the headers the load generator sends.
  let totalElements: number | null = null;
  let items: number | null = null;
  try {
    const json = JSON.parse(body.toString()) as { totalElements?: number; content?: unknown[] };
    totalElements = json.totalElements ?? null;
    items = json.content?.length ?? null;
  } catch {
    // not JSON: leave the counts empty
  }

  const options = { url, connections: CONNECTIONS, headers: call.headers ?? {}, timeout: 10 };
  if (WARMUP_S > 0) await autocannon({ ...options, duration: WARMUP_S });
  const cpuBefore = await srv.cpu();
  const ownBefore = process.cpuUsage();
  const machineBefore = machineBusyUs();
  const wallBefore = performance.now();
  const r = await autocannon({ ...options, duration: DURATION_S });
  const cpuUs = (await srv.cpu()) - cpuBefore;
  const own = process.cpuUsage(ownBefore);
  const machineAfter = machineBusyUs();
  const wallUs = (performance.now() - wallBefore) * 1000;
  const otherCpuShare =
    machineBefore === null || machineAfter === null
      ? null
      : Math.max(0, machineAfter - machineBefore - cpuUs - own.user - own.system) /
        (wallUs * os.cpus().length);
  const completed = r.requests.total;

  const reqPerSec = r.requests.average;
  const shareOfBare = bare ? reqPerSec / bare.reqPerSec : null;
  const shareOfRaw = base ? reqPerSec / base.raw.reqPerSec : null;
  const ok = r.errors === 0 && r.non2xx === 0 && r.timeouts === 0;
  const verdict = base ? verdictOf(call, ok, r.latency.p99, shareOfBare ?? 0, shareOfRaw ?? 0) : 'baseline';
  return {
    server,
    target: call.name,
    url: call.path,
    reqPerSec,
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    // Bytes on the wire per answer, headers included.
    bytesPerResponse: reqPerSec > 0 ? Math.round(r.throughput.average / reqPerSec) : 0,
    serverCpuUsPerRequest: completed > 0 ? Math.round(cpuUs / completed) : 0,
    otherCpuShare,
    cpuShareOfBare:
      bare && cpuUs > 0 && completed > 0 ? bare.serverCpuUsPerRequest / (cpuUs / completed) : null,
    totalElements,
    items,
    errors: r.errors,
    non2xx: r.non2xx,
    timeouts: r.timeouts,
    shareOfBare,
    shareOfRaw,
    verdict,
  };
}

export function printTable(rows: Row[]) {
  const head = [
    'server',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    '% bare',
    '% raw',
    'cpu µs/req',
    'cpu % bare',
    'bytes',
    'errors',
    'other',
    'verdict',
  ];
  const lines = rows.map((r) => [
    r.server,
    r.target,
    Math.round(r.reqPerSec).toLocaleString('en-US'),
    String(r.p50Ms),
    String(r.p99Ms),
    r.shareOfBare === null ? '—' : `${(r.shareOfBare * 100).toFixed(1)} %`,
    r.shareOfRaw === null ? '—' : `${(r.shareOfRaw * 100).toFixed(1)} %`,
    String(r.serverCpuUsPerRequest),
    r.cpuShareOfBare === null ? '100 %' : `${(r.cpuShareOfBare * 100).toFixed(1)} %`,
    String(r.bytesPerResponse),
    String(r.errors + r.non2xx + r.timeouts),
    r.otherCpuShare === null ? '?' : `${Math.round(r.otherCpuShare * 100)} %`,
    r.verdict,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  const fmt = (cells: string[]) => cells.map((c, i) => pad(c, widths[i] ?? 0, numeric.has(i))).join('  ');
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
  console.log(
    `targets: list and search ≥ ${TARGET_SHARE * 100} % of the bare route's req/s, ≥ ${TARGET_SHARE_OF_RAW * 100} %` +
      ` of raw node:http's and p99 ≤ ${TARGET_P99_MS} ms; leaderboard pages ≥ ${LEADERBOARD_SHARE * 100} % of bare` +
      ` and p99 ≤ ${LEADERBOARD_P99_MS} ms (rows marked info are not judged)`,
  );
  console.log(
    "cpu µs/req: the server process's CPU time per answered request; cpu % bare: the bare route's cpu µs/req" +
      " ÷ this row's (capacity per core, less skewed by other load); bytes: on the wire, headers included",
  );
  const busy = rows.filter((r) => (r.otherCpuShare ?? 0) > 0.1);
  if (busy.length > 0)
    console.log(
      `WARNING: other processes used up to ${Math.round(100 * Math.max(...busy.map((r) => r.otherCpuShare ?? 0)))} %` +
        ` of the machine during ${busy.length} measurement(s) (column 'other'): req/s and latency are skewed there;` +
        ' cpu µs/req much less so.',
    );
}

async function benchServer(label: string, server: Server, calls: Call[], base: Baselines | undefined) {
  const rows: Row[] = [];
  for (const call of calls) {
    process.stdout.write(`  ${label}: ${call.name} …`);
    const row = await measure(label, server, call, base);
    process.stdout.write(` ${Math.round(row.reqPerSec)} req/s, p99 ${row.p99Ms} ms\n`);
    rows.push(row);
  }
  return rows;
}

/** A baseline server's one route, measured in its own child process. */
async function baseline(
  label: string,
  script: string,
  route: string,
  servers: Record<string, Record<string, unknown>>,
) {
  const server = await startServer(script, {});
  try {
    servers[label] = server.info;
    const [row] = await benchServer(
      label,
      server,
      [{ name: `${label} route`, path: route, judged: false }],
      undefined,
    );
    if (!row) throw new Error(`the ${label} baseline produced no figures`);
    return row;
  } finally {
    await server.stop();
  }
}

/** (a) the baselines, then (b) the platform's calls on the embedded database and, if set, PostgreSQL. */
export async function benchApi(
  rows: Row[],
  servers: Record<string, Record<string, unknown>>,
  failures: string[],
): Promise<ScrollBenchResult | null> {
  // (a) the baselines, each in its own child process: the floor (raw node:http), then bare Fastify.
  console.log('\nbaselines: raw node:http, bare Fastify route');
  const raw = await baseline('raw', 'raw.ts', '/raw', servers);
  const bare = await baseline('bare', 'bare.ts', '/bare', servers);
  rows.push(raw, bare);
  const base = { bare, raw };

  // (b) the platform on the embedded database, then (optionally) on PostgreSQL.
  const platforms: { label: string; env: Record<string, string>; cleanup?: () => void }[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-'));
  platforms.push({
    label: 'pglite',
    env: { BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: '', BENCH_WEB_DIST: builtWebDist() },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  });
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const host = new URL(pgUrl).hostname;
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
      failures.push(`BENCH_DATABASE_URL must point at a loopback address, not ${host}: skipped`);
    } else platforms.push({ label: 'postgres', env: { BENCH_DATABASE_URL: pgUrl } });
  }

  let scroll: ScrollBenchResult | null = null;
  for (const p of platforms) {
    console.log(`\nplatform on ${p.label}: migrating and seeding…`);
    try {
      const server = await startServer('platform.ts', p.env);
      try {
        servers[p.label] = server.info;
        console.log(`  ready: ${JSON.stringify(server.info)}`);
        rows.push(...(await benchServer(p.label, server, CALLS, base)));
        if (p.label === 'pglite' && wants('scroll')) scroll = await scrollBench(server.port, failures);
      } finally {
        await server.stop();
      }
    } catch (err) {
      failures.push(`${p.label}: ${(err as Error).message}`);
      console.error(`  ${p.label} failed: ${(err as Error).message}`);
    } finally {
      p.cleanup?.();
    }
  }
  return scroll;
}
