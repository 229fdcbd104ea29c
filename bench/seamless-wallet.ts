/**
 * Seamless-wallet throughput on PostgreSQL, in the same run as the ledger's raw transfers
 * (bench/ledger.ts), docs/decisions/041-rounds-at-ledger-speed.md: bet+win pairs as the game studio
 * sends them, through `SeamlessWalletService` (the service behind `POST /api/seamless-wallet/{bet,win}`,
 * without HTTP and signing; bench/http-wallet.ts measures those), with every engine that listens to
 * rounds: the bonus's wagering in the money's statement, tournament scoring and loyalty points
 * through the round outbox's relay, running beside the load as the server runs it.
 *
 * 10 concurrent workers on a pool of 10 connections. Plain players have real money only, take part
 * in no tournament and hold no bonus; realistic ones have an active bonus (half of them with 1.50 of
 * real money, so bonus money pays part of their stakes), are opted in to a live tournament on the
 * game and earn loyalty points. A pair is a bet then its win (2.50 every third round, else 0 closing a
 * lost round); each call is timed. Limited players are plain ones with a loss and a wager limit set
 * (never reached; ADR 043). The kinds run in alternating segments (plain, limited, realistic,
 * realistic, limited, plain), so a drift of the machine's load weighs on each alike. Then: the events the relay
 * had not taken yet when the load stopped and how long it took to catch up; the statements each call
 * sends, one call at a time; and exactness: the ledger and the rewards reconcile, and every player's
 * tournament points and loyalty points equal what their rounds earned.
 *
 * Run alone: `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/seamless-wallet.ts`.
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { LoyaltyService } from '../apps/server/src/modules/loyalty/index.ts';
import { reconcileRewards } from '../apps/server/src/modules/rewards/index.ts';
import {
  relayAlongside,
  type SeamlessWalletService,
} from '../apps/server/src/modules/seamless-wallet/index.ts';
import { TournamentsService } from '../apps/server/src/modules/tournaments/index.ts';
import { reconcileLedger } from '../apps/server/src/modules/wallet/index.ts';
import { type Db, openPostgres } from '../apps/server/src/platform/db.ts';
import { LocalEventBus } from '../apps/server/src/platform/event-bus.ts';
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
import { limitedPlayers } from './seamless-limits.ts';
import { printSeamless, type SeamlessBenchResult, type SeamlessFigures } from './seamless-result.ts';
import { walletWorld } from './seamless-world.ts';

const CLIENTS = 10;
const PLAYERS = 100;
/** The relay's interval at the latest, as the server's default (ROUND_EVENTS_RELAY_MS). */
const RELAY_EVERY_MS = 250;
/** Loyalty points per 1.00 staked in the bench. */
const POINTS_PER_UNIT = 10;
/** Pairs per kind of player whose statements are counted, one call at a time. */
const COUNTED_PAIRS = 6;

type Wallet = SeamlessWalletService;
type Timed = (fn: () => Promise<unknown>) => Promise<void>;

/** One round, each call timed: the bet, then its win (2.50 every third round, else 0). */
export async function pair(wallet: Wallet, timed: Timed, sessionId: string, id: string, n: number) {
  const bet = `b-${id}`;
  const roundId = `r-${id}`;
  await timed(() => wallet.bet({ sessionId, transactionId: bet, roundId, amount: 100, currency: 'USD' }));
  await timed(() =>
    wallet.win({
      sessionId,
      transactionId: `w-${id}`,
      betTransactionId: bet,
      roundId,
      amount: n % 3 === 0 ? 250 : 0,
      currency: 'USD',
    }),
  );
}

/** Load on one kind of player for `durationS` (after `warmupS`): the calls' latencies. */
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
      await pair(wallet, timed, sessionId, `${kind}-${w}-${n}`, n);
    } catch (err) {
      onError(err as Error);
    }
  });
}

function figures(parts: { latencies: number[]; elapsedS: number }[], errors: number): SeamlessFigures {
  const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const elapsedS = parts.reduce((s, p) => s + p.elapsedS, 0);
  return {
    pairsPerSec: latencies.length / 2 / elapsedS,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    pairs: Math.floor(latencies.length / 2),
    errors,
  };
}

/** Statements per bet and per win of one player, one call at a time. */
async function countPerCall(wallet: Wallet, sessionId: string, kind: string) {
  let bets = 0;
  let wins = 0;
  for (let n = 0; n < COUNTED_PAIRS; n++) {
    const id = `count-${kind}-${n}`;
    bets += (
      await countStatements(() =>
        wallet.bet({ sessionId, transactionId: `b-${id}`, roundId: `r-${id}`, amount: 100, currency: 'USD' }),
      )
    ).length;
    wins += (
      await countStatements(() =>
        wallet.win({
          sessionId,
          transactionId: `w-${id}`,
          betTransactionId: `b-${id}`,
          roundId: `r-${id}`,
          amount: n % 3 === 0 ? 250 : 0,
          currency: 'USD',
        }),
      )
    ).length;
  }
  return { bet: bets / COUNTED_PAIRS, win: wins / COUNTED_PAIRS };
}

/** Players whose points differ from what their rounds earned (tournament: WAGERED, the stakes). */
async function pointMismatches(db: Db, players: string[]) {
  const ids = sql.join(
    players.map((p) => sql`${p}::uuid`),
    sql`, `,
  );
  const rows = (await db.execute(sql`
    with earned as (
      select player_uuid, sum(stake) as staked, sum(stake * ${POINTS_PER_UNIT} / 100) as points
      from game_rounds where status <> 'rolled_back' and player_uuid in (${ids}) group by player_uuid
    )
    select
      (select count(*) from earned e join tournament_participants p on p.player_uuid = e.player_uuid
        where p.points <> e.staked)::int as tournament,
      (select count(*) from earned e left join loyalty_accounts a on a.player_uuid = e.player_uuid
        where coalesce(a.points, 0) <> e.points)::int as loyalty`)) as unknown as {
    rows: { tournament: number; loyalty: number }[];
  };
  return rows.rows[0] ?? { tournament: -1, loyalty: -1 };
}

export async function runSeamlessWalletBench(
  url: string,
  durationS: number,
  warmupS: number,
): Promise<SeamlessBenchResult> {
  return withScratchDatabase(url, 'croupier_seamless', async (scratch) => {
    // One more connection than workers: the relay's advisory lock holds one while it works.
    const database = await openPostgres(scratch, CLIENTS + 2);
    try {
      await database.migrate();
      const db = database.db;
      const { brand, ledger, rewards, relay, wallet } = walletWorld(db);
      // The bench's players have no accounts: every one is the first brand's.
      const brandsOf = async (uuids: readonly string[]) => new Map(uuids.map((u) => [u, 'croupier']));
      const tournaments = new TournamentsService({
        db,
        bus: new LocalEventBus(),
        brandId: 'croupier',
        ledger,
        now: Date.now,
        brand,
        players: { player: async () => undefined, brandsOf },
        game: () => undefined,
        rewards: { grant: async () => '', title: async () => undefined },
      });
      const loyalty = new LoyaltyService({
        db,
        brandId: 'croupier',
        brandsOf,
        now: Date.now,
        rewards: { grant: async () => '', exists: async () => true },
      });
      wallet.observeRounds(tournaments.observer);
      wallet.observeRounds(loyalty.observer);
      await db.execute(
        sql`insert into loyalty_rates (currency, points_per_unit) values ('USD', ${POINTS_PER_UNIT})`,
      );

      const plain = await plainPlayers(ledger, wallet, PLAYERS);
      const limited = await limitedPlayers(db, ledger, wallet, PLAYERS);
      const template = await bonusTemplate(db);
      // Rich at even indexes (real money pays every stake), poor at odd ones (bonus money pays part).
      const realistic = await bonusPlayers(db, ledger, rewards, wallet, {
        n: PLAYERS,
        template,
        real: (i) => (i % 2 === 0 ? REAL_RICH : REAL_POOR),
        prefix: 'bench-bonus-session',
      });
      await benchTournament(db, realistic.players);
      await tournaments.refreshLive();

      const running = relayAlongside(relay, wallet, RELAY_EVERY_MS);
      const errors = { plain: 0, limited: 0, realistic: 0 };
      const onError = (kind: keyof typeof errors) => (err: Error) => {
        errors[kind] += 1;
        if (errors[kind] === 1) console.error(`  seamless wallet (${kind}): ${err.message}`);
      };
      // A shorter warm-up after the first segment: the pool and the code are warm by then.
      const half = durationS / 2;
      const later = Math.min(warmupS, 1);
      const a1 = await segment(wallet, plain.sessions, 'p1', warmupS, half, onError('plain'));
      const c1 = await segment(wallet, limited.sessions, 'l1', later, half, onError('limited'));
      const b1 = await segment(wallet, realistic.sessions, 'b1', warmupS, half, onError('realistic'));
      const b2 = await segment(wallet, realistic.sessions, 'b2', later, half, onError('realistic'));
      const c2 = await segment(wallet, limited.sessions, 'l2', later, half, onError('limited'));
      const a2 = await segment(wallet, plain.sessions, 'p2', later, half, onError('plain'));
      const pendingAtStop = await relay.pending();
      const t0 = performance.now();
      await running.stop();
      while ((await relay.pending()) > 0) await relay.drain();
      const catchUpMs = performance.now() - t0;

      const plainCalls = await countPerCall(wallet, plain.sessions[0]!, 'plain');
      const realisticCalls = await countPerCall(wallet, realistic.sessions[0]!, 'realistic');
      await relay.drain();

      const census = await bonusCensus(db);
      const points = await pointMismatches(db, realistic.players);
      const report = await reconcileLedger(db);
      const mismatches = await reconcileRewards(db);
      for (const m of mismatches.slice(0, 3))
        console.error(`  reward ${m.reward} (${m.status}): ${m.problem}`);
      return {
        plain: figures([a1, a2], errors.plain),
        limited: figures([c1, c2], errors.limited),
        realistic: {
          ...figures([b1, b2], errors.realistic),
          betsWithBonusPart: census.betsWithBonusPart,
          bets: census.bonusBets,
        },
        statements: {
          plainBet: plainCalls.bet,
          plainWin: plainCalls.win,
          realisticBet: realisticCalls.bet,
          realisticWin: realisticCalls.win,
        },
        relay: { pendingAtStop, catchUpMs },
        exact: {
          ledger: report.ok,
          rewardMismatches: mismatches.length,
          tournamentMismatches: points.tournament,
          loyaltyMismatches: points.loyalty,
        },
      };
    } finally {
      await database.close();
    }
  });
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
