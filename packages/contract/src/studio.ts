import { z } from 'zod';
import { CurrencyCode, LocaleCode } from './paging.ts';
import { FreeRoundsGrantId } from './seamless-wallet.ts';
import { readClaims, signClaims } from './tokens.ts';

/**
 * What the platform and the game studio agree on. A real studio publishes such a protocol; here both
 * sides read it from the contract, so neither can drift.
 */

/** The studio's engines; every catalogue game is a themed instance of one. */
export const GameEngine = z.enum(['slot', 'roulette', 'dice']);
export type GameEngine = z.infer<typeof GameEngine>;

export const PlayMode = z.enum(['demo', 'real']);
export type PlayMode = z.infer<typeof PlayMode>;

/** What a launch link tells the studio: which game, for whom, in which mode, and where to exit to. */
export const LaunchClaims = z.object({
  /** The game session: the studio's key for fun money, the platform's for wallet calls. */
  sid: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  game: z.string().min(1).max(80),
  title: z.string().min(1).max(120),
  provider: z.string().min(1).max(120),
  engine: GameEngine,
  mode: PlayMode,
  currency: CurrencyCode,
  lang: LocaleCode,
  /** Absolute URL on the platform's site the game's exit button leads to. */
  exitUrl: z.url(),
  /**
   * The player's uuid (real play): the studio offers the player's free rounds for this game. Optional:
   * a link without it plays no free rounds.
   */
  playerId: z.string().min(1).max(64).optional(),
  /** Expiry, seconds since the epoch: a link is for starting a game now, not for sharing. */
  exp: z.number().int(),
});
export type LaunchClaims = z.infer<typeof LaunchClaims>;

/** A compact JWS of the claims (`tokens.ts`, the partners' one token format). */
export async function signLaunch(claims: LaunchClaims, secret: string): Promise<string> {
  return signClaims(LaunchClaims.parse(claims), secret);
}

/** The claims of a genuine, unexpired launch token, else null (forged, altered, expired or malformed). */
export async function verifyLaunch(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<LaunchClaims | null> {
  const claims = LaunchClaims.safeParse(await readClaims(token, secret));
  if (!claims.success || claims.data.exp < nowSeconds) return null;
  return claims.data;
}

/**
 * Free rounds (docs/decisions/013-seamless-wallet.md, "Free rounds"), as game aggregators offer them:
 * the platform grants a player N rounds of one game at a fixed stake; the studio plays them with no
 * bet call and reports their total with one win naming the grant (`FreeRoundsWinRequest`).
 *
 * - `POST {studio}/studio/free-rounds` ({@link FreeRoundsGrant}) and
 *   `POST {studio}/studio/free-rounds/{grantId}/cancel` (`{ grantId }`), server to server, signed by
 *   the platform with `STUDIO_SECRET` exactly like the studio's wallet calls
 *   (`@croupier/contract/signing`, `STUDIO_SIGNATURE_HEADERS`); a bad signature is 401.
 * - Both answer {@link FreeRoundsAnswer}. A grant is idempotent by `grantId`: the same body answers
 *   the grant's state again; another body is 409 `free-rounds.conflict`. A cancel is idempotent, and a
 *   cancel of a grant never received is remembered, so the grant arriving late is not played.
 * - A grant is offered in real play of its game (launch claims `playerId` and `game`) in its
 *   currency until its rounds are played, it is cancelled or `expiresAt` passes. Rounds played before
 *   a cancel or the expiry are paid: their total is sent then.
 */
export const FREE_ROUNDS_PATH = '/studio/free-rounds';

export const FreeRoundsGrant = z.object({
  grantId: FreeRoundsGrantId,
  /** The player's uuid at the platform: the launch claims' `playerId`. */
  playerId: z.string().min(1).max(64),
  gameSlug: z.string().min(1).max(80),
  rounds: z.number().int().min(1).max(1_000),
  /** Each round's stake, minor units (a slot's must be a multiple of its 10 lines). */
  stake: z.number().int().positive().max(1_000_000),
  currency: CurrencyCode,
  expiresAt: z.iso.datetime({ offset: true }),
});
export type FreeRoundsGrant = z.infer<typeof FreeRoundsGrant>;

export const FreeRoundsCancel = z.object({ grantId: FreeRoundsGrantId });
export type FreeRoundsCancel = z.infer<typeof FreeRoundsCancel>;

/** EXPIRED: `expiresAt` passed before every round was played. */
export const FreeRoundsStatus = z.enum(['ACTIVE', 'CANCELLED', 'PLAYED', 'EXPIRED']);
export type FreeRoundsStatus = z.infer<typeof FreeRoundsStatus>;

export const FreeRoundsAnswer = z.object({
  grantId: FreeRoundsGrantId,
  status: FreeRoundsStatus,
  /** Rounds still to play: 0 unless ACTIVE. */
  roundsLeft: z.number().int().nonnegative(),
});
export type FreeRoundsAnswer = z.infer<typeof FreeRoundsAnswer>;

/**
 * What the platform tells the studio's page in its frame (`postMessage` to the studio's origin):
 * pause while something covers the game (a reality check), resume after. A paused game starts no
 * round; a round under way finishes.
 */
export const PlatformToStudio = z.object({
  source: z.literal('croupier-platform'),
  type: z.enum(['pause', 'resume']),
});
export type PlatformToStudio = z.infer<typeof PlatformToStudio>;
