import {
  checkSignature,
  PAYMENT_SIGNATURE_HEADERS,
  signBody,
  signedHeaders as signedHeadersFor,
} from '@croupier/contract/signing';

/**
 * The provider's side of the partners' one signing scheme (`@croupier/contract/signing`, which the
 * platform's payments adapter checks too): HMAC-SHA256 over `{timestamp}.{body}`.
 */
export const TIMESTAMP_HEADER = PAYMENT_SIGNATURE_HEADERS.timestamp;
export const SIGNATURE_HEADER = PAYMENT_SIGNATURE_HEADERS.signature;
export const TOLERANCE_S = 300;

export const sign = signBody;

export function signedHeaders(secret: string, body: string, nowMs = Date.now()): Record<string, string> {
  return signedHeadersFor(PAYMENT_SIGNATURE_HEADERS, secret, body, nowMs);
}

export function verifySigned(
  secret: string,
  body: string,
  timestamp: string | undefined,
  signature: string | undefined,
  nowMs = Date.now(),
): boolean {
  return checkSignature({ secret, body, timestamp, signature, nowMs, toleranceS: TOLERANCE_S }) === null;
}
