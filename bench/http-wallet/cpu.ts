import { readFileSync } from 'node:fs';
import { SEAMLESS_WALLET_TOLERANCE_S, SeamlessWinRequest, seamlessWalletRequests } from '@croupier/contract';
import { checkSignature, STUDIO_SIGNATURE_HEADERS, signedHeaders } from '@croupier/contract/signing';
import type pg from 'pg';
import { OPERATIONS, type Operation, SECRET } from './load.ts';

// ---------------------------------------------------------------------------------------------------
// Where the CPU goes

/** µs per call of `fn`, after a warm-up (V8 optimises it as the server's hot path would be). */
export function microUs(fn: () => unknown, iterations = 20_000): number {
  for (let i = 0; i < 2_000; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) fn();
  return ((performance.now() - t0) * 1000) / iterations;
}

/** The route's own steps on bodies of the mix: the signature check, then JSON.parse and the contract's schema. */
export function microbenchmarks() {
  const sessionId = 'bench-session-000001';
  const ref = { sessionId, betTransactionId: 'b-p1-123456', roundId: 'r-p1-123456' };
  const bodies: Record<Operation, string> = {
    bet: JSON.stringify({
      sessionId,
      transactionId: 'b-p1-123456',
      roundId: ref.roundId,
      amount: 100,
      currency: 'USD',
    }),
    win: JSON.stringify({ ...ref, transactionId: 'w-p1-123456', amount: 250, currency: 'USD' }),
    rollback: JSON.stringify({ ...ref, transactionId: 'x-p1-123456' }),
  };
  const schemas = {
    bet: seamlessWalletRequests.bet,
    win: SeamlessWinRequest,
    rollback: seamlessWalletRequests.rollback,
  };
  const names = STUDIO_SIGNATURE_HEADERS;
  const signed = signedHeaders(names, SECRET, bodies.bet, Date.now());
  const signatureUs = microUs(() => {
    const refused = checkSignature({
      secret: SECRET,
      body: bodies.bet,
      timestamp: signed[names.timestamp],
      signature: signed[names.signature],
      nowMs: Date.now(),
      toleranceS: SEAMLESS_WALLET_TOLERANCE_S,
    });
    if (refused) throw new Error(`the microbenchmark's signature is ${refused}`);
  });
  const validationUs = Object.fromEntries(
    OPERATIONS.map((op) => [
      op,
      microUs(() => {
        if (!schemas[op].safeParse(JSON.parse(bodies[op])).success) throw new Error(`${op} body refused`);
      }),
    ]),
  ) as Record<Operation, number>;
  return { signatureUs, validationUs };
}

export type Micro = ReturnType<typeof microbenchmarks>;

/** CPU time so far (µs) of each PostgreSQL backend serving `database` (PostgreSQL on this machine). */
export async function backendsCpu(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // /proc/<pid>/stat: utime and stime are the 14th and 15th fields, in clock ticks (100 a second).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10_000);
    } catch {
      // the backend ended meanwhile
    }
  }
  return cpu;
}

/** A backend that ended between the two readings loses its share; under steady load none does. */
export const cpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, us]) => sum + us - (before.get(pid) ?? 0), 0);
