/**
 * The product as `npm start` runs it, for `npm run bench` (ADRs 031 and 035): time from `npm start`
 * to the first answered lobby request on a first start (migrating and seeding a new data directory)
 * and on a second start (the same directory), and the memory of every process `npm start` runs except
 * the sandbox (npm, its shell, the supervisor, the platform), summed while autocannon loads the lobby.
 * A report beside the budgets, not a test. Linux: the process tree and memory come from /proc.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { pad } from './bundle.ts';
import { freePort } from './free-port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Budgets (docs/performance.md "Targets"): a second start answers within 2 s; everything but the sandbox ≤ 250 MB. */
export const START_BUDGET_MS = 2_000;
export const MEMORY_BUDGET_MB = 250;
const LOBBY = '/api/games/default?page=0&size=30&country=US&currency=USD&type=DESKTOP';
const START_TIMEOUT_MS = 180_000;

export interface StartBenchResult {
  firstStartMs: number;
  secondStartMs: number;
  secondStartVerdict: 'PASS' | 'MISS';
  /** The highest sum over the load of each process's RSS (shared pages count in each process). */
  rssMb: number;
  /** The same moment's proportional set size (shared pages split between the processes sharing them). */
  pssMb: number | null;
  memoryVerdict: 'PASS' | 'MISS' | 'n/a';
  processes: { pid: number; command: string; rssMb: number }[];
  lobbyReqPerSec: number;
}

interface Proc {
  pid: number;
  ppid: number;
  command: string;
}

/** Every process under `pid` (itself included), from /proc; empty where there is no /proc. */
function processTree(pid: number): Proc[] {
  if (!existsSync('/proc/self/stat')) return [];
  const all: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      all.push({ pid: Number(entry), ppid, command });
    } catch {
      // the process ended while the list was read
    }
  }
  const tree: Proc[] = [];
  const queue = all.filter((p) => p.pid === pid);
  while (queue.length > 0) {
    const p = queue.shift() as Proc;
    tree.push(p);
    queue.push(...all.filter((c) => c.ppid === p.pid));
  }
  return tree;
}

/** A process's resident and proportional set sizes in kB (0 when it has ended). */
function memoryOf(pid: number): { rssKb: number; pssKb: number | null } {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(rollup.match(new RegExp(`^${name}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
    return { rssKb: field('Rss'), pssKb: field('Pss') };
  } catch {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return { rssKb: Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0), pssKb: null };
    } catch {
      return { rssKb: 0, pssKb: null };
    }
  }
}

/** The tree's memory without the sandbox and what runs under it. */
function memoryWithoutSandbox(pid: number) {
  const tree = processTree(pid);
  const sandbox = new Set<number>();
  for (const p of tree) if (p.command.includes('apps/sandbox/') || sandbox.has(p.ppid)) sandbox.add(p.pid);
  const counted = tree.filter((p) => !sandbox.has(p.pid));
  const rows = counted.map((p) => ({ ...p, ...memoryOf(p.pid) }));
  const pss = rows.every((r) => r.pssKb !== null)
    ? rows.reduce((s, r) => s + (r.pssKb ?? 0), 0) / 1024
    : null;
  return {
    rssMb: rows.reduce((s, r) => s + r.rssKb, 0) / 1024,
    pssMb: pss,
    processes: rows.map((r) => ({ pid: r.pid, command: r.command.slice(0, 80), rssMb: r.rssKb / 1024 })),
  };
}

interface Started {
  child: ChildProcess;
  ms: number;
}

/** `npm start` in a process group of its own; answers once the lobby has answered 200. */
async function npmStart(env: NodeJS.ProcessEnv, port: number): Promise<Started> {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  // The end of what it says on stderr, to tell why when it does not start.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const deadline = t0 + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${LOBBY}`);
      await res.arrayBuffer();
      if (res.status === 200) return { child, ms: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await stop(child);
  throw new Error(`npm start did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/** Ctrl-C as a terminal sends it: SIGINT to the whole group; the platform closes its database. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGINT');
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
  await exited;
  // npm may end before its children: the next start must not open the database while the platform
  // still closes it, so wait until the whole group is gone.
  while (groupAlive(child.pid)) await new Promise((r) => setTimeout(r, 50));
  clearTimeout(timer);
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function runStartBench(durationS: number): Promise<StartBenchResult> {
  // Built first, so neither start below includes a build.
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the build failed');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-start-'));
  const port = await freePort();
  const sandboxPort = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  try {
    const first = await npmStart(env, port);
    await stop(first.child);
    const second = await npmStart(env, port);
    try {
      let peak = memoryWithoutSandbox(second.child.pid as number);
      const sampler = setInterval(() => {
        const now = memoryWithoutSandbox(second.child.pid as number);
        if (now.rssMb > peak.rssMb) peak = now;
      }, 250);
      const load = await autocannon({
        url: `http://127.0.0.1:${port}${LOBBY}`,
        connections: 100,
        duration: durationS,
      });
      clearInterval(sampler);
      const measured = peak.processes.length > 0;
      return {
        firstStartMs: first.ms,
        secondStartMs: second.ms,
        secondStartVerdict: second.ms <= START_BUDGET_MS ? 'PASS' : 'MISS',
        rssMb: peak.rssMb,
        pssMb: peak.pssMb,
        memoryVerdict: !measured ? 'n/a' : peak.rssMb <= MEMORY_BUDGET_MB ? 'PASS' : 'MISS',
        processes: peak.processes,
        lobbyReqPerSec: load.requests.average,
      };
    } finally {
      await stop(second.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printStart(r: StartBenchResult) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const mb = (n: number) => `${Math.round(n)} MB`;
  console.log('\nStart and memory (`npm start`, built; a new data directory, then the same again)');
  console.log(`  first start (migrate + seed) to the first lobby answer: ${s(r.firstStartMs)} (info)`);
  console.log(
    `  second start to the first lobby answer: ${s(r.secondStartMs)} — budget ≤ ${s(START_BUDGET_MS)}: ${r.secondStartVerdict}`,
  );
  console.log(
    `  memory of everything but the sandbox under lobby load (${Math.round(r.lobbyReqPerSec)} req/s), RSS summed:` +
      ` ${mb(r.rssMb)} — budget ≤ ${mb(MEMORY_BUDGET_MB)}: ${r.memoryVerdict}` +
      (r.pssMb === null ? '' : ` (PSS, shared pages counted once: ${mb(r.pssMb)})`),
  );
  for (const p of r.processes) console.log(`    ${pad(mb(p.rssMb), 7, true)}  ${p.command}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node --import tsx bench/start.ts`: this part alone.
  printStart(await runStartBench(Number(process.env.BENCH_DURATION || 10)));
}
