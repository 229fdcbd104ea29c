/** What a run of the HTTP wallet bench answers (bench/http-wallet.ts). */
import type { Micro } from './cpu.ts';
import type { Answers, Operation } from './load.ts';

export interface HttpWalletFigures {
  calls: number;
  callsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** The server process's CPU per call (µs), measured. */
  serverCpuUs: number;
  /** Its PostgreSQL backends' CPU per call (µs), measured; null on PGlite, whose engine is the server's. */
  databaseCpuUs: number | null;
}

export interface HttpWalletRun extends HttpWalletFigures {
  database: 'postgres' | 'pglite';
  /** V8's flags the server ran with, as `npm start` gives them. */
  v8Flags: string | null;
  perOperation: Record<Operation, { calls: number; p50Ms: number; p99Ms: number }>;
  answers: Answers;
  /** Per kind of player, each in half of the calls (realistic only with BENCH_HTTP_WALLET_REALISTIC). */
  plain: HttpWalletFigures;
  realistic: HttpWalletFigures | null;
  /** The platform's ledger and rewards reconcile after the load. */
  reconciled: boolean;
  check: Record<string, unknown>;
  /**
   * A realistic player's call's CPU (µs, server + PostgreSQL) in parts: signature and validation
   * measured by microbenchmarks, the database measured (a plain call's: PostgreSQL only), listeners
   * derived (realistic − plain), the rest of the server derived (a plain call's server CPU − signature − validation).
   */
  breakdown: {
    totalUs: number;
    signatureUs: number;
    validationUs: number;
    serverRestUs: number;
    databaseUs: number | null;
    listenersUs: number | null;
  };
  failures: string[];
  /**
   * FAIL on any failure; else PostgreSQL: ≥ TARGET_OPS_PER_S with p99 ≤ TARGET_P99_MS; PGlite: at most
   * MAX_PGLITE_SLOWDOWN times slower than PostgreSQL in the same run.
   */
  verdict: 'PASS' | 'MISS' | 'FAIL';
}

export interface HttpWalletResult {
  callsPerRun: number;
  inFlight: number;
  playersPerKind: number;
  micro: Micro;
  bare: { callsPerSec: number; p50Ms: number; p99Ms: number; calls: number };
  runs: HttpWalletRun[];
  /** PostgreSQL's calls/s ÷ PGlite's: at most MAX_PGLITE_SLOWDOWN. */
  pgliteSlowdown: number | null;
  failures: string[];
}
