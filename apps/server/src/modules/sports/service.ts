import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  onSite,
  SABA_SKIN_TYPE,
  SportsbookSlug,
  type SportsLaunchClaims,
  type SportsStartQuery,
} from '@croupier/contract';
import type { SportsbookLinks } from '../../adapters/sportsbook/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Market } from '../games/index.ts';

/** A launch link is for opening the sportsbook now; the sportsbook keeps the session it opens. */
const LAUNCH_TTL_S = 300;
/** Sportsbook sessions have no catalogue game: this stands in the session's game uuid. */
export const SPORTS_GAME_UUID = '00000000-0000-0000-0000-000000000000';

export interface SportsDeps {
  links: Pick<SportsbookLinks, 'launchUrl'>;
  publicUrl: string;
  defaultCurrency: () => string;
  now: () => number;
  playerMarket: (playerUuid: string) => Promise<Market>;
  /** Opens the seamless-wallet session the sportsbook's stakes, payouts and voids name. */
  openSession: (s: {
    id: string;
    playerUuid: string;
    gameUuid: string;
    gameSlug: string;
    currency: string;
    kind: 'sports';
  }) => Promise<void>;
}

/** Sports start (000 §4, §6, §7): the sportsbook's launch link, for a guest or a player. */
export class SportsService {
  constructor(private readonly d: SportsDeps) {}

  private slug(slug: string): SportsbookSlug {
    const parsed = SportsbookSlug.safeParse(slug);
    if (!parsed.success) throw new AppError(ErrorCode.gameNotFound, 'No such sportsbook');
    return parsed.data;
  }

  /** A guest browses (000 §6: the public call with the brand id); a bet attempt asks them to log in. */
  async startGuest(slug: string, q: SportsStartQuery) {
    const book = this.slug(slug);
    return this.launch(book, q, q.currency ?? this.d.defaultCurrency(), q.country);
  }

  /** A player bets in their account's currency; another `currency` asked for is 400, as in real play. */
  async startPlayer(playerUuid: string, slug: string, q: SportsStartQuery) {
    const book = this.slug(slug);
    const { country, currency } = await this.d.playerMarket(playerUuid);
    if (q.currency && q.currency !== currency)
      throw new AppError(
        ErrorCode.playCurrencyMismatch,
        `Sports bets are in the account's currency (${currency})`,
      );
    const sid = randomBytes(18).toString('base64url');
    await this.d.openSession({
      id: sid,
      playerUuid,
      gameUuid: SPORTS_GAME_UUID,
      gameSlug: `sports:${book}`,
      currency,
      kind: 'sports',
    });
    return this.launch(book, q, currency, country, { sid, playerId: playerUuid });
  }

  private async launch(
    slug: SportsbookSlug,
    q: SportsStartQuery,
    currency: string,
    country: string | undefined,
    player?: { sid: string; playerId: string },
  ) {
    const site = new URL('/', this.d.publicUrl);
    const claims: SportsLaunchClaims = {
      slug,
      ...player,
      currency,
      ...(country && { country }),
      lang: q.lang,
      deviceType: q.deviceType,
      brandId: q.brandId,
      // 000 §7: saba takes skin type 7, velisports a start page; the other parameters are ignored.
      ...(slug === 'saba' && { skinType: q.skinType ?? SABA_SKIN_TYPE }),
      ...(slug === 'velisports' && { startPage: q.startPage ?? 'home' }),
      ...(q.internalGameId && { internalGameId: q.internalGameId }),
      cashierUrl:
        onSite(q.cashierUrl ?? '/deposit', this.d.publicUrl) ?? new URL('/deposit', site).toString(),
      siteOrigin: site.origin,
      exp: Math.floor(this.d.now() / 1000) + LAUNCH_TTL_S,
    };
    return { gameSessionURL: await this.d.links.launchUrl(claims) };
  }
}
