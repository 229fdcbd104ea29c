import { z } from 'zod';
import { BrandId } from './auth.ts';
import { DeviceType } from './games.ts';
import { defineEndpoint } from './http.ts';
import { CountryCode, CurrencyCode } from './paging.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { isSitePath } from './rules/site-path.ts';
import { Line } from './rules/text.ts';

/**
 * Sports (000 §4, §6, §7; 001 §2, §7; docs/decisions/027-sports.md): the sportsbook runs on its own
 * origin in the sports frame. The platform answers a start call with the sportsbook's launch link
 * (a signed token); stakes, payouts and voids go through the seamless wallet like a game studio's.
 */

/** The sportsbooks the site offers, as skins of one book: the slug of `/sports/{slug}`. */
export const SPORTSBOOK_SLUGS = ['sportsbook', 'saba', 'velisports'] as const;
export const SportsbookSlug = z.enum(SPORTSBOOK_SLUGS);
export type SportsbookSlug = z.infer<typeof SportsbookSlug>;
/** The slug `/sports` opens. */
export const DEFAULT_SPORTSBOOK: SportsbookSlug = 'sportsbook';
/** 000 §7: "for the saba slug a skin type 7 is added". */
export const SABA_SKIN_TYPE = 7;
/** The start pages the velisports slug takes (000 §7 "a start-page parameter"). */
export const VelisportsStartPage = z.enum(['home', 'live', 'football', 'tennis', 'basketball']);
export type VelisportsStartPage = z.infer<typeof VelisportsStartPage>;

/**
 * velisports' start page for the sports route's sub-path (001 §2 sports path + slug + sub-path):
 * the page the sub-path names (`/live`, `/tennis/…`), else `home`.
 */
export function velisportsStartPage(subPath: string): VelisportsStartPage {
  const page = VelisportsStartPage.safeParse(subPath.split('/')[1] ?? '');
  return page.success ? page.data : 'home';
}

/**
 * 000 §7 `internalGameId`: the platform's own id of a sportsbook as a game, the game its
 * seamless-wallet sessions are opened for (`sports:{slug}`, ADR 027).
 */
export const sportsInternalGameId = (slug: string): string => `sports:${slug}`;

const SitePath = z.string().max(2000).refine(isSitePath, SCHEMA_MESSAGES.exitUrl);

/** 000 §7 Sports start: deviceType, cashierUrl, internalGameId, lang (first part), brandId, currency, country. */
export const SportsStartQuery = z.object({
  deviceType: DeviceType,
  /** Where the sportsbook's deposit link leads: a path on the site. */
  cashierUrl: SitePath.optional(),
  internalGameId: Line().max(64).optional(),
  lang: z.string().regex(/^[a-z]{2}$/, SCHEMA_MESSAGES.locale),
  brandId: BrandId,
  currency: CurrencyCode.optional(),
  country: CountryCode.optional(),
  /** saba only (7). */
  skinType: z.coerce.number().int().min(1).max(99).optional(),
  /** velisports only. */
  startPage: VelisportsStartPage.optional(),
});
export type SportsStartQuery = z.infer<typeof SportsStartQuery>;

export const SportsSlugParams = z.object({ slug: Line().max(64) });

export const SportsSession = z.object({ gameSessionURL: z.string() });

/** What the sportsbook's launch link tells it (a compact JWS, `tokens.ts`). */
export const SportsLaunchClaims = z.object({
  slug: SportsbookSlug,
  /** The seamless-wallet session; absent for a guest, who browses only. */
  sid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
  /** The player's uuid (with `sid`): the sportsbook lists the player's bets of earlier sessions too. */
  playerId: z.string().max(64).optional(),
  currency: CurrencyCode,
  country: CountryCode.optional(),
  lang: z.string().regex(/^[a-z]{2}$/),
  deviceType: z.enum(['MOBILE', 'DESKTOP']),
  brandId: z.string().max(64),
  skinType: z.number().int().optional(),
  startPage: VelisportsStartPage.optional(),
  internalGameId: Line().max(64).optional(),
  /** Absolute URLs on the site: the deposit link, and the origin the frame posts its messages to. */
  cashierUrl: z.url(),
  siteOrigin: z.url(),
  exp: z.number().int(),
});
export type SportsLaunchClaims = z.infer<typeof SportsLaunchClaims>;

/** What the sportsbook's page posts to its parent (001 §2). `path` is the sub-path, with a leading slash. */
export const SPORTSBOOK_MESSAGE_SOURCE = 'croupier-sportsbook';
export type SportsbookMessage =
  | { type: 'not-logged-in' }
  | { type: 'route-updated'; path: string }
  | { type: 'balance-changed' };

export function sportsbookMessage(data: unknown): SportsbookMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.source !== SPORTSBOOK_MESSAGE_SOURCE) return null;
  if (m.type === 'not-logged-in' || m.type === 'balance-changed') return { type: m.type };
  if (m.type === 'route-updated' && typeof m.path === 'string' && /^\/[A-Za-z0-9/_-]{0,200}$/.test(m.path))
    return { type: 'route-updated', path: m.path };
  return null;
}

// ── Sports bets in the seamless wallet (optional fields of bet, win, rollback) ─────────────────────

const Text = Line().min(1).max(120);
/** Decimal odds in hundredths (1.85 is 185): integers, so payouts are exact. */
export const OddsHundredths = z.number().int().min(101).max(100_000);

export const SportsSelection = z.object({
  eventId: Line().min(1).max(64),
  event: Text,
  sport: z.enum(['football', 'tennis', 'basketball']),
  market: Text,
  selection: Text,
  odds: OddsHundredths,
  live: z.boolean(),
});
export type SportsSelection = z.infer<typeof SportsSelection>;

/** The slip a sports bet is placed with: sent with the seamless `bet`. */
export const SportsSlip = z.object({
  type: z.enum(['single', 'accumulator']),
  selections: z.array(SportsSelection).min(1).max(20),
});
export type SportsSlip = z.infer<typeof SportsSlip>;

export const LegResult = z.enum(['won', 'lost', 'void']);
export type LegResult = z.infer<typeof LegResult>;

/** How each selection ended, in the slip's order: sent with the `win` (0 for a loss) or `rollback`. */
export const SportsSettlement = z.object({
  results: z.array(LegResult).min(1).max(20),
  /** Why a whole bet was rolled back (every leg void or its event cancelled). */
  reason: z.enum(['void', 'cancelled']).optional(),
});
export type SportsSettlement = z.infer<typeof SportsSettlement>;

/** A sports bet's details in the bets history (001 §7 `/bet-activity/sports/{id}`). */
export const SportsBetDetail = z.object({
  type: z.enum(['single', 'accumulator']),
  /** Total odds (hundredths) as placed. */
  odds: z.number().int(),
  selections: z.array(SportsSelection.extend({ result: LegResult.nullable() })),
});
export type SportsBetDetail = z.infer<typeof SportsBetDetail>;

export const sportsEndpoints = {
  /** 000 §6: guests start sports through a public call carrying the brand id. */
  startSportsPublic: defineEndpoint({
    id: 'startSportsPublic',
    method: 'GET',
    base: 'rest',
    path: '/{slug}/public/start_game',
    auth: 'public',
    summary:
      'A guest session at the sportsbook (browse only). 404 error.game.not.found for an unknown sportsbook slug.',
    params: SportsSlugParams,
    query: SportsStartQuery,
    response: SportsSession,
  }),
  /** 000 §6: players start sports through an authenticated call after the profile has loaded. */
  startSports: defineEndpoint({
    id: 'startSports',
    method: 'GET',
    base: 'rest',
    path: '/{slug}/start_game',
    auth: 'player',
    summary:
      "A real-money session at the sportsbook in the player's currency; its stakes, payouts and voids go through the seamless wallet.",
    params: SportsSlugParams,
    query: SportsStartQuery,
    response: SportsSession,
  }),
} as const;
