import { describe, expect, it } from 'vitest';
import { formatAmount } from './amounts.ts';
import { defaultPeriod, instantsOf, periodErrors } from './period.ts';

const NOW = Date.UTC(2026, 10, 27, 15, 30);

describe('a report period', () => {
  it('is the last 30 days up to today (UTC) by default', () => {
    expect(defaultPeriod(NOW, 'USD')).toEqual({ from: '2026-10-29', to: '2026-11-27', currency: 'USD' });
  });

  it('says what is wrong: order, length, the future, a date that is not one', () => {
    expect(periodErrors({ from: '2026-11-01', to: '2026-11-27', currency: 'USD' }, NOW)).toEqual({});
    expect(periodErrors({ from: '2026-11-05', to: '2026-11-01', currency: 'USD' }, NOW)).toEqual({
      from: 'The first day must not be after the last.',
    });
    expect(periodErrors({ from: '2025-01-01', to: '2026-01-02', currency: 'USD' }, NOW)).toEqual({
      to: 'A report covers at most 366 days.',
    });
    expect(periodErrors({ from: '2026-11-01', to: '2026-11-28', currency: 'USD' }, NOW)).toEqual({
      to: 'The last day must not be after today (UTC).',
    });
    expect(periodErrors({ from: '', to: '2026-11-01', currency: '' }, NOW)).toEqual({
      from: 'Enter a date.',
    });
  });

  it('is the instants from its first midnight to the midnight after its last day', () => {
    expect(instantsOf({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
  });
});

describe('an amount', () => {
  it('is shown exactly, grouped, with a minus sign', () => {
    expect(formatAmount('1234567.50')).toBe('1,234,567.50');
    expect(formatAmount('-3.20')).toBe('−3.20');
    expect(formatAmount('0.00')).toBe('0.00');
    expect(formatAmount('12')).toBe('12');
  });
});
