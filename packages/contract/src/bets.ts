import { z } from 'zod';
import { BETS_HISTORY_PAGE_SIZE } from './constants.ts';
import { defineEndpoint } from './http.ts';
import { PageNumber, pageOf, pageSize } from './paging.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { Line } from './rules/text.ts';
import { SportsBetDetail } from './sports.ts';
import { PlayerUuidParams } from './wallet.ts';

/** The bets of 001 §7: the player's bet activity on games and sports, and one bet's details. */

export const BetKind = z.enum(['games', 'sports']);

export const Bet = z.object({
  id: z.string(),
  kind: BetKind,
  createdAt: z.string(),
  currency: z.string(),
  /** Amount staked. */
  amount: z.number(),
  /** Amount won on it (0 while open or lost). */
  winAmount: z.number(),
  gameSlug: z.string().nullable(),
  /** The game's name as the catalogue lists it (an addition: absent or null for a game no longer listed). */
  gameName: z.string().nullable().optional(),
  roundId: z.string().nullable(),
  status: z.enum(['OPEN', 'WON', 'LOST', 'ROLLED_BACK']),
  /** A sports bet's selections, odds and results (ADR 027); absent for games. */
  sports: SportsBetDetail.optional(),
});
export type Bet = z.infer<typeof Bet>;

export const BetActivityQuery = z
  .object({
    page: PageNumber,
    size: pageSize(BETS_HISTORY_PAGE_SIZE),
    kind: BetKind.optional(),
    dateFrom: z.iso.date(SCHEMA_MESSAGES.date).optional(),
    dateTo: z.iso.date(SCHEMA_MESSAGES.date).optional(),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    path: ['dateFrom'],
    message: SCHEMA_MESSAGES.dateRange,
  });

/** `bets` repeats `content` under the name the spec gives it (001 §7: "bets, content and totalPages"). */
export const BetActivityPage = pageOf(Bet).extend({ bets: z.array(Bet) });
export type BetActivityPage = z.infer<typeof BetActivityPage>;

export const BetDetailParams = z.object({ kind: BetKind, id: Line().trim().min(1).max(128) });

export const betsEndpoints = {
  gameInfoActivity: defineEndpoint({
    id: 'gameInfoActivity',
    method: 'GET',
    base: 'host',
    path: '/player/{uuid}/game-info-activity',
    auth: 'player',
    summary:
      "The player's bets, newest first, 100 a page (001 §5). A player with no activity gets an empty page. 403 for another player's uuid.",
    params: PlayerUuidParams,
    query: BetActivityQuery,
    response: BetActivityPage,
  }),
  betActivity: defineEndpoint({
    id: 'betActivity',
    method: 'GET',
    base: 'host',
    path: '/bet-activity/{kind}/{id}',
    auth: 'player',
    summary: "One bet of the token's player (`kind` is games or sports); 404 when it is not theirs.",
    params: BetDetailParams,
    response: Bet,
  }),
} as const;
