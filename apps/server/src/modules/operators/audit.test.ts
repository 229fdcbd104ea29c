import { describe, expect, it } from 'vitest';
import { MAX_SNAPSHOT_CHARS, snapshot } from './audit.ts';

describe("an audit row's before and after", () => {
  it('are redacted as bodies are, at any depth', () => {
    expect(snapshot({ groups: { default: { kind: 'TAWK', key: 'k-1' } }, token: 't', note: 'kept' })).toEqual(
      {
        groups: { default: { kind: 'TAWK', key: '[redacted]' } },
        token: '[redacted]',
        note: 'kept',
      },
    );
  });

  it('are null when absent, and a note of the length when too long to keep', () => {
    expect(snapshot(null)).toBeNull();
    expect(snapshot(undefined)).toBeNull();
    const list = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: 'x'.repeat(40) }));
    const length = JSON.stringify(list).length;
    expect(length).toBeGreaterThan(MAX_SNAPSHOT_CHARS);
    expect(snapshot(list)).toBe(`[too long: ${length} characters]`);
    expect(snapshot(list.slice(0, 10))).toEqual(list.slice(0, 10));
  });
});
