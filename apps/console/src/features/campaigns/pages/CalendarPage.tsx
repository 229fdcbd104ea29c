import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { campaignsQuery } from '../api/list-campaigns.ts';
import { CampaignsNav } from '../components/CampaignsNav.tsx';
import { STATE_LABELS } from '../components/states.ts';
import { monthGrid } from '../model/calendar.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** What runs when: a month of days (UTC), each with the campaigns that run on it. */
export default function CalendarPage() {
  const list = useQuery(campaignsQuery);
  const now = new Date();
  const [month, setMonth] = useState({ year: now.getUTCFullYear(), month: now.getUTCMonth() });
  const move = (by: number) =>
    setMonth(({ year, month: m }) => {
      const d = new Date(Date.UTC(year, m + by, 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
    });
  const title = new Date(Date.UTC(month.year, month.month, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const weeks = monthGrid(list.data ?? [], month.year, month.month);
  return (
    <section aria-labelledby="calendar-title" className="flex flex-col gap-4">
      <h1 id="calendar-title" className="font-bold text-2xl">
        Campaign calendar
      </h1>
      <CampaignsNav />
      <div className="flex items-center gap-3">
        <Button variant="secondary" onClick={() => move(-1)}>
          Previous month
        </Button>
        <p aria-live="polite" className="font-semibold">
          {title}
        </p>
        <Button variant="secondary" onClick={() => move(1)}>
          Next month
        </Button>
      </div>
      {list.isError && (
        <p role="alert" className="text-red-800">
          The campaigns could not be loaded.
        </p>
      )}
      <table className="w-full table-fixed border-collapse bg-white text-sm">
        <caption className="sr-only">Campaigns in {title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="border border-slate-200 px-1 py-1 font-semibold">
                <abbr title={d} className="no-underline">
                  {d.slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  className={`h-24 border border-slate-200 p-1 align-top ${day.inMonth ? '' : 'bg-slate-50 text-slate-600'}`}
                >
                  <span className="block text-xs">
                    <time dateTime={day.date}>{day.day}</time>
                  </span>
                  <ul className="flex flex-col gap-0.5">
                    {day.campaigns.map((c) => (
                      <li key={c.campaignUUID} className="truncate">
                        <Link
                          to={`${paths.campaigns}/${c.campaignUUID}`}
                          className="text-blue-800 text-xs underline"
                          aria-label={`${c.name} (${STATE_LABELS[c.state]}, ${day.date})`}
                        >
                          {c.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
