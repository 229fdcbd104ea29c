import http from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { ErrorCode, errorStatus, SEAMLESS_WALLET_PATH } from '@croupier/contract';
import { STUDIO_SIGNATURE_HEADERS, signedHeaders } from '@croupier/contract/signing';
import { loadConfig } from '../../apps/server/src/platform/config.ts';

/** The HTTP wallet bench's load: signed studio calls, 64 in flight, and how each answer is judged. */

export const IN_FLIGHT = 64;
/** Players of each kind: 64 rounds in flight over 100 players, so some overlap. */
export const PLAYERS = 100;
export const OPS = Math.max(100, Number(process.env.BENCH_HTTP_WALLET_OPS || 20_000));
export const WARMUP_OPS = Math.min(1_000, Math.round(OPS / 10));
export const REALISTIC = process.env.BENCH_HTTP_WALLET_REALISTIC !== '0';
/**
 * The round path's targets over HTTP (docs/performance.md): at least the calls/s this 2-core machine
 * made before rewards, campaigns, tournaments and loyalty listened to rounds, with p99 ≤ 250 ms.
 */
export const TARGET_OPS_PER_S = 233;
export const TARGET_P99_MS = 250;
/** PGlite may be at most this many times slower than PostgreSQL. */
export const MAX_PGLITE_SLOWDOWN = 2;
/** The studio's key as the server has it by default (the secret is never written here). */
export const SECRET = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/nonexistent' }).STUDIO_SECRET;
export const DUPLICATE = ErrorCode.duplicateTransaction;

export type Operation = 'bet' | 'win' | 'rollback';
export const OPERATIONS: Operation[] = ['bet', 'win', 'rollback'];

/** Every answer counted by what it was: the first call's 200, a repeat's same 200, a reused id's 409. */
export interface Answers {
  ok: number;
  replayedAlike: number;
  conflictRefused: number;
  serverErrors: number;
  unexpected: number;
  replayDiffered: number;
}

/** One stretch of load: every call's latency and answer. */
export interface Tally {
  calls: number;
  latencies: Record<Operation, number[]>;
  answers: Answers;
  problems: string[];
}

export const newTally = (): Tally => ({
  calls: 0,
  latencies: { bet: [], win: [], rollback: [] },
  answers: { ok: 0, replayedAlike: 0, conflictRefused: 0, serverErrors: 0, unexpected: 0, replayDiffered: 0 },
  problems: [],
});

export function problem(t: Tally, what: keyof Answers, text: string) {
  t.answers[what] += 1;
  if (t.problems.length < 5) t.problems.push(text);
}

// ---------------------------------------------------------------------------------------------------
// The load generator: node's HTTP client, one keep-alive socket per call in flight.

export interface Answer {
  status: number;
  text: string;
}

export function request(agent: http.Agent, port: number, method: string, url: string, body?: string) {
  const headers = body
    ? {
        ...signedHeaders(STUDIO_SIGNATURE_HEADERS, SECRET, body, Date.now()),
        'content-length': String(Buffer.byteLength(body)),
      }
    : {};
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** A signed wallet call, timed; a socket error answers status 0. */
export async function call(c: Client, t: Tally, op: Operation, body: object): Promise<Answer> {
  t.calls += 1;
  const t0 = performance.now();
  const answer = await request(
    c.agent,
    c.port,
    'POST',
    `/api${SEAMLESS_WALLET_PATH}/${op}`,
    JSON.stringify(body),
  ).catch((err: Error) => ({ status: 0, text: err.message }));
  t.latencies[op].push(performance.now() - t0);
  return answer;
}

export const unexpected = (t: Tally, op: Operation, a: Answer, wanted: string) =>
  problem(
    t,
    a.status >= 500 ? 'serverErrors' : 'unexpected',
    `${op}: ${a.status} (${wanted}) ${a.text.slice(0, 200)}`,
  );

/** A first call: 200, else counted; answers the parsed answer or null. */
export async function first(c: Client, t: Tally, op: Operation, body: object): Promise<unknown> {
  const a = await call(c, t, op, body);
  if (a.status !== 200) {
    unexpected(t, op, a, 'want 200');
    return null;
  }
  t.answers.ok += 1;
  return JSON.parse(a.text);
}

/** A repeat of an answered call: the same answer again. */
export async function replay(c: Client, t: Tally, op: Operation, body: object, answer: unknown) {
  const a = await call(c, t, op, body);
  if (a.status !== 200) return unexpected(t, op, a, 'repeat, want 200');
  if (!isDeepStrictEqual(JSON.parse(a.text), answer))
    return problem(t, 'replayDiffered', `${op} repeated: ${a.text} ≠ first ${JSON.stringify(answer)}`);
  t.answers.replayedAlike += 1;
}

/** The same call twice at once, as a studio retrying a call still in flight: both 200, alike. */
export async function twice(c: Client, t: Tally, op: Operation, body: object): Promise<unknown> {
  const [a, b] = await Promise.all([call(c, t, op, body), call(c, t, op, body)]);
  if (a.status !== 200 || b.status !== 200) {
    for (const x of [a, b]) if (x.status !== 200) unexpected(t, op, x, 'sent twice at once, want 200');
    return null;
  }
  const [ja, jb] = [JSON.parse(a.text), JSON.parse(b.text)];
  if (!isDeepStrictEqual(ja, jb)) {
    problem(t, 'replayDiffered', `${op} sent twice at once: ${a.text} ≠ ${b.text}`);
    return null;
  }
  t.answers.ok += 1;
  t.answers.replayedAlike += 1;
  return ja;
}

/** A taken id with another payload: 409 duplicate. */
export async function conflict(c: Client, t: Tally, op: Operation, body: object) {
  const a = await call(c, t, op, body);
  const code = a.status === errorStatus(DUPLICATE) ? (JSON.parse(a.text) as { error?: string }).error : '';
  if (code !== DUPLICATE)
    return unexpected(t, op, a, `reused id, want ${errorStatus(DUPLICATE)} ${DUPLICATE}`);
  t.answers.conflictRefused += 1;
}

export interface Client {
  agent: http.Agent;
  port: number;
}

/** One round of the mix (see the header); `n` picks its variations, `tag` makes its ids unique. */
export async function round(c: Client, t: Tally, sessionId: string, tag: string, n: number) {
  const roundId = `r-${tag}`;
  const bet = { sessionId, transactionId: `b-${tag}`, roundId, amount: 100, currency: 'USD' };
  const placed = n % 5 === 1 ? await twice(c, t, 'bet', bet) : await first(c, t, 'bet', bet);
  if (placed === null) return;
  if (n % 10 === 5) await conflict(c, t, 'bet', { ...bet, amount: 101 });
  const rollback = n % 10 === 9;
  const op: Operation = rollback ? 'rollback' : 'win';
  const ref = { sessionId, betTransactionId: bet.transactionId, roundId };
  const close = rollback
    ? { ...ref, transactionId: `x-${tag}` }
    : { ...ref, transactionId: `w-${tag}`, amount: n % 3 === 0 ? 250 : 0, currency: 'USD' };
  const closed = await first(c, t, op, close);
  if (closed === null) return;
  if (n % 5 === 3) await replay(c, t, op, close, closed);
  if (n % 10 === 7) await conflict(c, t, op, { ...close, amount: 251 });
}

/** Rounds on `sessions` from IN_FLIGHT loops until `calls` calls have been sent. */
export async function load(c: Client, sessions: string[], label: string, calls: number): Promise<Tally> {
  const t = newTally();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (t.calls < calls) {
        const n = next++;
        // A multiplicative hash, not n % players: rounds in flight sometimes share a player.
        const session = sessions[(Math.imul(n + 1, 2654435761) >>> 0) % sessions.length]!;
        await round(c, t, session, `${label}-${n}`, n);
      }
    }),
  );
  return t;
}
