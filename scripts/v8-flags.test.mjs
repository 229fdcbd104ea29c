import { describe, expect, it } from 'vitest';
import { v8FlagsFor } from './v8-flags.mjs';

describe("V8's flags for a start (ADR 031)", () => {
  it('keeps the embedded demo small', () => {
    expect(v8FlagsFor({}, { localDemo: true })).toContain('--liftoff-only');
  });

  it('runs a server on PostgreSQL, or any production start, at full speed', () => {
    expect(v8FlagsFor({ DATABASE_URL: 'postgres://db/croupier' }, { localDemo: true })).toBeNull();
    expect(v8FlagsFor({}, { localDemo: false })).toBeNull();
  });
});
