/**
 * `npm run bench`: load figures for the lobby's catalogue calls beside a bare Fastify route measured in
 * the same run, and the gzipped size of the web app's initial JS and CSS. A report, not a test: it
 * prints PASS/MISS per target and exits 0 either way (GUIDE §5). Only loopback addresses are used.
 *
 * Environment:
 *   BENCH_DURATION      seconds measured per target (default 10)
 *   BENCH_WARMUP        seconds of discarded warm-up load per target (default 3)
 *   BENCH_CONNECTIONS   concurrent connections (default 100)
 *   BENCH_DATABASE_URL  postgres://… also runs the platform on PostgreSQL (a fresh database, dropped after),
 *                       and the ledger's transfers/s beside pgbench's TPS on that server (bench/ledger.ts),
 *                       and the seamless wallet's bet+win pairs/s beside them (bench/seamless-wallet.ts)
 *   BENCH_LOG_LEVEL     the platform's LOG_LEVEL (default warn; `off` = no logger)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { type LedgerBenchResult, printLedger, runLedgerBench } from './ledger.ts';
import { printSeamless, runSeamlessWalletBench, type SeamlessBenchResult } from './seamless-wallet.ts';
import type { ServerMessage } from './servers/protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const seconds = (name: string, fallback: number, min: number, max: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
};
const DURATION_S = seconds('BENCH_DURATION', 10, 1, 300);
const WARMUP_S = seconds('BENCH_WARMUP', 3, 0, 60);
const CONNECTIONS = seconds('BENCH_CONNECTIONS', 100, 1, 1000);
const START_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 25_000;

/** Targets (the brief): list and search at ≥ 25 % of the bare route's req/s, p99 ≤ 50 ms. */
const TARGET_SHARE = 0.25;
const TARGET_P99_MS = 50;
const TARGET_INITIAL_JS_GZ = 150 * 1024;

interface Call {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Judged against the targets; otherwise shown for information. */
  judged: boolean;
}

const CALLS: Call[] = [
  {
    name: 'default list',
    path: '/api/games/default?page=0&size=30&country=US&currency=USD&type=DESKTOP',
    judged: true,
  },
  { name: 'games list', path: '/api/games/public?page=0&size=49&countryCode=US', judged: true },
  {
    name: 'search "dragon"',
    path: '/api/games/search?name=dragon&size=30&countryCode=US&currencyCode=USD',
    judged: true,
  },
  {
    name: 'search "lotus" p1',
    path: '/api/games/search?name=lotus&page=1&size=30&countryCode=US&currencyCode=USD',
    judged: true,
  },
  {
    // What a browser sends: the answer is over @fastify/compress's 1 KB threshold, so it is gzipped.
    name: 'default list, gzip',
    path: '/api/games/default?page=0&size=30&country=US&currency=USD&type=DESKTOP',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    judged: false,
  },
];

interface Row {
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
  /** Bare route's CPU µs/request ÷ this call's: the same ratio as shareOfBare, but not skewed by other load. */
  cpuShareOfBare: number | null;
  verdict: 'PASS' | 'MISS' | 'info' | 'baseline';
}

// ---------------------------------------------------------------------------------------------------
// Server children

interface Server {
  port: number;
  info: Record<string, unknown>;
  /** The server process's CPU time so far, in µs (user + system). */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

function startServer(script: string, env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'servers', script)],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ type: 'close' });
    else child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  const cpu = () =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script} did not report its CPU time`)), 10_000);
      const onMessage = (m: ServerMessage) => {
        if (m.type !== 'cpu') return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(m.userUs + m.systemUs);
      };
      child.on('message', onMessage);
      child.send({ type: 'cpu' });
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.on('message', (m: ServerMessage) => {
      clearTimeout(timer);
      if (m.type === 'ready') resolve({ port: m.port, info: m.info, cpu, stop });
      else if (m.type === 'failed') {
        void stop();
        reject(new Error(`${script} failed to start:\n${m.error}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (code ${code}) before it was ready`));
    });
  });
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

async function measure(server: string, srv: Server, call: Call, bare: Row | undefined): Promise<Row> {
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
  const ok = r.errors === 0 && r.non2xx === 0 && r.timeouts === 0;
  const verdict: Row['verdict'] = !bare
    ? 'baseline'
    : !call.judged
      ? 'info'
      : ok && (shareOfBare ?? 0) >= TARGET_SHARE && r.latency.p99 <= TARGET_P99_MS
        ? 'PASS'
        : 'MISS';
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
    verdict,
  };
}

// ---------------------------------------------------------------------------------------------------
// Bundle

interface BundleFile {
  file: string;
  kind: 'entry' | 'modulepreload' | 'css' | 'lobby-route';
  bytes: number;
  gzipBytes: number;
}

interface BundleReport {
  built: boolean;
  note?: string;
  files: BundleFile[];
  initialJsGzip: number;
  initialCssGzip: number;
  lobbyRouteJsGzip: number;
  initialJsVerdict: 'PASS' | 'MISS' | 'n/a';
  initialJsWithLobbyVerdict: 'PASS' | 'MISS' | 'n/a';
}

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z-]+)(?:=("([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = m[1];
    if (name) out[name.toLowerCase()] = m[3] ?? m[4] ?? m[5] ?? '';
  }
  return out;
}

function bundleReport(): BundleReport {
  const dist = path.join(root, 'apps', 'web', 'dist');
  const empty: BundleReport = {
    built: false,
    files: [],
    initialJsGzip: 0,
    initialCssGzip: 0,
    lobbyRouteJsGzip: 0,
    initialJsVerdict: 'n/a',
    initialJsWithLobbyVerdict: 'n/a',
  };
  let html: string;
  try {
    html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  } catch {
    return { ...empty, note: 'web not built (run `npm run build -w @croupier/web`)' };
  }
  const local = (ref: string | undefined) => {
    if (!ref || /^[a-z]+:\/\//i.test(ref) || ref.startsWith('//')) return undefined;
    return (ref.split(/[?#]/)[0] ?? '').replace(/^\.?\//, '');
  };
  const files: BundleFile[] = [];
  const seen = new Set<string>();
  const add = (rel: string | undefined, kind: BundleFile['kind']) => {
    if (!rel || seen.has(rel)) return;
    seen.add(rel);
    try {
      const data = readFileSync(path.join(dist, rel));
      files.push({ file: rel, kind, bytes: data.length, gzipBytes: gzipSync(data, { level: 9 }).length });
    } catch {
      // referenced but missing: leave it out
    }
  };
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const a = attrs(tag);
    if (tag.toLowerCase().startsWith('<script') && a.type === 'module') add(local(a.src), 'entry');
    else if (a.rel === 'modulepreload') add(local(a.href), 'modulepreload');
    else if (a.rel === 'stylesheet') add(local(a.href), 'css');
  }

  // The lobby's own route chunk, when the router loads it lazily: a chunk named after the lobby, and
  // the chunks it imports statically that the entry did not already bring.
  const assets = path.join(dist, 'assets');
  let names: string[] = [];
  try {
    names = readdirSync(assets);
  } catch {
    names = [];
  }
  const queue = names.filter((n) => /lobby/i.test(n) && n.endsWith('.js')).map((n) => `assets/${n}`);
  for (let i = 0; i < queue.length && i < 200; i++) {
    const rel = queue[i]!;
    if (seen.has(rel)) continue;
    add(rel, 'lobby-route');
    let code = '';
    try {
      code = readFileSync(path.join(dist, rel), 'utf8');
    } catch {
      continue;
    }
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) {
      const dep = `${path.posix.dirname(rel)}/${m[1]}`;
      if (!seen.has(dep)) queue.push(dep);
    }
  }

  const sum = (kinds: BundleFile['kind'][]) =>
    files.filter((f) => kinds.includes(f.kind)).reduce((n, f) => n + f.gzipBytes, 0);
  const initialJsGzip = sum(['entry', 'modulepreload']);
  const lobbyRouteJsGzip = sum(['lobby-route']);
  const hasEntry = files.some((f) => f.kind === 'entry');
  return {
    built: true,
    ...(hasEntry ? {} : { note: 'no module entry script found in index.html' }),
    files,
    initialJsGzip,
    initialCssGzip: sum(['css']),
    lobbyRouteJsGzip,
    initialJsVerdict: !hasEntry ? 'n/a' : initialJsGzip <= TARGET_INITIAL_JS_GZ ? 'PASS' : 'MISS',
    initialJsWithLobbyVerdict:
      !hasEntry || lobbyRouteJsGzip === 0
        ? 'n/a'
        : initialJsGzip + lobbyRouteJsGzip <= TARGET_INITIAL_JS_GZ
          ? 'PASS'
          : 'MISS',
  };
}

// ---------------------------------------------------------------------------------------------------
// Printing

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pad = (s: string, n: number, right = false) => (right ? s.padStart(n) : s.padEnd(n));

function printTable(rows: Row[]) {
  const head = [
    'server',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    '% bare',
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
    r.shareOfBare === null ? '100 %' : `${(r.shareOfBare * 100).toFixed(1)} %`,
    String(r.serverCpuUsPerRequest),
    r.cpuShareOfBare === null ? '100 %' : `${(r.cpuShareOfBare * 100).toFixed(1)} %`,
    String(r.bytesPerResponse),
    String(r.errors + r.non2xx + r.timeouts),
    r.otherCpuShare === null ? '?' : `${Math.round(r.otherCpuShare * 100)} %`,
    r.verdict,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const fmt = (cells: string[]) => cells.map((c, i) => pad(c, widths[i] ?? 0, numeric.has(i))).join('  ');
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
  console.log(
    `targets: list and search ≥ ${TARGET_SHARE * 100} % of the bare route's req/s and p99 ≤ ${TARGET_P99_MS} ms` +
      ' (rows marked info are not judged)',
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

function printBundle(b: BundleReport) {
  console.log('\nWeb bundle (gzip level 9)');
  if (!b.built) {
    console.log(`  ${b.note}`);
    return;
  }
  for (const f of b.files)
    console.log(`  ${pad(f.kind, 13)} ${pad(f.file, 48)} ${kb(f.bytes)} → ${kb(f.gzipBytes)}`);
  if (b.note) console.log(`  ${b.note}`);
  console.log(
    `  initial JS (entry + modulepreload): ${kb(b.initialJsGzip)} gzipped — target ≤ ${kb(TARGET_INITIAL_JS_GZ)}: ${b.initialJsVerdict}`,
  );
  console.log(`  initial CSS: ${kb(b.initialCssGzip)} gzipped`);
  if (b.lobbyRouteJsGzip > 0)
    console.log(
      `  + lobby route chunk(s): ${kb(b.lobbyRouteJsGzip)} → ${kb(b.initialJsGzip + b.lobbyRouteJsGzip)}: ${b.initialJsWithLobbyVerdict}`,
    );
}

// ---------------------------------------------------------------------------------------------------

async function benchServer(label: string, server: Server, calls: Call[], bare: Row | undefined) {
  const rows: Row[] = [];
  for (const call of calls) {
    process.stdout.write(`  ${label}: ${call.name} …`);
    const row = await measure(label, server, call, bare);
    process.stdout.write(` ${Math.round(row.reqPerSec)} req/s, p99 ${row.p99Ms} ms\n`);
    rows.push(row);
  }
  return rows;
}

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

  // (a) the baseline: a bare Fastify route in its own child process.
  console.log('\nbaseline: bare Fastify route');
  const bareServer = await startServer('bare.ts', {});
  let bare: Row | undefined;
  try {
    servers.bare = bareServer.info;
    bare = (
      await benchServer('bare', bareServer, [{ name: 'bare route', path: '/bare', judged: false }], undefined)
    )[0];
    if (bare) rows.push(bare);
  } finally {
    await bareServer.stop();
  }
  if (!bare) throw new Error('the baseline produced no figures');

  // (b) the platform on the embedded database, then (optionally) on PostgreSQL.
  const platforms: { label: string; env: Record<string, string>; cleanup?: () => void }[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-'));
  platforms.push({
    label: 'pglite',
    env: { BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: '' },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  });
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const host = new URL(pgUrl).hostname;
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
      failures.push(`BENCH_DATABASE_URL must point at a loopback address, not ${host}: skipped`);
    } else platforms.push({ label: 'postgres', env: { BENCH_DATABASE_URL: pgUrl } });
  }

  for (const p of platforms) {
    console.log(`\nplatform on ${p.label}: migrating and seeding…`);
    try {
      const server = await startServer('platform.ts', p.env);
      try {
        servers[p.label] = server.info;
        console.log(`  ready: ${JSON.stringify(server.info)}`);
        rows.push(...(await benchServer(p.label, server, CALLS, bare)));
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

  // (c) the ledger on PostgreSQL beside pgbench on the same server (GUIDE §5).
  let ledger: LedgerBenchResult | null = null;
  let seamlessWallet: SeamlessBenchResult | null = null;
  if (pgUrl && platforms.some((p) => p.label === 'postgres')) {
    console.log('\nledger on PostgreSQL: pgbench, then ledger transfers…');
    try {
      ledger = await runLedgerBench(pgUrl, DURATION_S, WARMUP_S);
    } catch (err) {
      failures.push(`ledger: ${(err as Error).message}`);
      console.error(`  ledger failed: ${(err as Error).message}`);
    }
    console.log('\nseamless wallet on PostgreSQL: bet+win pairs…');
    try {
      seamlessWallet = await runSeamlessWalletBench(pgUrl, DURATION_S, WARMUP_S);
    } catch (err) {
      failures.push(`seamless wallet: ${(err as Error).message}`);
      console.error(`  seamless wallet failed: ${(err as Error).message}`);
    }
  }

  const bundle = bundleReport();
  const loadavgAfter = os.loadavg();

  console.log('\nResults');
  printTable(rows);
  printBundle(bundle);
  if (ledger) printLedger(ledger);
  if (seamlessWallet) printSeamless(seamlessWallet, ledger?.transfersPerSec ?? null);
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
          p99Ms: TARGET_P99_MS,
          initialJsGzipBytes: TARGET_INITIAL_JS_GZ,
        },
        servers,
        rows,
        bundle,
        ledger,
        seamlessWallet,
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
