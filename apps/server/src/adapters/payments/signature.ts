import {
  PAYMENT_SIGNATURE_HEADERS,
  signBody,
  signedHeaders as signedHeadersFor,
} from '@croupier/contract/signing';

/**
 * Signed messages between the platform and the payment provider, in the partners' one scheme
 * (`@croupier/contract/signing`: HMAC-SHA256 over `{timestamp}.{body}`, `v1={hex}`) with the
 * payment headers `x-payment-timestamp` and `x-payment-signature`. The timestamp bounds replays to
 * the tolerance; the provider transaction id makes a replay inside it harmless (applied once).
 */
export const TIMESTAMP_HEADER = PAYMENT_SIGNATURE_HEADERS.timestamp;
export const SIGNATURE_HEADER = PAYMENT_SIGNATURE_HEADERS.signature;

export const sign = signBody;

export function signedHeaders(secret: string, body: string, nowMs: number): Record<string, string> {
  return signedHeadersFor(PAYMENT_SIGNATURE_HEADERS, secret, body, nowMs);
}
