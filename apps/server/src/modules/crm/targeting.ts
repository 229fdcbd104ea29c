import type { Targeting } from '@croupier/contract';

/** Who is looking: a guest (maybe with an anonymous id) or a player, with country and language. */
export interface Viewer {
  player: string | null;
  anonymousId: string | null;
  country: string | null;
  language: string | null;
}

export const SEGMENT_DAYS = 7;

/** Within the schedule: started (or no start) and not ended (end exclusive). */
export function inSchedule(m: { startsAt: Date | null; endsAt: Date | null; enabled: boolean }, now: number) {
  if (!m.enabled) return false;
  if (m.startsAt && m.startsAt.getTime() > now) return false;
  if (m.endsAt && m.endsAt.getTime() <= now) return false;
  return true;
}

/**
 * Whether a message's targeting takes in the viewer. `deposited` answers the segment "deposited in
 * the last 7 days" (asked only when a targeting names it).
 */
export async function matches(
  t: Targeting,
  viewer: Viewer,
  deposited: (player: string) => Promise<boolean>,
): Promise<boolean> {
  if (t.audience === 'guests' && viewer.player) return false;
  if (t.audience === 'players' && !viewer.player) return false;
  if (t.countries.length > 0) {
    const c = viewer.country?.toUpperCase();
    if (!c || !t.countries.some((x) => x.toUpperCase() === c)) return false;
  }
  if (t.languages.length > 0) {
    const l = viewer.language?.toLowerCase().split(/[-_]/)[0];
    if (!l || !t.languages.some((x) => x.toLowerCase().split(/[-_]/)[0] === l)) return false;
  }
  if (t.segment === 'deposited-last-7-days') {
    if (!viewer.player || !(await deposited(viewer.player))) return false;
  }
  return true;
}

/** A popup's excluded pages (001 §3): exact paths, or prefixes ending in `*`. */
export function isExcluded(excluded: readonly string[], page: string): boolean {
  const path = page.length > 1 ? page.replace(/\/+$/, '') : page;
  return excluded.some((p) =>
    p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : (p.length > 1 ? p.replace(/\/+$/, '') : p) === path,
  );
}
