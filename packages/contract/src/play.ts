import { z } from 'zod';
import { DeviceType } from './games.ts';
import { defineEndpoint } from './http.ts';
import { CurrencyCode, LocaleCode } from './paging.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { isSitePath } from './rules/site-path.ts';

/** Where the game runs: the studio's page, loaded in the game frame (000 §7 Game session). */
export const GameSession = z.object({ gameSessionURL: z.string() });
export type GameSession = z.infer<typeof GameSession>;

export const GameUuidParams = z.object({ uuid: z.uuid() });

/**
 * Only the page's own origin may be an exit URL, so a launch link cannot send a player elsewhere:
 * no `//`, `\`, control characters or encoded slashes (see `isSitePath`).
 */
export const ExitUrl = z.string().max(2000).refine(isSitePath, SCHEMA_MESSAGES.exitUrl);

export const StartGameQuery = z.object({
  type: DeviceType,
  lang: LocaleCode,
  currency: CurrencyCode.optional(),
  exitUrl: ExitUrl.optional(),
});
export type StartGameQuery = z.infer<typeof StartGameQuery>;

export const playEndpoints = {
  startFunGame: defineEndpoint({
    id: 'startFunGame',
    method: 'GET',
    base: 'host',
    path: '/games/{uuid}/start-fun',
    auth: 'optional',
    summary: "Demo play with the studio's fun money (guests and players); the wallet is never touched.",
    params: GameUuidParams,
    query: StartGameQuery,
    response: GameSession,
  }),
  /**
   * Real play (000 §4, §7 Game session): the game's `startGameUrl`. Logged-in players only, in their
   * account's currency (another `currency` is 400 error.game.currency.mismatch); a restricted game is
   * 403 error.game.restricted. The studio then moves money through the seamless wallet.
   */
  startGame: defineEndpoint({
    id: 'startGame',
    method: 'GET',
    base: 'host',
    path: '/games/{uuid}/start',
    auth: 'player',
    summary:
      "Real-money play at the game studio, in the player's currency; the studio calls the seamless wallet for every bet and win.",
    params: GameUuidParams,
    query: StartGameQuery,
    response: GameSession,
  }),
} as const;
