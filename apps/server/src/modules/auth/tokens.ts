import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  /** Player uuid. */
  sub: string;
  /** Session id. */
  sid: string;
  /** Token id; the session keeps the current one. */
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const ISSUER = 'croupier';

export interface TokenDeps {
  key: Uint8Array;
  audience: string;
  ttlSeconds: number;
  now: () => number;
}

/** Short-lived HS256 access tokens on the injected clock. */
export class TokenService {
  get ttlSeconds() {
    return this.d.ttlSeconds;
  }

  constructor(private readonly d: TokenDeps) {}

  sign(c: { sub: string; sid: string; jti: string }): Promise<string> {
    const iat = Math.floor(this.d.now() / 1000);
    return new SignJWT({ sid: c.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(c.sub)
      .setJti(c.jti)
      .setIssuer(ISSUER)
      .setAudience(this.d.audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.d.key);
  }

  /**
   * The claims of a token signed with our key; null when it is not ours or is malformed. An
   * expired token is null too, unless `allowExpired` (renewal and logout accept one).
   */
  async verify(token: string, opts: { allowExpired?: boolean } = {}): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.d.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: this.d.audience,
        currentDate: new Date(this.d.now()),
      });
      return claims(payload);
    } catch (err) {
      // jose checks the signature before the claims: an expired token here is one of ours.
      if (opts.allowExpired && err instanceof errors.JWTExpired) return claims(err.payload);
      return null;
    }
  }
}

function claims(p: Record<string, unknown>): TokenClaims | null {
  const { sub, sid, jti, exp } = p;
  if (
    typeof sub !== 'string' ||
    typeof sid !== 'string' ||
    typeof jti !== 'string' ||
    typeof exp !== 'number'
  ) {
    return null;
  }
  return { sub, sid, jti, exp };
}
