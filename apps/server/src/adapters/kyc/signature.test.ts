import { describe, expect, it } from 'vitest';
import { signKycCallback, verifyKycCallback } from './signature.ts';

// The same vector is in apps/sandbox/src/kyc/kyc.test.ts: provider and platform agree on the scheme.
const VECTOR = {
  secret: 'croupier-dev-kyc-webhook-secret',
  timestamp: 1_700_000_000,
  body: '{"a":1}',
  signature: 'v1=a4234a8130c428f86403af37597a7696ea3ddae506e9b15580232bd1522f2131',
};

describe('KYC callback signature', () => {
  it('signs timestamp.body with HMAC-SHA256', () => {
    expect(signKycCallback(VECTOR.secret, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
  });

  const check = (over: Partial<Parameters<typeof verifyKycCallback>[0]>) =>
    verifyKycCallback({
      secret: VECTOR.secret,
      timestamp: String(VECTOR.timestamp),
      signature: VECTOR.signature,
      rawBody: VECTOR.body,
      now: VECTOR.timestamp * 1000 + 1000,
      toleranceMs: 300_000,
      ...over,
    });

  it('accepts the right signature within the tolerance, refuses everything else', () => {
    expect(check({})).toBe('ok');
    expect(check({ rawBody: '{"a":2}' })).toBe('bad-signature');
    expect(check({ secret: 'another-secret-of-sixteen' })).toBe('bad-signature');
    expect(check({ signature: VECTOR.signature.toUpperCase() })).toBe('bad-signature');
    expect(check({ signature: undefined })).toBe('missing');
    expect(check({ timestamp: 'soon' })).toBe('missing');
    expect(check({ now: VECTOR.timestamp * 1000 + 301_000 })).toBe('stale');
    expect(check({ now: VECTOR.timestamp * 1000 - 301_000 })).toBe('stale');
  });
});
