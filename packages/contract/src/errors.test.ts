import { describe, expect, it } from 'vitest';
import { ErrorCode, errorStatus, isErrorCode } from './errors.ts';

describe('error codes', () => {
  const codes = Object.values(ErrorCode);

  it('names each code once, so a code has one status', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives every code an HTTP error status the envelope goes with', () => {
    for (const code of codes) {
      const status = errorStatus(code);
      expect([302, ...Array.from({ length: 200 }, (_, i) => 400 + i)], code).toContain(status);
    }
  });

  it('answers the statuses the calls document', () => {
    expect(errorStatus(ErrorCode.validation)).toBe(400);
    expect(errorStatus(ErrorCode.insufficientFunds)).toBe(402);
    expect(errorStatus(ErrorCode.promoInvalid)).toBe(400);
    expect(errorStatus(ErrorCode.rateLimited)).toBe(429);
    expect(errorStatus(ErrorCode.unavailable)).toBe(503);
  });

  it('tells a known code from any other text', () => {
    expect(isErrorCode('error.validation')).toBe(true);
    expect(isErrorCode('error.nope')).toBe(false);
  });
});
