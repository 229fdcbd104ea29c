import { z } from 'zod';
import { BrandId } from './auth.ts';
import { LEADERBOARD_PAGE_SIZE, TOURNAMENT_GAMES_PAGE_SIZE } from './constants.ts';
import { Game } from './games.ts';
import { defineEndpoint, PlayerUuid } from './http.ts';
import { readBy, writeBy } from './operator-roles.ts';
import { CurrencyCode, LocaleCode, PageNumber, pageOf, pageSize } from './paging.ts';
import { AMOUNT_PATTERN } from './rules/money.ts';
import { Line, MultilineText, WebUrl } from './rules/text.ts';
import {
  OPERATOR_TOURNAMENT_STATUSES,
  TOURNAMENT_FILTERS,
  TOURNAMENT_MESSAGES,
  TOURNAMENT_SCORING,
  TOURNAMENT_STATUSES,
} from './rules/tournaments.ts';

/**
 * Tournaments (001 §2, §3 Tournament and Leaderboard, §4, §6, §7): operators schedule them on some
 * games; opted-in players score from their real-money rounds; places are paid when they finish
 * (docs/decisions/026-tournaments-loyalty.md).
 */

export const TournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);
export const TournamentScoringSchema = z.enum(TOURNAMENT_SCORING);

/** One prize line of `content.leaderBoard` (001 §3): places `placeFrom.place` to `placeTo` win `prize`. */
export const LeaderBoardEntry = z.object({
  placeFrom: z.object({ place: z.number().int(), image: z.string().nullable() }),
  placeTo: z.number().int(),
  /** The prize as text ('100.00 USD', or the reward's title). */
  prize: z.string(),
  /**
   * A money prize as an amount (major units) in the tournament's currency, so the site formats it
   * as it formats every amount; null for a reward prize. (An addition to 001 §3.)
   */
  prizeAmount: z.number().nullable().optional(),
});
export type LeaderBoardEntry = z.infer<typeof LeaderBoardEntry>;

export const Tournament = z.object({
  id: z.string(),
  status: TournamentStatusSchema,
  /** Whether the player may opt in now (scheduled or active, not joined yet). */
  optIn: z.boolean(),
  /** The calling player has joined (false for a guest). */
  optedIn: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  scoring: TournamentScoringSchema,
  currency: z.string(),
  /** The smallest stake that scores, in major units (0: any). */
  minStake: z.number(),
  gamesCount: z.number().int(),
  participants: z.number().int(),
  content: z.object({
    title: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    terms: z.string(),
    leaderBoard: z.array(LeaderBoardEntry),
  }),
});
export type Tournament = z.infer<typeof Tournament>;

export const LeaderboardRow = z.object({
  place: z.number().int(),
  /** Masked for privacy (`maskName`). */
  name: z.string(),
  points: z.number(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

/** A page of the leaderboard (001 §3): rows, totalPages, and the caller's own row when opted in. */
export const Leaderboard = z.object({
  rows: z.array(LeaderboardRow),
  page: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
  own: LeaderboardRow.nullable(),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

export const TournamentListQuery = z.object({
  locale: LocaleCode.default('en'),
  /**
   * The caller's own uuid when logged in; a guest leaves it out (001 §6). The server reads the
   * token's player; another player's uuid is 403.
   */
  playerId: z.uuid().optional(),
  status: z.enum(TOURNAMENT_FILTERS).default('all'),
});
export const TournamentQuery = TournamentListQuery.omit({ status: true });
export const TournamentParams = z.object({ id: z.uuid() });
export const LeaderboardQuery = z.object({
  page: PageNumber,
  size: pageSize(LEADERBOARD_PAGE_SIZE),
});
export const OptBody = z.object({ locale: LocaleCode.default('en'), playerId: PlayerUuid });
export const PlayerPlaceQuery = z.object({
  brandId: BrandId.optional(),
  tournamentId: z.uuid(),
  playerId: PlayerUuid,
});
export const PlayerPlace = z.object({ row: LeaderboardRow.nullable() });
export const TournamentGamesQuery = z.object({
  brandId: BrandId.optional(),
  tournamentId: z.uuid(),
  size: pageSize(TOURNAMENT_GAMES_PAGE_SIZE),
  page: PageNumber,
});
export const TournamentGamePage = pageOf(Game);

// ── operator ─────────────────────────────────────────────────────────────────
const Decimal = Line()
  .trim()
  .refine((v) => AMOUNT_PATTERN.test(v), 'payment.errors.amount-format');
const Url = WebUrl().max(500).nullable().default(null);

export const TournamentContent = z.object({
  title: Line().trim().min(1).max(120),
  description: MultilineText().trim().max(2000).default(''),
  image: Url,
  terms: MultilineText().trim().max(10_000).default(''),
});

/** Places `placeFrom` to `placeTo` each win money (`amount`, major units) or a reward (`templateUUID`). */
export const TournamentPrize = z
  .object({
    placeFrom: z.number().int().min(1).max(1000),
    placeTo: z.number().int().min(1).max(1000),
    image: Url,
    amount: Decimal.nullable().default(null),
    templateUUID: z.uuid().nullable().default(null),
  })
  .superRefine((p, ctx) => {
    if (p.placeTo < p.placeFrom)
      ctx.addIssue({ code: 'custom', path: ['placeTo'], message: TOURNAMENT_MESSAGES.places });
    if ((p.amount === null) === (p.templateUUID === null) || (p.amount !== null && Number(p.amount) <= 0))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: TOURNAMENT_MESSAGES.prize });
  });

export const TournamentBody = z
  .object({
    /** The operator's own name for it; players see `content`. */
    name: Line().trim().min(1).max(120),
    games: z.array(Line().trim().min(1).max(120)).min(1).max(500),
    scoring: TournamentScoringSchema,
    currency: CurrencyCode,
    /** Smallest stake that scores, major units. */
    minStake: Decimal.default('0'),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    prizes: z.array(TournamentPrize).max(50).default([]),
    content: z.record(LocaleCode, TournamentContent),
  })
  .superRefine((t, ctx) => {
    if (Date.parse(t.endsAt) <= Date.parse(t.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: TOURNAMENT_MESSAGES.dates });
    if (!('en' in t.content))
      ctx.addIssue({ code: 'custom', path: ['content'], message: TOURNAMENT_MESSAGES.defaultContent });
    const sorted = [...t.prizes].sort((a, b) => a.placeFrom - b.placeFrom);
    for (let i = 1; i < sorted.length; i++) {
      if ((sorted[i]?.placeFrom ?? 0) <= (sorted[i - 1]?.placeTo ?? 0))
        ctx.addIssue({ code: 'custom', path: ['prizes'], message: TOURNAMENT_MESSAGES.places });
    }
  });
export type TournamentBody = z.input<typeof TournamentBody>;

export const OperatorTournament = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(OPERATOR_TOURNAMENT_STATUSES),
  games: z.array(z.string()),
  scoring: TournamentScoringSchema,
  currency: z.string(),
  minStake: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  prizes: z.array(
    z.object({
      placeFrom: z.number().int(),
      placeTo: z.number().int(),
      image: z.string().nullable(),
      amount: z.string().nullable(),
      templateUUID: z.string().nullable(),
    }),
  ),
  content: z.record(z.string(), TournamentContent),
  participants: z.number().int(),
  cancelledAt: z.string().nullable(),
  /** When every prize was paid. */
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorTournament = z.infer<typeof OperatorTournament>;
export const OperatorTournamentListQuery = z.object({
  status: z.enum(['all', ...OPERATOR_TOURNAMENT_STATUSES]).default('all'),
});
export const OperatorLeaderboard = z.object({
  rows: z.array(LeaderboardRow.extend({ playerUUID: z.string(), reachedAt: z.string().nullable() })),
  page: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
  /** Prizes fixed when the tournament finished, with whether each is paid. */
  prizes: z.array(
    z.object({ place: z.number().int(), playerUUID: z.string(), points: z.number(), paid: z.boolean() }),
  ),
});

const op = (summary: string) => ({ auth: 'operator' as const, base: 'host' as const, summary });

export const tournamentsEndpoints = {
  tournaments: defineEndpoint({
    id: 'tournaments',
    method: 'GET',
    base: 'host',
    path: '/tournaments',
    auth: 'optional',
    summary:
      "Tournaments by status (all, SCHEDULED, ACTIVE, FINISHED), soonest first; `optedIn` is the caller's when logged in (001 §7).",
    query: TournamentListQuery,
    response: z.array(Tournament),
  }),
  tournament: defineEndpoint({
    id: 'tournament',
    method: 'GET',
    base: 'host',
    path: '/tournaments/{id}',
    auth: 'optional',
    summary: 'One tournament. 404 error.tournament.not-found (the web goes back to the list, 001 §2).',
    params: TournamentParams,
    query: TournamentQuery,
    response: Tournament,
  }),
  tournamentLeaderboard: defineEndpoint({
    id: 'tournamentLeaderboard',
    method: 'GET',
    base: 'host',
    path: '/tournaments/{id}/leaderboard',
    auth: 'optional',
    summary:
      "A page of the leaderboard (page size 10): place, masked name, points; ties go to who reached the score first. `own` is the caller's row when opted in.",
    params: TournamentParams,
    query: LeaderboardQuery,
    response: Leaderboard,
  }),
  tournamentOptIn: defineEndpoint({
    id: 'tournamentOptIn',
    method: 'POST',
    base: 'host',
    path: '/tournaments/{id}/opt-in',
    auth: 'player',
    summary:
      'Join a scheduled or active tournament: rounds from now on score. 409 error.tournament.state when finished.',
    params: TournamentParams,
    body: OptBody,
    response: Tournament,
  }),
  tournamentOptOut: defineEndpoint({
    id: 'tournamentOptOut',
    method: 'POST',
    base: 'host',
    path: '/tournaments/{id}/opt-out',
    auth: 'player',
    summary: 'Leave a tournament before it finishes: the player and their points leave the board.',
    params: TournamentParams,
    body: OptBody,
    response: Tournament,
  }),
  tournamentPlayerPlace: defineEndpoint({
    id: 'tournamentPlayerPlace',
    method: 'GET',
    base: 'host',
    path: '/tournaments-api/public/leaderboard/player',
    auth: 'player',
    summary: "The caller's own row of a tournament's leaderboard; null when not opted in.",
    query: PlayerPlaceQuery,
    response: PlayerPlace,
  }),
  tournamentGames: defineEndpoint({
    id: 'tournamentGames',
    method: 'GET',
    base: 'host',
    path: '/tournaments-api/public/games',
    auth: 'public',
    summary: "A page of a tournament's games (size 14 by default).",
    query: TournamentGamesQuery,
    response: TournamentGamePage,
  }),
  listTournaments: defineEndpoint({
    id: 'listTournaments',
    method: 'GET',
    path: '/operator/tournaments',
    roles: readBy('marketing'),
    ...op('Operator: every tournament (cancelled ones too), newest first, by status.'),
    query: OperatorTournamentListQuery,
    response: z.array(OperatorTournament),
  }),
  createTournament: defineEndpoint({
    id: 'createTournament',
    method: 'POST',
    path: '/operator/tournaments',
    roles: writeBy('marketing'),
    ...op(
      'Operator: schedule a tournament (games, scoring rule, minimum stake, prizes, dates, texts per locale). 400 for an unknown game or reward template.',
    ),
    body: TournamentBody,
    response: OperatorTournament,
  }),
  getTournament: defineEndpoint({
    id: 'getTournament',
    method: 'GET',
    path: '/operator/tournaments/{id}',
    roles: readBy('marketing'),
    ...op('Operator: one tournament. 404 error.tournament.not-found.'),
    params: TournamentParams,
    response: OperatorTournament,
  }),
  updateTournament: defineEndpoint({
    id: 'updateTournament',
    auditBefore: 'getTournament',
    method: 'PUT',
    path: '/operator/tournaments/{id}',
    roles: writeBy('marketing'),
    ...op(
      'Operator: replace a tournament. Once it has started, its scoring, currency and start stay; a finished or cancelled one is 409 error.tournament.state.',
    ),
    params: TournamentParams,
    body: TournamentBody,
    response: OperatorTournament,
  }),
  cancelTournament: defineEndpoint({
    id: 'cancelTournament',
    auditBefore: 'getTournament',
    method: 'POST',
    path: '/operator/tournaments/{id}/cancel',
    roles: writeBy('marketing'),
    ...op('Operator: cancel a tournament that has not finished: it leaves the lists and pays nothing.'),
    params: TournamentParams,
    response: OperatorTournament,
  }),
  operatorTournamentLeaderboard: defineEndpoint({
    id: 'operatorTournamentLeaderboard',
    method: 'GET',
    path: '/operator/tournaments/{id}/leaderboard',
    roles: readBy('marketing'),
    ...op("Operator: a page of the leaderboard with players' uuids, and the prizes fixed at the end."),
    params: TournamentParams,
    query: LeaderboardQuery,
    response: OperatorLeaderboard,
  }),
};
