import { CompactSign, compactVerify } from 'jose';

/**
 * The one format of the tokens the platform hands to a partner through the browser (the studio's
 * launch link, the payment provider's cashier link): a compact JWS (RFC 7515), HS256 with the
 * secret both sides share, over the claims as JSON. What the claims mean and when they expire is
 * each caller's; this only signs and reads.
 */
const ALG = 'HS256';
const MAX_TOKEN_LENGTH = 4096;
const encoder = new TextEncoder();

export async function signClaims(claims: object, secret: string): Promise<string> {
  return new CompactSign(encoder.encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: ALG })
    .sign(encoder.encode(secret));
}

/** The JSON claims of a genuine token signed with `secret`, else null (forged, altered, malformed). */
export async function readClaims(token: string, secret: string): Promise<unknown> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await compactVerify(token, encoder.encode(secret), { algorithms: [ALG] });
    return JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return null;
  }
}
