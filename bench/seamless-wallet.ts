/**
 * Seamless-wallet throughput on PostgreSQL, in the same run as the ledger's raw transfers
 * (bench/ledger.ts): bet+win pairs as the game studio sends them, through `SeamlessWalletService`
 * (the service behind `POST /api/seamless-wallet/{bet,win}`, without HTTP and signing), for players
 * without a bonus and for players with an active BONUS reward, in the same run.
 *
 * 10 concurrent workers on a pool of 10 connections; 100 players with real money only, and 100 with
 * real money and an active reward's bonus money (bench/seamless-bonus.ts: half of them with 1.50 of
 * real money, so their stakes are paid partly or wholly from the bonus wallet). A pair is a bet then
 * its win (a round), each one database transaction: the transaction id claimed, the round row, the
 * bonus part and the wagering (rewards module), the ledger transfer and the answer stored. The two
 * kinds are measured in four alternating segments (without, with, with, without), so a drift of the
 * machine's load weighs on both alike. Then the statements each operation sends are counted, one
 * operation at a time. The ledger and the rewards are reconciled after the run.
 *
 * BENCH_BONUS_MIX=rich gives every bonus player plenty of real money: real money pays every stake and
 * the bonus costs only its wagering (the common case), to tell that cost from the bonus-paid stakes'.
 *
 * Run alone: `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/seamless-wallet.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { BrandConfig } from '@croupier/contract';
import { MemoryFreeRounds } from '../apps/server/src/adapters/studio/index.ts';
import { BonusPlay, RewardsService, reconcileRewards } from '../apps/server/src/modules/rewards/index.ts';
import { SeamlessWalletService } from '../apps/server/src/modules/seamless-wallet/index.ts';
import { TournamentsService } from '../apps/server/src/modules/tournaments/index.ts';
import { LedgerService, reconcileLedger } from '../apps/server/src/modules/wallet/index.ts';
import { openPostgres } from '../apps/server/src/platform/db.ts';
import { withScratchDatabase } from '../apps/server/test/scratch-database.ts';
import { measureWorkers, percentile } from './ledger.ts';
import {
  benchTournament,
  bonusCensus,
  bonusPlayers,
  bonusTemplate,
  countStatements,
  plainPlayers,
  REAL_POOR,
  REAL_RICH,
} from './seamless-bonus.ts';

const CLIENTS = 10;
const PLAYERS = 100;
/** A round (bet + win) is about two raw transfers' work and more; the target is a floor, not a ratio. */
export const TARGET_PAIRS_PER_S = 250;
/** With an active bonus a pair may cost at most 25 % more: pairs/s with ≥ 0.8 × pairs/s without. */
export const TARGET_BONUS_SHARE = 0.8;
/** Tournament scoring may make a pair at most 15 % dearer (ADR 026): on ÷ off ≥ 1 / 1.15. */
export const TARGET_SCORING_SHARE = 1 / 1.15;
const ALL_RICH = process.env.BENCH_BONUS_MIX === 'rich';
/** Pairs per kind of player whose statements are counted, one operation at a time. */
const COUNTED_PAIRS = 12;

export interface SeamlessFigures {
  pairsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  pairs: number;
  errors: number;
}

/** Statements sent per operation, BEGIN and COMMIT included (averages over the counted pairs). */
export interface StatementCount {
  perBet: number;
  perWin: number;
  /** One bet's and one paying win's statements, abbreviated. */
  bet: string[];
  win: string[];
}

export interface SeamlessBenchResult extends SeamlessFigures {
  /** The ledger reconciles. */
  reconciled: boolean;
  /** Without a bonus: ≥ TARGET_PAIRS_PER_S, no error, reconciled. */
  verdict: 'PASS' | 'MISS';
  bonus: SeamlessFigures & {
    /** Pairs/s with a bonus ÷ pairs/s without, same run. */
    ratio: number;
    /** Bets of bonus players that took part of their stake from a bonus wallet, of all their bets. */
    betsWithBonusPart: number;
    bets: number;
    /** Rewards that left ACTIVE during the run (converted or spent): must be none. */
    rewardsEnded: number;
    /** reconcileRewards' offending rewards. */
    rewardMismatches: number;
    verdict: 'PASS' | 'MISS';
  };
  /** Real money pays every stake (the common case) / bonus money pays every stake (no real money). */
  statements: { plain: StatementCount; bonusRealPays: StatementCount; bonusPays: StatementCount };
  /**
   * Plain players, every one opted in to a live tournament on the bench's game: pairs with the
   * tournaments' round observer on (`on`) beside the same pairs without it (`off`), alternated.
   */
  scoring: {
    off: SeamlessFigures;
    on: SeamlessFigures;
    ratio: number;
    statements: StatementCount;
    verdict: 'PASS' | 'MISS';
  };
}

type Wallet = SeamlessWalletService;

/** One round: a bet of 1.00, then its win (2.50 every third round, else 0 closing a lost round). */
async function pair(wallet: Wallet, sessionId: string, id: string, n: number) {
  const bet = `b-${id}`;
  const roundId = `r-${id}`;
  await wallet.bet({ sessionId, transactionId: bet, roundId, amount: 100, currency: 'USD' });
  await wallet.win({
    sessionId,
    transactionId: `w-${id}`,
    betTransactionId: bet,
    roundId,
    amount: n % 3 === 0 ? 250 : 0,
    currency: 'USD',
  });
}

/** Load on one kind of player for `durationS` (after `warmupS`): the pairs' latencies. */
async function segment(
  wallet: Wallet,
  sessions: string[],
  kind: string,
  warmupS: number,
  durationS: number,
  onError: (err: Error) => void,
) {
  let seq = 0;
  return measureWorkers(CLIENTS, warmupS, durationS, async (w, timed) => {
    const n = seq++;
    const sessionId = sessions[(n * 7 + w) % sessions.length]!;
    try {
      await timed(() => pair(wallet, sessionId, `${kind}-${w}-${n}`, n));
    } catch (err) {
      onError(err as Error);
    }
  });
}

function figures(parts: { latencies: number[]; elapsedS: number }[], errors: number): SeamlessFigures {
  const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const elapsedS = parts.reduce((s, p) => s + p.elapsedS, 0);
  return {
    pairsPerSec: latencies.length / elapsedS,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    pairs: latencies.length,
    errors,
  };
}

/** The statements of COUNTED_PAIRS pairs of one player, one operation at a time. */
async function countPerOperation(wallet: Wallet, sessionId: string, kind: string): Promise<StatementCount> {
  const bets: string[][] = [];
  const wins: string[][] = [];
  for (let n = 0; n < COUNTED_PAIRS; n++) {
    const id = `count-${kind}-${n}`;
    const bet = `b-${id}`;
    const roundId = `r-${id}`;
    bets.push(
      await countStatements(() =>
        wallet.bet({ sessionId, transactionId: bet, roundId, amount: 100, currency: 'USD' }),
      ),
    );
    wins.push(
      await countStatements(() =>
        wallet.win({
          sessionId,
          transactionId: `w-${id}`,
          betTransactionId: bet,
          roundId,
          amount: n % 3 === 0 ? 250 : 0,
          currency: 'USD',
        }),
      ),
    );
  }
  const avg = (xs: string[][]) => xs.reduce((s, x) => s + x.length, 0) / xs.length;
  const short = (xs: string[] | undefined) => (xs ?? []).map((q) => q.slice(0, 90));
  return { perBet: avg(bets), perWin: avg(wins), bet: short(bets[0]), win: short(wins[0]) };
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
      const db = database.db;
      const ledger = new LedgerService({ db });
      const rewards = new RewardsService({
        db,
        ledger,
        brand: () => ({ currencies: [{ code: 'USD', minorUnits: 2 }] }) as BrandConfig,
        now: Date.now,
        players: { player: async () => undefined },
        freeRounds: new MemoryFreeRounds(),
        gameCategories: () => ['slots'],
        gameName: () => undefined,
      });
      const bonus = new BonusPlay({ ledger, now: Date.now, gameCategories: () => ['slots'], rewards });
      const wallet = new SeamlessWalletService({ db, ledger, bonus, now: Date.now });
      const plain = await plainPlayers(ledger, wallet, PLAYERS);
      const template = await bonusTemplate(db);
      // Rich at even indexes (real money pays every stake), poor at odd ones (bonus money pays part).
      const withBonus = await bonusPlayers(db, ledger, rewards, wallet, {
        n: PLAYERS,
        template,
        real: (i) => (ALL_RICH || i % 2 === 0 ? REAL_RICH : REAL_POOR),
        prefix: 'bench-bonus-session',
      });
      // Counted alone after the run: one with no real money at all, so bonus money pays every stake.
      const broke = await bonusPlayers(db, ledger, rewards, wallet, {
        n: 1,
        template,
        real: () => 0n,
        prefix: 'bench-broke-session',
      });

      const errors = { plain: 0, bonus: 0 };
      const onError = (kind: 'plain' | 'bonus') => (err: Error) => {
        errors[kind] += 1;
        if (errors[kind] === 1) console.error(`  seamless wallet (${kind}): ${err.message}`);
      };
      // Without, with, with, without: half the duration each kind per segment; a shorter warm-up
      // after the first, as the pool and the code are warm by then.
      const half = durationS / 2;
      const later = Math.min(warmupS, 1);
      const a1 = await segment(wallet, plain.sessions, 'p1', warmupS, half, onError('plain'));
      const b1 = await segment(wallet, withBonus.sessions, 'b1', warmupS, half, onError('bonus'));
      const b2 = await segment(wallet, withBonus.sessions, 'b2', later, half, onError('bonus'));
      const a2 = await segment(wallet, plain.sessions, 'p2', later, half, onError('plain'));
      const without = figures([a1, a2], errors.plain);
      const withB = figures([b1, b2], errors.bonus);

      const statements = {
        plain: await countPerOperation(wallet, plain.sessions[0]!, 'plain'),
        bonusRealPays: await countPerOperation(wallet, withBonus.sessions[0]!, 'rich'),
        bonusPays: await countPerOperation(wallet, broke.sessions[0]!, 'broke'),
      };
      // Tournament scoring on beside off (docs/decisions/026): the same plain players, all opted in.
      const scoredWallet = new SeamlessWalletService({ db, ledger, bonus, now: Date.now });
      const tournaments = new TournamentsService({
        db,
        ledger,
        now: Date.now,
        brand: () => ({ currencies: [{ code: 'USD', minorUnits: 2 }] }) as BrandConfig,
        players: { player: async () => undefined },
        game: () => undefined,
        rewards: { grant: async () => '', title: async () => undefined },
      });
      scoredWallet.observeRounds(tournaments.observer);
      await benchTournament(db, plain.players);
      // Inserted behind the service's back, as another replica would: read it as the schedule would.
      await tournaments.refreshLive();
      const scoringErrors = { off: 0, on: 0 };
      const onScoringError = (kind: 'off' | 'on') => (err: Error) => {
        scoringErrors[kind] += 1;
        if (scoringErrors[kind] === 1) console.error(`  seamless wallet (scoring ${kind}): ${err.message}`);
      };
      const o1 = await segment(wallet, plain.sessions, 'o1', later, half, onScoringError('off'));
      const s1 = await segment(scoredWallet, plain.sessions, 's1', later, half, onScoringError('on'));
      const s2 = await segment(scoredWallet, plain.sessions, 's2', later, half, onScoringError('on'));
      const o2 = await segment(wallet, plain.sessions, 'o2', later, half, onScoringError('off'));
      const scoringOff = figures([o1, o2], scoringErrors.off);
      const scoringOn = figures([s1, s2], scoringErrors.on);
      const scoringRatio = scoringOff.pairsPerSec > 0 ? scoringOn.pairsPerSec / scoringOff.pairsPerSec : 0;
      const scoredStatements = await countPerOperation(scoredWallet, plain.sessions[1]!, 'scored');

      const census = await bonusCensus(db);
      const report = await reconcileLedger(db);
      const mismatches = await reconcileRewards(db);
      for (const m of mismatches.slice(0, 3))
        console.error(`  reward ${m.reward} (${m.status}): ${m.problem}`);
      const ratio = without.pairsPerSec > 0 ? withB.pairsPerSec / without.pairsPerSec : 0;
      return {
        ...without,
        reconciled: report.ok,
        verdict:
          report.ok && without.errors === 0 && without.pairsPerSec >= TARGET_PAIRS_PER_S ? 'PASS' : 'MISS',
        bonus: {
          ...withB,
          ratio,
          betsWithBonusPart: census.betsWithBonusPart,
          bets: census.bonusBets,
          rewardsEnded: census.rewardsEnded,
          rewardMismatches: mismatches.length,
          verdict:
            report.ok &&
            mismatches.length === 0 &&
            census.rewardsEnded === 0 &&
            withB.errors === 0 &&
            ratio >= TARGET_BONUS_SHARE
              ? 'PASS'
              : 'MISS',
        },
        statements,
        scoring: {
          off: scoringOff,
          on: scoringOn,
          ratio: scoringRatio,
          statements: scoredStatements,
          verdict:
            report.ok && scoringOn.errors === 0 && scoringRatio >= TARGET_SCORING_SHARE ? 'PASS' : 'MISS',
        },
      };
    } finally {
      await database.close();
    }
  });
}

export function printSeamless(r: SeamlessBenchResult, rawTransfersPerSec: number | null) {
  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  const fig = (x: SeamlessFigures) =>
    `${f(x.pairsPerSec)}/s, p50 ${x.p50Ms.toFixed(1)} ms, p99 ${x.p99Ms.toFixed(1)} ms (${f(x.pairs)} pairs, ${x.errors} errors)`;
  const b = r.bonus;
  const s = r.statements;
  console.log('\nSeamless wallet on PostgreSQL (same run as the ledger above)');
  console.log(
    `  bet+win pairs, no bonus:     ${fig(r)}, reconciled: ${r.reconciled}\n` +
      `  beside the ledger's raw transfers: ${rawTransfersPerSec === null ? 'n/a' : `${f(rawTransfersPerSec)}/s`}` +
      `  target ≥ ${TARGET_PAIRS_PER_S} pairs/s → ${r.verdict}\n` +
      `  bet+win pairs, active bonus: ${fig(b)}\n` +
      `    bets paid partly from bonus money: ${f(b.betsWithBonusPart)} of ${f(b.bets)}; rewards ended: ${b.rewardsEnded};` +
      ` rewards reconciled: ${b.rewardMismatches === 0}\n` +
      `  with bonus ÷ without: ${(b.ratio * 100).toFixed(1)} %  target ≥ ${TARGET_BONUS_SHARE * 100} % (at most 25 % dearer) → ${b.verdict}\n` +
      `  statements per bet / win (BEGIN and COMMIT included): no bonus ${s.plain.perBet.toFixed(1)} / ${s.plain.perWin.toFixed(1)};` +
      ` bonus, real money pays ${s.bonusRealPays.perBet.toFixed(1)} / ${s.bonusRealPays.perWin.toFixed(1)};` +
      ` bonus money pays ${s.bonusPays.perBet.toFixed(1)} / ${s.bonusPays.perWin.toFixed(1)}`,
  );
  const sc = r.scoring;
  console.log(
    `  tournament scoring off:      ${fig(sc.off)}\n` +
      `  tournament scoring on:       ${fig(sc.on)}\n` +
      `  on ÷ off: ${(sc.ratio * 100).toFixed(1)} %  target ≥ ${(TARGET_SCORING_SHARE * 100).toFixed(1)} % (at most 15 % dearer) → ${sc.verdict}\n` +
      `  statements per bet / win with scoring: ${sc.statements.perBet.toFixed(1)} / ${sc.statements.perWin.toFixed(1)}`,
  );
  if (process.env.BENCH_STATEMENTS) console.log(JSON.stringify(s, null, 2));
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
