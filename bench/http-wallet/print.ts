import { MAX_PGLITE_SLOWDOWN, OPERATIONS, TARGET_OPS_PER_S, TARGET_P99_MS } from './load.ts';
import type { HttpWalletFigures, HttpWalletResult } from './result.ts';

export function printHttpWallet(r: HttpWalletResult, catalogueBareReqPerSec: number | null = null) {
  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  const ms = (n: number) => n.toFixed(1);
  const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
  console.log(
    `\nSeamless wallet over HTTP (${r.inFlight} in flight, ${f(r.callsPerRun)} signed calls a run: bets, wins,` +
      ` rollbacks, repeats, reused ids; ${r.playersPerKind} players a kind)`,
  );
  console.log(
    `  bare route, same load generator: ${f(r.bare.callsPerSec)} calls/s, p50 ${ms(r.bare.p50Ms)} ms, p99 ${ms(r.bare.p99Ms)} ms` +
      (catalogueBareReqPerSec === null
        ? ''
        : ` (the catalogue bench's autocannon: ${f(catalogueBareReqPerSec)} req/s)`),
  );
  for (const run of r.runs) {
    const target =
      run.database === 'postgres'
        ? `target ≥ ${TARGET_OPS_PER_S} calls/s, p99 ≤ ${TARGET_P99_MS} ms → ${run.verdict}`
        : `PostgreSQL ÷ PGlite ${r.pgliteSlowdown?.toFixed(2) ?? '?'}×, target ≤ ${MAX_PGLITE_SLOWDOWN}× → ${run.verdict}`;
    const kind = (name: string, x: HttpWalletFigures) =>
      `${name} ${f(x.callsPerSec)}/s p99 ${ms(x.p99Ms)} ms, CPU ${f(x.serverCpuUs)} µs server` +
      (x.databaseCpuUs === null ? '' : ` + ${f(x.databaseCpuUs)} µs PostgreSQL`);
    const a = run.answers;
    const b = run.breakdown;
    const part = (name: string, us: number | null, how: string) =>
      us === null
        ? ''
        : `\n      ${name.padEnd(26)} ${f(us).padStart(6)} µs  ${pct(us, b.totalUs).padStart(7)}  ${how}`;
    console.log(
      `  ${run.database} (V8 flags: ${run.v8Flags ?? 'none'}): ${f(run.callsPerSec)} calls/s` +
        ` (${pct(run.callsPerSec, r.bare.callsPerSec)} of bare), p50 ${ms(run.p50Ms)} ms, p99 ${ms(run.p99Ms)} ms  ${target}\n` +
        `    ${OPERATIONS.map((op) => `${op} ${f(run.perOperation[op].calls)} p50 ${ms(run.perOperation[op].p50Ms)} / p99 ${ms(run.perOperation[op].p99Ms)} ms`).join('; ')}\n` +
        `    ${[kind('plain players:', run.plain), run.realistic && kind('realistic:', run.realistic)].filter(Boolean).join('; ')}\n` +
        `    answers (warm-up included): ${f(a.ok)} ok, ${f(a.replayedAlike)} repeats answered alike, ${f(a.conflictRefused)} reused ids refused (409);` +
        ` ${a.serverErrors} 5xx, ${a.unexpected} unexpected, ${a.replayDiffered} repeats answered differently; money reconciled: ${run.reconciled}\n` +
        `    CPU of a ${run.realistic ? 'realistic' : 'plain'} player's call: ${f(b.totalUs)} µs` +
        part(
          'signature check',
          b.signatureUs,
          'measured (microbenchmark of checkSignature, full V8 optimisation)',
        ) +
        part(
          'JSON.parse + validation',
          b.validationUs,
          'measured (microbenchmark of the contract schemas, mix-weighted)',
        ) +
        part(
          run.database === 'pglite' ? 'rest of server + database' : 'rest of the server',
          b.serverRestUs,
          "derived: a plain call's server CPU − the two above (HTTP, routing, service, driver)",
        ) +
        part('PostgreSQL', b.databaseUs, "measured: a plain call's backends' CPU (/proc)") +
        part(
          'listeners',
          b.listenersUs,
          'derived: realistic − plain call (bonus wagering, tournament; loyalty runs for both)',
        ),
    );
  }
  if (r.runs.some((run) => run.check.realisticPlayers))
    console.log(
      `  realistic players' listeners ran: ${r.runs.map((run) => `${run.database} ${JSON.stringify(run.check.realisticPlayers)}`).join(', ')}`,
    );
}
