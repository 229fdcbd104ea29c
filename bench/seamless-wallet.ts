/**
 * Seamless-wallet throughput on PostgreSQL, in the same run as the ledger's raw transfers
 * (bench/ledger.ts): bet+win pairs as the game studio sends them, through `SeamlessWalletService`
 * (the service behind `POST /api/seamless-wallet/{bet,win}`, without HTTP and signing).
 *
 * 10 concurrent workers on a pool of 10 connections, 100 funded players each in a real game session;
 * a pair is a bet then its win (a round), each one database transaction: the transaction id claimed,
 * the round row, the ledger transfer (which touches the hot house account) and the answer stored.
 * The ledger is reconciled after the run.
 *
 * Run alone: `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/seamless-wallet.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { BrandConfig } from '@croupier/contract';
import { MemoryFreeRounds } from '../apps/server/src/adapters/studio/index.ts';
import { BonusPlay, RewardsService } from '../apps/server/src/modules/rewards/index.ts';
import { SeamlessWalletService } from '../apps/server/src/modules/seamless-wallet/index.ts';
import { LedgerService, reconcileLedger } from '../apps/server/src/modules/wallet/index.ts';
import { openPostgres } from '../apps/server/src/platform/db.ts';
import { withScratchDatabase } from '../apps/server/test/scratch-database.ts';
import { measureWorkers, percentile } from './ledger.ts';

const CLIENTS = 10;
const PLAYERS = 100;
/** A round (bet + win) is about two raw transfers' work and more; the target is a floor, not a ratio. */
export const TARGET_PAIRS_PER_S = 250;

export interface SeamlessBenchResult {
  pairsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  pairs: number;
  errors: number;
  reconciled: boolean;
  verdict: 'PASS' | 'MISS';
}

export async function runSeamlessWalletBench(
  url: string,
  durationS: number,
  warmupS: number,
): Promise<SeamlessBenchResult> {
  return withScratchDatabase(url, 'croupier_seamless', async (scratch) => {
    const database = await openPostgres(scratch, CLIENTS);
    try {
      await database.migrate();
      const ledger = new LedgerService({ db: database.db });
      const rewards = new RewardsService({
        db: database.db,
        ledger,
        brand: () => ({ currencies: [{ code: 'USD', minorUnits: 2 }] }) as BrandConfig,
        now: Date.now,
        players: { player: async () => undefined },
        freeRounds: new MemoryFreeRounds(),
        gameCategories: () => ['slots'],
      });
      const bonus = new BonusPlay(rewards);
      const wallet = new SeamlessWalletService({ db: database.db, ledger, bonus, now: Date.now });
      const sessions: string[] = [];
      for (let i = 0; i < PLAYERS; i++) {
        const player = crypto.randomUUID();
        await ledger.transfer({
          key: `fund:${player}`,
          from: { system: 'house' },
          to: { player, wallet: 'real' },
          amount: 100_000_000n,
          currency: 'USD',
          kind: 'bench.fund',
        });
        const id = `bench-session-${String(i).padStart(6, '0')}`;
        await wallet.openSession({
          id,
          playerUuid: player,
          gameUuid: crypto.randomUUID(),
          gameSlug: 'bench-slot',
          currency: 'USD',
        });
        sessions.push(id);
      }
      let seq = 0;
      let errors = 0;
      const { latencies, elapsedS } = await measureWorkers(CLIENTS, warmupS, durationS, async (w, timed) => {
        const n = seq++;
        const sessionId = sessions[(n * 7 + w) % PLAYERS]!;
        const bet = `b-${w}-${n}`;
        const roundId = `r-${w}-${n}`;
        try {
          await timed(async () => {
            await wallet.bet({ sessionId, transactionId: bet, roundId, amount: 100, currency: 'USD' });
            await wallet.win({
              sessionId,
              transactionId: `w-${w}-${n}`,
              betTransactionId: bet,
              roundId,
              amount: n % 3 === 0 ? 250 : 0,
              currency: 'USD',
            });
          });
        } catch (err) {
          errors += 1;
          if (errors === 1) console.error(`  seamless wallet: ${(err as Error).message}`);
        }
      });
      const report = await reconcileLedger(database.db);
      const pairsPerSec = latencies.length / elapsedS;
      return {
        pairsPerSec,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        pairs: latencies.length,
        errors,
        reconciled: report.ok,
        verdict: report.ok && errors === 0 && pairsPerSec >= TARGET_PAIRS_PER_S ? 'PASS' : 'MISS',
      };
    } finally {
      await database.close();
    }
  });
}

export function printSeamless(r: SeamlessBenchResult, rawTransfersPerSec: number | null) {
  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log('\nSeamless wallet on PostgreSQL (same run as the ledger above)');
  console.log(
    `  bet+win pairs: ${f(r.pairsPerSec)}/s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms ` +
      `(${f(r.pairs)} pairs, ${r.errors} errors, reconciled: ${r.reconciled})\n` +
      `  beside the ledger's raw transfers: ${rawTransfersPerSec === null ? 'n/a' : `${f(rawTransfersPerSec)}/s`}` +
      `  target ≥ ${TARGET_PAIRS_PER_S} pairs/s → ${r.verdict}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL=postgres://…');
    process.exit(2);
  }
  runSeamlessWalletBench(
    url,
    Number(process.env.BENCH_DURATION || 10),
    Number(process.env.BENCH_WARMUP || 3),
  ).then(
    (r) => {
      printSeamless(r, null);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
