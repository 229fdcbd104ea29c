import { describe, expect, it } from 'vitest';
import { inputOfInstant, instantOfInput } from './utc-input.ts';

describe('date-and-time inputs in UTC', () => {
  it('shows an instant to the minute in UTC, and nothing as empty', () => {
    expect(inputOfInstant('2026-12-01T10:30:59.123Z')).toBe('2026-12-01T10:30');
    expect(inputOfInstant('2026-12-01T12:30:00+02:00')).toBe('2026-12-01T10:30');
    expect(inputOfInstant(null)).toBe('');
  });

  it('reads a typed value as UTC, empty as none, and leaves what is no date for the schema', () => {
    expect(instantOfInput('2026-12-01T10:30')).toBe('2026-12-01T10:30:00.000Z');
    expect(instantOfInput(' 2026-12-01T10:30:15 ')).toBe('2026-12-01T10:30:15.000Z');
    expect(instantOfInput('  ')).toBeNull();
    expect(instantOfInput('next friday')).toBe('next friday');
  });
});
