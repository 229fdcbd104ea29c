import { z } from 'zod';
import { CurrencyCode, LocaleCode } from './paging.ts';

/**
 * What the platform and the game studio agree on. A real studio publishes such a protocol; here both
 * sides read it from the contract, so neither can drift.
 */

/**
 * The key the sandbox studio and the platform share out of the box. Not a secret: it only lets the
 * stand-in studio on a developer's machine talk to the platform. A real studio issues its own key
 * (`STUDIO_SECRET`).
 */
export const SANDBOX_STUDIO_SECRET = 'croupier-sandbox-studio-shared-key-not-for-production';

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

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)));
}

/** Constant-time comparison, so a forger learns nothing from how long a check takes. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** `payload.signature`, both base64url; the signature is HMAC-SHA256 over the payload text. */
export async function signLaunch(claims: LaunchClaims, secret: string): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify(LaunchClaims.parse(claims))));
  return `${payload}.${toBase64Url(await hmac(secret, payload))}`;
}

/** The claims of a genuine, unexpired launch token, else null (forged, altered, expired or malformed). */
export async function verifyLaunch(
  token: string,
  secret: string,
  nowSeconds: number,
): Promise<LaunchClaims | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 4096) return null;
  const given = fromBase64Url(signature);
  if (!given || !sameBytes(given, await hmac(secret, payload))) return null;
  const bytes = fromBase64Url(payload);
  if (!bytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  const claims = LaunchClaims.safeParse(json);
  if (!claims.success || claims.data.exp < nowSeconds) return null;
  return claims.data;
}
