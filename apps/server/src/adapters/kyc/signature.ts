import { checkSignature, KYC_SIGNATURE_HEADERS, signBody } from '@croupier/contract/signing';

/** Header names of a signed KYC callback. */
export const KYC_TIMESTAMP_HEADER = KYC_SIGNATURE_HEADERS.timestamp;
export const KYC_SIGNATURE_HEADER = KYC_SIGNATURE_HEADERS.signature;

/**
 * The partners' one scheme (`@croupier/contract/signing`): `v1=` + hex HMAC-SHA256 over
 * `${timestamp}.${body}` (timestamp: Unix seconds), as Stripe's and Identomat-style webhooks.
 */
export const signKycCallback = signBody;

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
  const problem = checkSignature({
    secret: input.secret,
    body: input.rawBody,
    timestamp: input.timestamp,
    signature: input.signature,
    nowMs: input.now,
    toleranceS: input.toleranceMs / 1000,
  });
  if (!problem) return 'ok';
  if (problem === 'missing' || !/^\d{1,12}$/.test(input.timestamp ?? '')) return 'missing';
  return problem === 'stale' ? 'stale' : 'bad-signature';
}
