import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The provider's side of the signing the platform's payments adapter checks
 * (apps/server/src/adapters/payments/signature.ts): HMAC-SHA256 over `{timestamp}.{body}`.
 */
export const TIMESTAMP_HEADER = 'x-payment-timestamp';
export const SIGNATURE_HEADER = 'x-payment-signature';
export const TOLERANCE_S = 300;

export function sign(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function signedHeaders(secret: string, body: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: sign(secret, timestamp, body),
  };
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function verifySigned(
  secret: string,
  body: string,
  timestamp: string | undefined,
  signature: string | undefined,
  nowMs = Date.now(),
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > TOLERANCE_S) return false;
  return same(sign(secret, Number(timestamp), body), signature);
}

/** Reads a `{base64url json}.{hex hmac}` token the platform signed (the cashier session link). */
export function readToken<T>(secret: string, token: string): T | null {
  const [data, mac] = token.split('.');
  if (!data || !mac) return null;
  if (!same(createHmac('sha256', secret).update(data).digest('hex'), mac)) return null;
  try {
    return JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
