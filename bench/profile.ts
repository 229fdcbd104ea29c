/**
 * `npm run bench:profile`: where a catalogue read's CPU goes. The platform runs on the embedded
 * database under V8's sampling profiler (from its ready message to its close) while one call is loaded as the bench loads
 * it; the profile's self time is then split by what the code is (security headers, routing,
 * validation, serialization, compression, logging, Node's HTTP, the module's own work) and printed as
 * CPU µs per answered request. BENCH_PROFILE_PATH picks the call (default: the lobby's default list).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './server-process.ts';
import { CONNECTIONS, DURATION_S, WARMUP_S } from './settings.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What a frame is, by where its code lives: the first rule that matches wins. */
const CATEGORIES: [string, RegExp][] = [
  ['security headers', /helmet|security-headers/],
  ['compression', /@fastify\/compress|zlib|minipass|pumpify|duplexify/],
  ['logging', /pino|logging\.ts|sonic-boom/],
  ['validation', /zod|ajv|validat|contract\/src\/http/],
  ['serialization', /fast-json-stringify|serializ|JSON/],
  ['routing', /find-my-way|fastify\/lib\/route/],
  ['fastify', /fastify|avvio|light-my-request|reply|hooks/],
  ['platform', /apps\/server\/src\/platform/],
  ['catalogue', /apps\/server\/src\/modules/],
  ['node http', /node:_http|node:http|node:net|node:stream|node:internal\/(stream|http)|_http_/],
  ['garbage collection', /^\(garbage collector\)$/],
  ['idle', /^\((idle|program)\)$/],
];

const categoryOf = (node: ProfileNode) => {
  const where = `${node.callFrame.url} ${node.callFrame.functionName}`;
  const name = node.callFrame.functionName;
  for (const [category, pattern] of CATEGORIES) {
    if (pattern.test(category === 'garbage collection' || category === 'idle' ? name : where))
      return category;
  }
  return node.callFrame.url ? 'other (libraries, runtime)' : 'other (V8 builtins)';
};

/**
 * Self time per category. A builtin's time (JSON.stringify, a regular expression) is charged to the
 * nearest caller with a category of its own, so serializing a page counts where it is asked for.
 */
/** BENCH_PROFILE_DETAIL=<category> (or all): that category's largest frames too, beside "other"'s. */
const detail = process.env.BENCH_PROFILE_DETAIL ?? '';

function split(profile: Profile): { totals: Map<string, number>; others: Map<string, number> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const own = (node: ProfileNode): string => {
    const category = categoryOf(node);
    if (!category.startsWith('other (V8')) return category;
    const up = parent.get(node.id);
    const upNode = up === undefined ? undefined : byId.get(up);
    return upNode ? own(upNode) : category;
  };
  const totals = new Map<string, number>();
  const others = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const category = own(node);
    const us = profile.timeDeltas[i] ?? 0;
    totals.set(category, (totals.get(category) ?? 0) + us);
    if (category.startsWith('other') || category === detail || detail === 'all') {
      const frame = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*node_modules\//, '')}${detail === 'all' ? ` [${category}]` : ''}`;
      others.set(frame, (others.get(frame) ?? 0) + us);
    }
  });
  return { totals, others };
}

async function main() {
  const call =
    process.env.BENCH_PROFILE_PATH ||
    '/api/games/default?page=0&size=30&country=US&currency=USD&type=DESKTOP';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-profile-'));
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-cpuprofile-'));
  const profileFile = path.join(profileDir, 'load.cpuprofile');
  try {
    const server = await startServer('platform.ts', {
      BENCH_DATA_DIR: dataDir,
      BENCH_DATABASE_URL: '',
      BENCH_PARTICIPANTS: '1000',
      BENCH_CPU_PROFILE: profileFile,
    });
    let requests = 0;
    let cpuUs = 0;
    try {
      const url = `http://127.0.0.1:${server.port}${call}`;
      if (WARMUP_S > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
      const cpuBefore = await server.cpu();
      const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
      cpuUs = (await server.cpu()) - cpuBefore;
      if (r.non2xx > 0 || r.errors > 0) throw new Error(`${call}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      requests = r.requests.total;
    } finally {
      await server.stop();
    }
    const { totals, others } = split(JSON.parse(readFileSync(profileFile, 'utf8')) as Profile);
    // The profiler samples on a wall clock (a descheduled process's samples still land in its
    // frames), so the split is given as shares of the samples, applied to the CPU time the process
    // really spent per request (process.cpuUsage, load only).
    const busy = [...totals].filter(([c]) => c !== 'idle').sort((a, b) => b[1] - a[1]);
    const busyUs = busy.reduce((sum, [, us]) => sum + us, 0);
    const cpuPerRequest = cpuUs / requests;
    const perRequest = (us: number) => (cpuPerRequest * us) / busyUs;
    console.log(
      `${call}: ${requests} requests in ${DURATION_S} s (+ ${WARMUP_S} s warm-up), ${CONNECTIONS} connections`,
    );
    console.log(`CPU per request (process.cpuUsage, profiler running): ${cpuPerRequest.toFixed(1)} µs`);
    for (const [category, us] of busy) {
      console.log(
        `  ${category.padEnd(28)} ${perRequest(us).toFixed(1).padStart(7)} µs  ${((100 * us) / busyUs).toFixed(1).padStart(5)} %`,
      );
    }
    console.log(`the largest frames in "other"${detail ? ` and "${detail}"` : ''}:`);
    for (const [frame, us] of [...others].sort((a, b) => b[1] - a[1]).slice(0, detail === 'all' ? 45 : 15))
      console.log(`  ${perRequest(us).toFixed(1).padStart(7)} µs  ${frame}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
