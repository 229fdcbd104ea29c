/**
 * Time logged in, counted over a rolling window (ADR 044): the player's logins as spans, overlapping
 * ones counted once. Pure, so the rules are tested without a database.
 */

export interface Span {
  start: number;
  /** null: still logged in (counts up to now). */
  end: number | null;
}

/** The spans cut to (from, now] and merged where they overlap or touch, oldest first. */
export function mergeSpans(spans: readonly Span[], from: number, now: number): [number, number][] {
  const cut = spans
    .map((s): [number, number] => [Math.max(s.start, from), Math.min(s.end ?? now, now)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of cut) {
    const last = merged.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

const total = (merged: readonly [number, number][]) => merged.reduce((sum, [a, b]) => sum + (b - a), 0);

/** Time logged in within the window ending now. */
export function usedMs(spans: readonly Span[], now: number, windowMs: number): number {
  return total(mergeSpans(spans, now - windowMs, now));
}

/**
 * When a player logged in from now on without a break reaches `limitMs` within the rolling window:
 * the time counted grows by one second a second, except while the window's old end passes through
 * earlier time logged in (then as much leaves it as comes in). `limitMs` ≤ `windowMs`.
 */
export function limitReachedAt(
  spans: readonly Span[],
  now: number,
  limitMs: number,
  windowMs: number,
): number {
  const merged = mergeSpans(spans, now - windowMs, now);
  let used = total(merged);
  if (used >= limitMs) return now;
  let t = now;
  let lower = now - windowMs;
  for (const [a, b] of merged) {
    const gap = a - lower;
    if (used + gap >= limitMs) return t + (limitMs - used);
    used += gap;
    t += gap + (b - a);
    lower = b;
  }
  return t + (limitMs - used);
}

/**
 * When time logged in within the window falls to `belowMs`, logged out from now on: the earliest a
 * login may start again with something left.
 */
export function freesAt(spans: readonly Span[], now: number, belowMs: number, windowMs: number): number {
  const merged = mergeSpans(spans, now - windowMs, now);
  let excess = total(merged) - belowMs;
  if (excess <= 0) return now;
  for (const [a, b] of merged) {
    if (b - a >= excess) return a + excess + windowMs;
    excess -= b - a;
  }
  return now + windowMs;
}
