import { describe, expect, it } from 'vitest';
import { platformOrigins } from './platform-origins.ts';

describe('platformOrigins', () => {
  it("allows the local demo's brands at *.localhost on the platform's port", () => {
    const o = platformOrigins('http://localhost:3000');
    const matches = (origin: string) => o.pattern.test(origin);
    expect(o.sources).toBe('http://localhost:3000 http://*.localhost:3000');
    expect(matches('http://localhost:3000')).toBe(true);
    expect(matches('http://brand-b.localhost:3000')).toBe(true);
    expect(matches('http://brand-b.localhost:3001')).toBe(false);
    expect(matches('http://brand-b.localhost.evil.example:3000')).toBe(false);
    expect(matches('https://brand-b.localhost:3000')).toBe(false);
  });

  it('allows only its own origin elsewhere', () => {
    const o = platformOrigins('https://casino.example');
    const matches = (origin: string) => o.pattern.test(origin);
    expect(o.sources).toBe('https://casino.example');
    expect(matches('https://casino.example')).toBe(true);
    expect(matches('https://brand-b.casino.example')).toBe(false);
  });
});
