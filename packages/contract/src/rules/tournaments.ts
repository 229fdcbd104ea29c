/**
 * Rules of tournaments and loyalty (001 §3 Tournament, Leaderboard, §4 Tournaments) that both sides
 * apply (docs/decisions/026-tournaments-loyalty.md).
 */

/** A tournament's status by time (001 §3). CANCELLED is the operator's and never shown to players. */
export const TOURNAMENT_STATUSES = ['SCHEDULED', 'ACTIVE', 'FINISHED'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const OPERATOR_TOURNAMENT_STATUSES = [...TOURNAMENT_STATUSES, 'CANCELLED'] as const;
export type OperatorTournamentStatus = (typeof OPERATOR_TOURNAMENT_STATUSES)[number];
/** The list filter's values (001 §3): all, or one status. */
export const TOURNAMENT_FILTERS = ['all', ...TOURNAMENT_STATUSES] as const;
export type TournamentFilter = (typeof TOURNAMENT_FILTERS)[number];
/** The order the list shows its groups in (001 §4: active, coming soon, finished). */
export const TOURNAMENT_GROUP_ORDER: readonly TournamentStatus[] = ['ACTIVE', 'SCHEDULED', 'FINISHED'];

/**
 * How rounds score (docs/decisions/026): WAGERED, one point per minor unit staked; MULTIPLIER, the
 * best single win of the tournament over its stake, times 100 (a 12.5× win scores 1250).
 */
export const TOURNAMENT_SCORING = ['WAGERED', 'MULTIPLIER'] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORING)[number];

/** A tournament's status at `now`. */
export function tournamentStatusAt(
  t: { startsAt: Date; endsAt: Date; cancelledAt: Date | null },
  now: number,
): OperatorTournamentStatus {
  if (t.cancelledAt) return 'CANCELLED';
  if (now < t.startsAt.getTime()) return 'SCHEDULED';
  if (now < t.endsAt.getTime()) return 'ACTIVE';
  return 'FINISHED';
}

/**
 * A player's name as the leaderboard shows it (001 §3 "masked for privacy"): the first two
 * characters, three stars, and the last one ('jo***n'); a short name keeps only its first.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 3) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

export const TOURNAMENT_MESSAGES = {
  dates: 'tournaments.errors.dates',
  places: 'tournaments.errors.places',
  prize: 'tournaments.errors.prize',
  defaultContent: 'tournaments.errors.default-content',
  games: 'tournaments.errors.games',
  levels: 'loyalty.errors.levels',
} as const;

/** The loyalty levels the demo and a new brand start with (bronze to diamond). */
export const DEFAULT_LOYALTY_LEVELS = [
  { key: 'bronze', name: 'Bronze', threshold: 0 },
  { key: 'silver', name: 'Silver', threshold: 1_000 },
  { key: 'gold', name: 'Gold', threshold: 5_000 },
  { key: 'platinum', name: 'Platinum', threshold: 20_000 },
  { key: 'diamond', name: 'Diamond', threshold: 100_000 },
] as const;
/** Loyalty points per 1.00 (100 minor units) of real money staked, when the operator sets no rate. */
export const DEFAULT_LOYALTY_RATE = 10;
