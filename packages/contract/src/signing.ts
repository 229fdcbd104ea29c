import { createHmac, timingSafeEqual } from 'node:crypto';
import { STUDIO_SIGNATURE_HEADER, STUDIO_TIMESTAMP_HEADER } from './seamless-wallet.ts';

/**
 * How the platform and its partners sign a request (the seamless wallet's calls, the payment
 * webhook and the cashier's calls, the KYC callback): HMAC-SHA256 with the shared secret over
 * `{timestamp}.{body}`, the exact bytes sent, as `v1={hex}`, beside the timestamp in Unix seconds.
 * The timestamp bounds replays to a tolerance; each call's own id makes a replay inside it
 * harmless. One scheme for every partner, read by both sides (server and sandbox), so neither can
 * drift. Node only (imported as `@croupier/contract/signing`, never by the web).
 */

/** The two header names a partner's signed request travels with. */
export interface SignatureHeaders {
  timestamp: string;
  signature: string;
}

export const PAYMENT_SIGNATURE_HEADERS: SignatureHeaders = {
  timestamp: 'x-payment-timestamp',
  signature: 'x-payment-signature',
};
export const KYC_SIGNATURE_HEADERS: SignatureHeaders = {
  timestamp: 'x-kyc-timestamp',
  signature: 'x-kyc-signature',
};
export const STUDIO_SIGNATURE_HEADERS: SignatureHeaders = {
  timestamp: STUDIO_TIMESTAMP_HEADER,
  signature: STUDIO_SIGNATURE_HEADER,
};

/** `v1=` + hex HMAC-SHA256 over `{timestamp}.{body}`. */
export function signBody(secret: string, timestampSeconds: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex')}`;
}

/** The headers of a signed JSON request sent now. */
export function signedHeaders(
  names: SignatureHeaders,
  secret: string,
  body: string,
  nowMs: number,
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    [names.timestamp]: String(timestamp),
    [names.signature]: signBody(secret, timestamp, body),
  };
}

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/** null when the signature is good and fresh; else what is wrong with it. Constant-time. */
export function checkSignature(opts: {
  secret: string;
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
  nowMs: number;
  toleranceS: number;
}): SignatureProblem | null {
  const { timestamp, signature } = opts;
  if (!timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || !/^v1=[0-9a-f]{64}$/.test(signature)) return 'malformed';
  const ts = Number(timestamp);
  if (Math.abs(opts.nowMs / 1000 - ts) > opts.toleranceS) return 'stale';
  const expected = Buffer.from(signBody(opts.secret, ts, opts.body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : 'mismatch';
}
