/** The seamless-wallet bench's figures, targets, verdict and report (bench/seamless-wallet.ts runs it). */

/** Realistic pairs per second: at least half the ledger's raw transfers per second, same run (ADR 041). */
export const TARGET_SHARE_OF_LEDGER = 0.5;
/** Each call's p99 at the bench's concurrency. */
export const TARGET_P99_MS = 10;
/** Pairs of players with a loss and a wager limit may cost at most this much more than without (ADR 043). */
export const TARGET_LIMITS_COST = 0.1;
export interface SeamlessFigures {
  pairsPerSec: number;
  /** Per call (a bet or a win). */
  p50Ms: number;
  p99Ms: number;
  pairs: number;
  errors: number;
}

export interface SeamlessBenchResult {
  plain: SeamlessFigures;
  /** Plain players with a loss and a wager limit set (never reached): every bet checked and counted. */
  limited: SeamlessFigures;
  realistic: SeamlessFigures & {
    /** Bets of realistic players that took part of their stake from a bonus wallet, of all theirs. */
    betsWithBonusPart: number;
    bets: number;
  };
  /** Statements per call, one at a time (BEGIN and COMMIT included when sent). */
  statements: { plainBet: number; plainWin: number; realisticBet: number; realisticWin: number };
  relay: {
    /** Events not relayed yet when the load stopped, and the time to relay them. */
    pendingAtStop: number;
    catchUpMs: number;
  };
  /** Ledger and rewards reconcile; tournament and loyalty points equal the rounds'. */
  exact: {
    ledger: boolean;
    rewardMismatches: number;
    tournamentMismatches: number;
    loyaltyMismatches: number;
  };
}

/** PASS when the realistic pairs reach the share of the ledger's transfers, p99 holds, and all is exact. */
export function seamlessVerdict(
  r: SeamlessBenchResult,
  ledgerTransfersPerSec: number | null,
): 'PASS' | 'MISS' {
  const e = r.exact;
  const exact =
    e.ledger && e.rewardMismatches === 0 && e.tournamentMismatches === 0 && e.loyaltyMismatches === 0;
  const fast =
    ledgerTransfersPerSec !== null &&
    r.realistic.pairsPerSec >= TARGET_SHARE_OF_LEDGER * ledgerTransfersPerSec &&
    r.realistic.p99Ms <= TARGET_P99_MS;
  return exact && fast && r.plain.errors === 0 && r.realistic.errors === 0 ? 'PASS' : 'MISS';
}

/** How much more a pair costs with a loss and a wager limit set than without (per pair/s, same run). */
export const limitsCost = (r: SeamlessBenchResult) => r.plain.pairsPerSec / r.limited.pairsPerSec - 1;

/** PASS when limits cost at most TARGET_LIMITS_COST more and no limited call failed. */
export function limitsVerdict(r: SeamlessBenchResult): 'PASS' | 'MISS' {
  return limitsCost(r) <= TARGET_LIMITS_COST && r.limited.errors === 0 ? 'PASS' : 'MISS';
}

export function printSeamless(r: SeamlessBenchResult, ledgerTransfersPerSec: number | null) {
  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  const fig = (x: SeamlessFigures) =>
    `${f(x.pairsPerSec)} pairs/s, per call p50 ${x.p50Ms.toFixed(1)} ms, p99 ${x.p99Ms.toFixed(1)} ms (${f(x.pairs)} pairs, ${x.errors} errors)`;
  const share =
    ledgerTransfersPerSec === null
      ? 'n/a'
      : `${((r.realistic.pairsPerSec / ledgerTransfersPerSec) * 100).toFixed(0)} %`;
  const s = r.statements;
  const e = r.exact;
  console.log('\nSeamless wallet on PostgreSQL (same run as the ledger above; ADR 041)');
  console.log(
    `  realistic (bonus, tournament, loyalty): ${fig(r.realistic)}\n` +
      `    bets paid partly from bonus money: ${f(r.realistic.betsWithBonusPart)} of ${f(r.realistic.bets)}\n` +
      `  plain (real money only):               ${fig(r.plain)}\n` +
      `  limited (plain, a loss and a wager limit set): ${fig(r.limited)}\n` +
      `    limits cost ${(limitsCost(r) * 100).toFixed(1)} % more per pair than plain  target ≤ ${TARGET_LIMITS_COST * 100} %` +
      ` → ${limitsVerdict(r)}\n` +
      `  the ledger's raw transfers: ${ledgerTransfersPerSec === null ? 'n/a' : `${f(ledgerTransfersPerSec)}/s`};` +
      ` realistic pairs are ${share} of them  target ≥ ${TARGET_SHARE_OF_LEDGER * 100} % and p99 ≤ ${TARGET_P99_MS} ms` +
      ` → ${seamlessVerdict(r, ledgerTransfersPerSec)}\n` +
      `  statements per bet / win: plain ${s.plainBet.toFixed(1)} / ${s.plainWin.toFixed(1)};` +
      ` realistic ${s.realisticBet.toFixed(1)} / ${s.realisticWin.toFixed(1)}\n` +
      `  round relay: ${f(r.relay.pendingAtStop)} events waiting when the load stopped, relayed in ${f(r.relay.catchUpMs)} ms\n` +
      `  exact: ledger reconciled ${e.ledger}; rewards mismatches ${e.rewardMismatches};` +
      ` tournament points mismatches ${e.tournamentMismatches}; loyalty points mismatches ${e.loyaltyMismatches}`,
  );
}
