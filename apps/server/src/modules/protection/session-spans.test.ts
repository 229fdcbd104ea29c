import { describe, expect, it } from 'vitest';
import { freesAt, limitReachedAt, mergeSpans, usedMs } from './session-spans.ts';

const M = 60_000;
const DAY = 24 * 60 * M;
const now = 10 * DAY;

describe('time logged in over a rolling day', () => {
  it('counts overlapping logins once and only within the window', () => {
    const spans = [
      { start: now - 2 * DAY, end: now - DAY + 10 * M },
      { start: now - 60 * M, end: now - 30 * M },
      { start: now - 40 * M, end: null },
    ];
    expect(mergeSpans(spans, now - DAY, now)).toEqual([
      [now - DAY, now - DAY + 10 * M],
      [now - 60 * M, now],
    ]);
    expect(usedMs(spans, now, DAY)).toBe(70 * M);
  });

  it('reaches the limit after what is left, later where old time leaves the window meanwhile', () => {
    expect(limitReachedAt([{ start: now - 20 * M, end: null }], now, 30 * M, DAY)).toBe(now + 10 * M);
    // 25 minutes logged from 24 hours ago: they leave the window as fast as new time comes in.
    const old = [{ start: now - DAY, end: now - DAY + 25 * M }];
    expect(limitReachedAt(old, now, 30 * M, DAY)).toBe(now + 30 * M);
    // Logged in from 23h50m ago: the first 5 minutes from now count in full.
    expect(limitReachedAt([{ start: now - DAY + 10 * M, end: now - DAY + 35 * M }], now, 30 * M, DAY)).toBe(
      now + 5 * M,
    );
    expect(limitReachedAt([{ start: now - 40 * M, end: now - 5 * M }], now, 30 * M, DAY)).toBe(now);
  });

  it('frees up when enough old time has left the window', () => {
    const spans = [{ start: now - 60 * M, end: now - 30 * M }];
    expect(freesAt(spans, now, 29 * M, DAY)).toBe(now - 59 * M + DAY);
    expect(freesAt(spans, now, 30 * M, DAY)).toBe(now);
  });
});
