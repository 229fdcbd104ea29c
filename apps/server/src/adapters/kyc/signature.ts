import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header names of a signed KYC callback. */
export const KYC_TIMESTAMP_HEADER = 'x-kyc-timestamp';
export const KYC_SIGNATURE_HEADER = 'x-kyc-signature';

/**
 * `v1=` + hex HMAC-SHA256 over `${timestamp}.${body}` (timestamp: Unix seconds), the scheme of
 * Stripe's and Identomat-style webhooks. The sandbox signs with the same secret.
 */
export function signKycCallback(secret: string, timestampSeconds: number, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex')}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'bad-signature' | 'stale';

/**
 * Checks a callback's signature against the raw body, in constant time, and that its timestamp is
 * within `toleranceMs` of now (an old, captured callback cannot be replayed later).
 */
export function verifyKycCallback(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: number;
  toleranceMs: number;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return 'missing';
  const expected = Buffer.from(signKycCallback(input.secret, Number(timestamp), input.rawBody));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad-signature';
  if (Math.abs(input.now - Number(timestamp) * 1000) > input.toleranceMs) return 'stale';
  return 'ok';
}
