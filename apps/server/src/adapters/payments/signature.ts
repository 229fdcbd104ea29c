import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Signed messages between the platform and the payment provider: HMAC-SHA256 over
 * `{timestamp}.{body}` with the shared secret, sent as `x-payment-timestamp` (Unix seconds) and
 * `x-payment-signature: v1={hex}`. The timestamp bounds replays to the tolerance; the provider
 * transaction id makes a replay inside it harmless (applied once).
 */
export const TIMESTAMP_HEADER = 'x-payment-timestamp';
export const SIGNATURE_HEADER = 'x-payment-signature';

export function sign(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function signedHeaders(secret: string, body: string, nowMs: number): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: sign(secret, timestamp, body),
  };
}

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/** null when the signature is good and fresh; else what is wrong with it. */
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
  const expected = Buffer.from(sign(opts.secret, ts, opts.body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : 'mismatch';
}

/** Keeps JSON bodies as the exact text sent in this scope: a signature is over those bytes. */
export function keepRawJson(scope: FastifyInstance, bodyLimit: number) {
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) =>
    done(null, body),
  );
}

/** The raw body of a signed request (see `keepRawJson`) and what is wrong with its signature, if anything. */
export function checkSignedRequest(
  request: FastifyRequest,
  opts: {
    secret: string;
    nowMs: number;
    toleranceS: number;
    timestampHeader: string;
    signatureHeader: string;
  },
): { body: string; problem: SignatureProblem | null } {
  const body = typeof request.body === 'string' ? request.body : '';
  const header = (name: string) => {
    const v = request.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const problem = checkSignature({
    secret: opts.secret,
    body,
    timestamp: header(opts.timestampHeader),
    signature: header(opts.signatureHeader),
    nowMs: opts.nowMs,
    toleranceS: opts.toleranceS,
  });
  return { body, problem };
}

/** A signed, expiring token (`{base64url json}.{hex hmac}`): the cashier session link. */
export function signToken(secret: string, payload: object): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${createHmac('sha256', secret).update(data).digest('hex')}`;
}
