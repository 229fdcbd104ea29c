import { describe, expect, it } from 'vitest';
import { campaign } from '../test-data.ts';
import { monthGrid } from './calendar.ts';

const daysOf = (weeks: ReturnType<typeof monthGrid>, name: string) =>
  weeks
    .flat()
    .filter((d) => d.campaigns.some((c) => c.name === name))
    .map((d) => d.date);

describe('the month grid', () => {
  it('lays out whole weeks from Monday and puts each campaign on the days it runs (UTC)', () => {
    const weeks = monthGrid(
      [
        campaign({ name: 'Dated', startsAt: '2026-11-03T23:00:00.000Z', endsAt: '2026-11-05T00:00:00.000Z' }),
        campaign({
          name: 'Open-ended',
          state: 'ACTIVE',
          startsAt: null,
          endsAt: null,
          createdAt: '2026-11-29T12:00:00.000Z',
        }),
        campaign({ name: 'Unplanned draft', startsAt: null, endsAt: null }),
      ],
      2026,
      10,
    );
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toMatchObject({ date: '2026-10-26', inMonth: false });
    expect(weeks.at(-1)?.at(-1)).toMatchObject({ date: '2026-12-06', inMonth: false });
    // The end is exclusive: a campaign ending at midnight is not on that day.
    expect(daysOf(weeks, 'Dated')).toEqual(['2026-11-03', '2026-11-04']);
    expect(daysOf(weeks, 'Open-ended')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(daysOf(weeks, 'Unplanned draft')).toEqual([]);
  });
});
