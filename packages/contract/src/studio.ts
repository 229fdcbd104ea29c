import { z } from 'zod';
import { CurrencyCode, LocaleCode } from './paging.ts';
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
