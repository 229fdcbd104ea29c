/**
 * From a balance change to the event in a connected tab (ADR 068): the platform with N registered
 * players, each with one open live stream (`GET /api/player/events` with a ticket, as a tab opens
 * it); each player's balance is moved by the studio's signed bet, and the delay is measured from just
 * before the bet is sent to the arrival of the balance event it caused on that player's stream. The
 * baseline, in the same run: the bet's own round trip (its answer). Three phases: one player at a
 * time (the path's own delay); every player at a player's pace, a bet every 0.5 s on average (the
 * delay under a steady load); every player at once without a pause, a bet in flight each (the
 * machine saturated: shown, not judged). Judged: p99 ≤ 250 ms in the first two.
 *
 * With BENCH_DATABASE_URL, also on PostgreSQL, and then across two replicas: two apps on one
 * database, each with its own bus on one Redis channel (BENCH_REDIS_URL, default the local Redis's
 * db 3), the bets sent to A and the streams open on B (in one process: the replicas share a core).
 *
 * Alone: `node --import tsx bench/live.ts` (BENCH_DATABASE_URL: also on PostgreSQL;
 * BENCH_LIVE_PLAYERS, default 50; BENCH_LIVE_BETS, bets a player in each phase, default 20).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BalanceResponse, endpoints, SEAMLESS_WALLET_PATH } from '@croupier/contract';
import { request as signedRequest } from './http-wallet/load.ts';
import { percentile } from './ledger.ts';
import { startServer } from './server-process.ts';
import type { LivePlayer } from './servers/live-players.ts';

export const TARGET_LIVE_P99_MS = 250;
const PLAYERS = Math.max(1, Number(process.env.BENCH_LIVE_PLAYERS || 50));
const BETS = Math.max(1, Number(process.env.BENCH_LIVE_BETS || 20));
/** The paced phase: each player bets every this many ms on average (0 to twice it, at random). */
const PACE_MS = 500;
/** A bet whose event has not come by then is counted missed. */
const EVENT_WAIT_MS = 5_000;

export interface LivePhase {
  phase: string;
  /** Judged against the target; the saturating phase is shown, not judged. */
  judged: boolean;
  /** Bets whose event arrived. */
  count: number;
  missed: number;
  /** Bet sent → its balance event on the stream. */
  eventP50Ms: number;
  eventP99Ms: number;
  /** Baseline: bet sent → its answer. */
  answerP50Ms: number;
  answerP99Ms: number;
  /** Bet answered → its event: what the push adds to the answer (negative: the event came first). */
  afterAnswerP50Ms: number;
  afterAnswerP99Ms: number;
  /** The machine's 1-minute load average when the phase began. */
  load: number;
}

export interface LiveRun {
  database: string;
  players: number;
  phases: LivePhase[];
}

/** One player's open stream: its balance events as they arrive, with their arrival times. */
class Stream {
  private readonly events: { at: number; real: number }[] = [];
  private waiter: (() => void) | null = null;
  private buffer = '';
  constructor(readonly req: http.ClientRequest) {}

  feed(text: string): void {
    const at = performance.now();
    this.buffer += text;
    const frames = this.buffer.split('\n\n');
    this.buffer = frames.pop() ?? '';
    for (const frame of frames) {
      if (!/^event: balance$/m.test(frame)) continue;
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (!data) continue;
      const real = BalanceResponse.parse(JSON.parse(data)).balances[0]?.real.amount ?? Number.NaN;
      this.events.push({ at, real: Math.round(real * 100) });
    }
    if (this.events.length > 0) this.waiter?.();
  }

  /** The next balance event (in cents) and when it arrived; null after `ms`. */
  async next(ms = EVENT_WAIT_MS): Promise<{ at: number; real: number } | null> {
    if (this.events.length === 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
    return this.events.shift() ?? null;
  }
}

function json<T>(port: number, method: string, url: string, token: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode} ${text.slice(0, 200)}`));
          else resolve(JSON.parse(text) as T);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Opens the player's stream as a tab does: a ticket with the token, then the stream with the ticket. */
async function openStream(port: number, p: LivePlayer): Promise<Stream> {
  const { ticket } = await json<{ ticket: string }>(
    port,
    'POST',
    `/api${endpoints.liveTicket.path}`,
    p.token,
  );
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api${endpoints.liveEvents.path}?ticket=${encodeURIComponent(ticket)}`,
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`live stream: ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (text: string) => stream.feed(text));
        resolve(stream);
      },
    );
    const stream = new Stream(req);
    req.on('error', (err) => {
      if (!req.destroyed) reject(err);
    });
  });
}

interface Sample {
  eventMs: number | null;
  answerMs: number;
}

/** Bets `bets` times for `p`, one at a time, each waiting for its event; expects the balance 1.00 lower each time. */
async function betAndWatch(
  agent: http.Agent,
  port: number,
  p: LivePlayer,
  stream: Stream,
  balance: { cents: number },
  bets: number,
  tag: string,
  paceMs = 0,
): Promise<Sample[]> {
  const out: Sample[] = [];
  for (let i = 0; i < bets; i++) {
    if (paceMs > 0) await new Promise((r) => setTimeout(r, Math.random() * 2 * paceMs));
    const body = JSON.stringify({
      sessionId: p.sessionId,
      transactionId: `live-${tag}-${p.sessionId}-${i}`,
      roundId: `live-${tag}-${p.sessionId}-${i}`,
      amount: 100,
      currency: 'USD',
    });
    const t0 = performance.now();
    const answer = await signedRequest(agent, port, 'POST', `/api${SEAMLESS_WALLET_PATH}/bet`, body);
    const answerMs = performance.now() - t0;
    if (answer.status !== 200) throw new Error(`bet: ${answer.status} ${answer.text.slice(0, 200)}`);
    balance.cents -= 100;
    let event = await stream.next();
    // An event of an earlier balance (none expected: one bet in flight a player) is skipped.
    while (event && event.real !== balance.cents) event = await stream.next();
    out.push({ eventMs: event ? event.at - t0 : null, answerMs });
  }
  return out;
}

function phase(name: string, judged: boolean, samples: Sample[], load: number): LivePhase {
  const events = samples.flatMap((s) => (s.eventMs === null ? [] : [s.eventMs])).sort((a, b) => a - b);
  const answers = samples.map((s) => s.answerMs).sort((a, b) => a - b);
  const after = samples
    .flatMap((s) => (s.eventMs === null ? [] : [s.eventMs - s.answerMs]))
    .sort((a, b) => a - b);
  return {
    judged,
    load,
    afterAnswerP50Ms: percentile(after, 50),
    afterAnswerP99Ms: percentile(after, 99),
    phase: name,
    count: events.length,
    missed: samples.length - events.length,
    eventP50Ms: percentile(events, 50),
    eventP99Ms: percentile(events, 99),
    answerP50Ms: percentile(answers, 50),
    answerP99Ms: percentile(answers, 99),
  };
}

/** `env.BENCH_LIVE_REDIS_URL` set: the bets go to one app, the streams are open on its peer. */
async function runOn(database: string, env: Record<string, string>): Promise<LiveRun> {
  const server = await startServer('platform.ts', {
    ...env,
    BENCH_LIVE_PLAYERS: String(PLAYERS),
    BENCH_PARTICIPANTS: '0',
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS });
  const streams: Stream[] = [];
  try {
    const players = server.info.live as LivePlayer[];
    const streamPort = (server.info.peerPort as number | undefined) ?? server.port;
    const balances: { cents: number }[] = [];
    for (const p of players) {
      const stream = await openStream(streamPort, p);
      streams.push(stream);
      const first = await stream.next();
      if (!first) throw new Error('a stream sent no balance on opening');
      balances.push({ cents: first.real });
    }
    // Warm-up: one bet each, not measured.
    for (const [i, p] of players.entries())
      await betAndWatch(agent, server.port, p, streams[i]!, balances[i]!, 1, 'warm');
    const quietLoad = os.loadavg()[0]!;
    const oneByOne: Sample[] = [];
    for (let round = 0; round < BETS; round++)
      for (const [i, p] of players.entries())
        oneByOne.push(
          ...(await betAndWatch(agent, server.port, p, streams[i]!, balances[i]!, 1, `q${round}`)),
        );
    const pacedLoad = os.loadavg()[0]!;
    const paced = (
      await Promise.all(
        players.map((p, i) =>
          betAndWatch(agent, server.port, p, streams[i]!, balances[i]!, BETS, 'paced', PACE_MS),
        ),
      )
    ).flat();
    const busyLoad = os.loadavg()[0]!;
    const together = (
      await Promise.all(
        players.map((p, i) => betAndWatch(agent, server.port, p, streams[i]!, balances[i]!, BETS, 'all')),
      )
    ).flat();
    return {
      database,
      players: players.length,
      phases: [
        phase('one at a time', true, oneByOne, quietLoad),
        phase(`paced: each a bet every ${PACE_MS / 1000} s`, true, paced, pacedLoad),
        phase('all at once, no pause (saturating)', false, together, busyLoad),
      ],
    };
  } finally {
    for (const s of streams) s.req.destroy();
    agent.destroy();
    await server.stop();
  }
}

/** The delay on the embedded database and, with a loopback `pgUrl`, on PostgreSQL. */
export async function runLiveBench(pgUrl: string | undefined): Promise<LiveRun[]> {
  const runs: LiveRun[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-live-'));
  try {
    console.log(`  pglite: ${PLAYERS} players, ${BETS} bets each a phase…`);
    runs.push(await runOn('pglite', { BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (pgUrl && ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(pgUrl).hostname)) {
    console.log(`  postgres: ${PLAYERS} players, ${BETS} bets each a phase…`);
    runs.push(await runOn('postgres', { BENCH_DATABASE_URL: pgUrl }));
    const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
    console.log(`  postgres, two replicas over Redis: bets on A, streams on B…`);
    runs.push(
      await runOn('postgres, bet on A, stream on B (Redis)', {
        BENCH_DATABASE_URL: pgUrl,
        BENCH_LIVE_REDIS_URL: redisUrl,
      }),
    );
  }
  return runs;
}

export const liveVerdict = (p: LivePhase) =>
  !p.judged ? 'info' : p.missed === 0 && p.eventP99Ms <= TARGET_LIVE_P99_MS ? 'PASS' : 'MISS';

export function printLive(runs: LiveRun[]): void {
  console.log(
    `\nLive events: a balance change to the event in a connected tab (target p99 ≤ ${TARGET_LIVE_P99_MS} ms); baseline: the bet's own answer`,
  );
  console.log(
    '| database | players | phase | load | events | missed | event p50 ms | event p99 ms | answer p50 ms | answer p99 ms | event − answer p50 / p99 ms | verdict |',
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  const ms = (n: number) => n.toFixed(1);
  for (const r of runs)
    for (const p of r.phases)
      console.log(
        `| ${r.database} | ${r.players} | ${p.phase} | ${p.load.toFixed(1)} | ${p.count} | ${p.missed} | ${ms(p.eventP50Ms)} | ${ms(p.eventP99Ms)} | ${ms(p.answerP50Ms)} | ${ms(p.answerP99Ms)} | ${ms(p.afterAnswerP50Ms)} / ${ms(p.afterAnswerP99Ms)} | ${liveVerdict(p)} |`,
      );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = await runLiveBench(process.env.BENCH_DATABASE_URL);
  printLive(runs);
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}
