import { randomUUID } from 'node:crypto';
import { LIVE_TICKET_TTL_S, type LiveTicketResponse } from '@croupier/contract';
import { jwtVerify, SignJWT } from 'jose';
import { type Principal, unauthorized } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';

/** Tickets are counted used in windows this long (aligned to the epoch, as every limiter window). */
const USE_WINDOW_MS = 3_600_000;
const ISSUER = 'croupier';

export interface StreamTicketDeps {
  /** The access tokens' key: every replica has it, so a ticket issued by one is redeemed by another. */
  key: Uint8Array;
  brandId: string;
  /** Where a ticket is marked used: Redis when `REDIS_URL` is set, so every replica sees the mark. */
  limiter: RateLimiter;
  /** Whether the ticket's session is still live (not logged out, not expired). */
  sessionLive(p: Principal): Promise<boolean>;
  now: () => number;
}

/**
 * Stream tickets (docs/decisions/068-live-events.md): a browser's EventSource cannot send the bearer
 * token, and the long-lived token must never sit in a URL (proxies and logs keep URLs). A tab asks
 * for a ticket with its token and opens the stream with it: signed with the access tokens' key for
 * another audience (a ticket is no access token, nor the reverse), valid LIVE_TICKET_TTL_S seconds,
 * redeemed once.
 */
export class StreamTickets {
  private readonly audience: string;
  constructor(private readonly d: StreamTicketDeps) {
    this.audience = `${d.brandId}:live`;
  }

  async issue(p: Principal): Promise<LiveTicketResponse> {
    const iat = Math.floor(this.d.now() / 1000);
    const ticket = await new SignJWT({ sid: p.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(p.uuid)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(this.audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + LIVE_TICKET_TTL_S)
      .sign(this.d.key);
    return { ticket, expiresInSeconds: LIVE_TICKET_TTL_S };
  }

  /** The ticket's player, once: 401 for a ticket that is not ours, expired, used, or whose session ended. */
  async redeem(ticket: string): Promise<Principal> {
    const refused = () => unauthorized('The stream ticket is not valid, has expired or was used');
    const claims = await jwtVerify(ticket, this.d.key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: this.audience,
      currentDate: new Date(this.d.now()),
    }).then(
      ({ payload }) => payload,
      () => null,
    );
    const { sub, sid, jti, iat } = claims ?? {};
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof jti !== 'string') throw refused();
    if (typeof iat !== 'number') throw refused();
    // The use is counted in the window the ticket was issued in: one issued just before a window's
    // end is refused after it (the tab asks for another) rather than usable once per window.
    if (Math.floor((iat * 1000) / USE_WINDOW_MS) !== Math.floor(this.d.now() / USE_WINDOW_MS))
      throw refused();
    try {
      await this.d.limiter.consume(`live-ticket:${jti}`, { limit: 1, windowMs: USE_WINDOW_MS });
    } catch (err) {
      if (err instanceof AppError) throw refused();
      throw err;
    }
    const principal = { uuid: sub, sessionId: sid };
    if (!(await this.d.sessionLive(principal))) throw refused();
    return principal;
  }
}
