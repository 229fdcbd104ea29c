import type { CampaignRecord } from '@croupier/contract/campaigns-operator';

/**
 * The calendar's month: its weeks (Monday first, in UTC) and, for each day, the campaigns that run
 * on it. A campaign runs from its start date (none: from when it was created) to its end date
 * (none: on and on); a draft without dates is not planned yet, and ended ones show where they ran.
 */
export interface CalendarDay {
  /** `2026-11-27` */
  date: string;
  day: number;
  inMonth: boolean;
  campaigns: CampaignRecord[];
}

const DAY = 86_400_000;
const SHOWN_WITHOUT_DATES = new Set(['PENDING', 'ACTIVE', 'FINISHED']);

export function runsOn(c: CampaignRecord, dayStart: number): boolean {
  if (!c.startsAt && !c.endsAt && !SHOWN_WITHOUT_DATES.has(c.state)) return false;
  const from = Date.parse(c.startsAt ?? c.createdAt);
  const to = c.endsAt ? Date.parse(c.endsAt) : Number.POSITIVE_INFINITY;
  return from < dayStart + DAY && to > dayStart;
}

/** The weeks of the month of `year`/`month` (0-based), whole weeks, with their campaigns. */
export function monthGrid(
  campaigns: readonly CampaignRecord[],
  year: number,
  month: number,
): CalendarDay[][] {
  const first = Date.UTC(year, month, 1);
  const offset = (new Date(first).getUTCDay() + 6) % 7;
  const start = first - offset * DAY;
  const weeks: CalendarDay[][] = [];
  for (let t = start; weeks.length === 0 || new Date(t).getUTCMonth() === month; ) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++, t += DAY) {
      const d = new Date(t);
      week.push({
        date: d.toISOString().slice(0, 10),
        day: d.getUTCDate(),
        inMonth: d.getUTCMonth() === month,
        campaigns: campaigns.filter((c) => runsOn(c, t)),
      });
    }
    weeks.push(week);
  }
  return weeks;
}
