import { describe, expect, it } from 'vitest';
import { historyRangeMessage } from './payments.ts';

describe('history date range (001 §5)', () => {
  const today = '2026-05-10';
  it('accepts open and closed ranges up to today', () => {
    expect(historyRangeMessage(undefined, undefined, today)).toBeNull();
    expect(historyRangeMessage('2026-05-01', undefined, today)).toBeNull();
    expect(historyRangeMessage(undefined, today, today)).toBeNull();
    expect(historyRangeMessage('2026-05-10', '2026-05-10', today)).toBeNull();
  });
  it('refuses a start after the end', () => {
    expect(historyRangeMessage('2026-05-02', '2026-05-01', today)).toBe('history.errors.start-after-end');
  });
  it('refuses either date in the future', () => {
    expect(historyRangeMessage('2026-05-11', undefined, today)).toBe('history.errors.future-date');
    expect(historyRangeMessage('2026-05-01', '2026-05-11', today)).toBe('history.errors.future-date');
  });
});
