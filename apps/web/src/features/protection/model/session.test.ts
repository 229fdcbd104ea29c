import { describe, expect, it } from 'vitest';
import { delayUntil, intervalLabel, played } from './session.ts';

describe('session timing', () => {
  it('counts to a check on the server clock from when the answer came', () => {
    const serverNow = '2026-11-27T10:00:00.000Z';
    const at = '2026-11-27T10:10:00.000Z';
    // The device clock is an hour off: only the time since the answer counts.
    const received = Date.parse('2026-11-27T11:00:00.000Z');
    expect(delayUntil(at, serverNow, received, received)).toBe(600_000);
    expect(delayUntil(at, serverNow, received, received + 60_000)).toBe(540_000);
    expect(delayUntil(at, serverNow, received, received + 700_000)).toBe(0);
  });

  it('shows time played in hours and minutes', () => {
    expect(played('2026-11-27T10:00:00Z', '2026-11-27T11:05:59Z')).toEqual({ hours: 1, minutes: 5 });
    expect(played('2026-11-27T10:00:00Z', '2026-11-27T10:00:30Z')).toEqual({ hours: 0, minutes: 0 });
  });

  it('names intervals in minutes, a test interval in seconds', () => {
    expect(intervalLabel(1800)).toEqual({ key: 'minutes', count: 30 });
    expect(intervalLabel(5)).toEqual({ key: 'seconds', count: 5 });
  });
});
