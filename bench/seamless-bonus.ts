/**
 * The seamless-wallet bench's players (bench/seamless-wallet.ts): plain ones with real money only,
 * and bonus ones with real money and an active BONUS reward (docs/decisions/024-rewards.md), granted
 * and activated through `RewardsService` as a player's claim would. Also a counter of the SQL
 * statements an operation sends, to say what each one costs.
 */
import { count, eq, ne } from 'drizzle-orm';
import pg from 'pg';
import { players } from '../apps/server/src/modules/auth/tables.ts';
import type { RewardsService } from '../apps/server/src/modules/rewards/index.ts';
import {
  playerRewards,
  type RewardTemplateRow,
  rewardTemplates,
  roundBonusStakes,
} from '../apps/server/src/modules/rewards/tables.ts';
import type { SeamlessWalletService } from '../apps/server/src/modules/seamless-wallet/index.ts';
import { tournamentParticipants, tournaments } from '../apps/server/src/modules/tournaments/tables.ts';
import type { LedgerService } from '../apps/server/src/modules/wallet/index.ts';
import type { Db } from '../apps/server/src/platform/db.ts';

/** A plain player's real money, and a rich bonus player's: no bet ever runs short. */
export const REAL_RICH = 100_000_000n;
/**
 * A poor bonus player's real money: a stake of 1.00 takes all of it, then half of the next one, then
 * bonus money (and whatever real money the real shares of wins bring back).
 */
export const REAL_POOR = 150n;
/** The reward: 100,000.00 of bonus money to wager ×30 (3,000,000 stakes of 1.00: no reward converts). */
const BONUS_AMOUNT = '100000.00';
const WAGERING_X100 = 3000;

export interface BenchPlayers {
  /** Game session ids, one per player. */
  sessions: string[];
  players: string[];
}

/** The game the players' sessions play: any slot by default; a tournament's game to be scored. */
export interface BenchGame {
  uuid: string;
  slug: string;
}

export async function fund(ledger: LedgerService, player: string, amount: bigint) {
  await ledger.transfer({
    key: `fund:${player}`,
    from: { system: 'house' },
    to: { player, wallet: 'real' },
    amount,
    currency: 'USD',
    kind: 'bench.fund',
  });
}

export async function open(wallet: SeamlessWalletService, player: string, id: string, game?: BenchGame) {
  await wallet.openSession({
    id,
    playerUuid: player,
    gameUuid: game?.uuid ?? crypto.randomUUID(),
    gameSlug: game?.slug ?? 'bench-slot',
    currency: 'USD',
  });
}

/** A row in the `players` table, for the tables whose foreign key names a player (rewards, limits). */
export async function insertBenchPlayer(db: Db, player: string, now: Date) {
  await db.insert(players).values({
    uuid: player,
    brandId: 'croupier', // the demo's brand: its tournaments and templates are theirs to join and be granted
    passwordHash: 'bench',
    currency: 'USD',
    country: 'US',
    languageCode: 'en',
    additionalData: { userAgreement: true, userAge: true },
    subscriptions: {
      marketingSMS: false,
      marketingMail: false,
      tailorMadeSMS: false,
      tailorMadeEmail: false,
      communicationSMS: false,
      communicationEmail: false,
      communicationCall: false,
    },
    createdAt: now,
  });
}

/** `n` players with real money only, each in a game session. */
export async function plainPlayers(
  ledger: LedgerService,
  wallet: SeamlessWalletService,
  n: number,
  game?: BenchGame,
): Promise<BenchPlayers> {
  const out: BenchPlayers = { sessions: [], players: [] };
  for (let i = 0; i < n; i++) {
    const player = crypto.randomUUID();
    await fund(ledger, player, REAL_RICH);
    const id = `bench-session-${String(i).padStart(6, '0')}`;
    await open(wallet, player, id, game);
    out.sessions.push(id);
    out.players.push(player);
  }
  return out;
}

/** The reward template of the bench's bonus players. */
export async function bonusTemplate(db: Db): Promise<RewardTemplateRow> {
  const now = new Date();
  const template: RewardTemplateRow = {
    uuid: crypto.randomUUID(),
    brandId: 'croupier',
    kind: 'BONUS',
    name: 'bench bonus',
    content: {},
    amounts: { USD: BONUS_AMOUNT },
    depositPercent: null,
    minDeposit: {},
    wageringMultiplierX100: WAGERING_X100,
    contributionsBp: { slots: 10_000 },
    defaultContributionBp: 10_000,
    maxConversion: {},
    maxBet: {},
    sportsContributionBp: 10_000,
    sportsMinOddsX100: 150,
    freeSpins: null,
    claimDays: 30,
    validDays: 30,
    enabled: true,
    createdAt: now,
    updatedAt: now,
  };
  await db.insert(rewardTemplates).values(template);
  return template;
}

/**
 * `n` players in the `players` table (the rewards' foreign key), each with real money (`real(i)`)
 * and an active BONUS reward of `template` holding bonus money, each in a game session.
 */
export async function bonusPlayers(
  db: Db,
  ledger: LedgerService,
  rewards: RewardsService,
  wallet: SeamlessWalletService,
  o: {
    n: number;
    template: RewardTemplateRow;
    real: (i: number) => bigint;
    prefix: string;
    game?: BenchGame;
  },
): Promise<BenchPlayers> {
  const now = new Date();
  const out: BenchPlayers = { sessions: [], players: [] };
  for (let i = 0; i < o.n; i++) {
    const player = crypto.randomUUID();
    await insertBenchPlayer(db, player, now);
    const real = o.real(i);
    if (real > 0n) await fund(ledger, player, real);
    const granted = await rewards.grant(
      player,
      o.template,
      { source: 'bench', reason: 'bench', player: { currency: 'USD', brandId: 'croupier' } },
      db,
    );
    await rewards.activate(player, granted.id, 'BONUS');
    const id = `${o.prefix}-${String(i).padStart(6, '0')}`;
    await open(wallet, player, id, o.game);
    out.sessions.push(id);
    out.players.push(player);
  }
  return out;
}

/** After the run: bets with a bonus part, bets in all (bonus players), rewards no longer ACTIVE. */
export async function bonusCensus(db: Db) {
  const [paid] = await db
    .select({ n: count() })
    .from(roundBonusStakes)
    .where(ne(roundBonusStakes.amount, 0n));
  const [all] = await db.select({ n: count() }).from(roundBonusStakes);
  const [ended] = await db
    .select({ n: count() })
    .from(playerRewards)
    .where(ne(playerRewards.status, 'ACTIVE'));
  const [active] = await db
    .select({ n: count() })
    .from(playerRewards)
    .where(eq(playerRewards.status, 'ACTIVE'));
  return {
    betsWithBonusPart: paid?.n ?? 0,
    bonusBets: all?.n ?? 0,
    rewardsEnded: ended?.n ?? 0,
    rewardsActive: active?.n ?? 0,
  };
}

type QueryFn = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Runs `fn` counting the statements sent to PostgreSQL meanwhile (BEGIN and COMMIT included), by
 * wrapping `pg.Client#query` (the pool sends everything through it). Run nothing else meanwhile.
 */
export async function countStatements(fn: () => Promise<unknown>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  const sent: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0];
    const text = typeof q === 'string' ? q : ((q as { text?: string } | undefined)?.text ?? '?');
    sent.push(text.replace(/\s+/g, ' ').trim());
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return sent;
}

/** A live tournament on the bench's game, every one of `players` opted in (docs/decisions/026). */
export async function benchTournament(db: Db, players: string[]): Promise<void> {
  const now = Date.now();
  const id = crypto.randomUUID();
  await db.insert(tournaments).values({
    id,
    name: 'Bench race',
    gameSlugs: ['bench-slot'],
    scoring: 'WAGERED',
    currency: 'USD',
    minStakeMinor: 0n,
    startsAt: new Date(now - 60_000),
    endsAt: new Date(now + 3_600_000),
    prizes: [],
    content: { en: { title: 'Bench race', description: '', image: null, terms: '' } },
    participants: players.length,
    createdAt: new Date(now),
    updatedAt: new Date(now),
  });
  await db.insert(tournamentParticipants).values(
    players.map((playerUuid) => ({
      tournamentId: id,
      playerUuid,
      name: 'be***h',
      points: 0,
      reachedAt: new Date(now - 60_000),
      optedInAt: new Date(now - 60_000),
    })),
  );
}
