import { type SportsLaunchClaims, signSportsLaunch } from '@croupier/contract';

/**
 * The sportsbook's launch link (docs/decisions/027-sports.md): its page on its own origin with the
 * claims signed as a compact JWS (`@croupier/contract/tokens`) under the secret both sides share.
 */
export class SportsbookLinks {
  constructor(
    private readonly o: {
      /** The sportsbook's base URL (the sandbox's in development). */
      url: string;
      secret: string;
    },
  ) {}

  async launchUrl(claims: SportsLaunchClaims): Promise<string> {
    const token = await signSportsLaunch(claims, this.o.secret);
    return `${this.o.url.replace(/\/+$/, '')}/sportsbook/${claims.slug}/launch?token=${encodeURIComponent(token)}`;
  }
}
