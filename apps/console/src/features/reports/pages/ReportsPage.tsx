import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { dailyReportCsvUrl } from '../api/daily-report-csv.ts';
import { dailyReportQuery } from '../api/get-daily-report.ts';
import { funnelQuery } from '../api/get-funnel.ts';
import { topGamesQuery } from '../api/get-top-games.ts';
import { DailyTable } from '../components/DailyTable.tsx';
import { PeriodForm } from '../components/PeriodForm.tsx';
import { ReportCharts } from '../components/ReportCharts.tsx';
import { FunnelSummary, PeriodTotals } from '../components/Summaries.tsx';
import { TopGamesTable } from '../components/TopGamesTable.tsx';
import { periodErrors, periodFrom, type ReportPeriod } from '../model/period.ts';

/** What a query shows while it loads or when it failed; its content once it has answered. */
function Answer<T>({
  query,
  what,
  children,
}: {
  query: { data: T | undefined; error: Error | null; isPending: boolean };
  what: string;
  children(data: T): ReactNode;
}) {
  if (query.error) {
    const message = isApiError(query.error) ? query.error.message : 'The platform did not answer.';
    return (
      <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
        Could not load {what}: {message}
      </p>
    );
  }
  if (query.data === undefined) {
    return (
      <p role="status" className="text-slate-600">
        Loading {what}…
      </p>
    );
  }
  return children(query.data);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `reports-${title.toLowerCase().replaceAll(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Reports: the period and currency (kept in the address, so a report can be shared), the daily
 * figures as charts, totals and a table, the CSV of the same, the top games and the funnel. The daily
 * report comes in every currency of the brand, its default first: the currencies to choose from are
 * its totals', and a report without a currency in the address shows the default one.
 */
export default function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const asked = periodFrom(search, Date.now());
  const daysOk = Object.keys(periodErrors(asked, Date.now())).length === 0;
  const daily = useQuery({ ...dailyReportQuery(asked), enabled: daysOk });
  const currencies = daily.data?.totals.map((t) => t.currency) ?? [];
  const period: ReportPeriod = { ...asked, currency: asked.currency || (currencies[0] ?? '') };
  const ready = daysOk && period.currency !== '';
  const topGames = useQuery({ ...topGamesQuery(period), enabled: ready });
  const funnel = useQuery({ ...funnelQuery(period), enabled: daysOk });
  const show = (next: ReportPeriod) => setSearch({ ...next });
  const days = daily.data?.days.filter((d) => d.currency === period.currency) ?? [];
  const totals = daily.data?.totals.find((t) => t.currency === period.currency);

  return (
    <section aria-labelledby="reports-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="reports-title" className="font-bold text-2xl">
          Reports
        </h1>
        {ready && (
          <a
            href={dailyReportCsvUrl(period)}
            download
            className="rounded border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            Download CSV
          </a>
        )}
      </div>
      <PeriodForm
        key={`${period.from}|${period.to}|${period.currency}`}
        value={period}
        currencies={currencies}
        onSubmit={show}
      />
      {!daysOk && (
        <p role="alert" className="text-red-800">
          This period cannot be shown: correct it above.
        </p>
      )}
      {daysOk && (
        <>
          <Section title="Per day">
            <Answer query={daily} what="the daily report">
              {() =>
                totals ? (
                  <>
                    <PeriodTotals totals={totals} />
                    <ReportCharts days={days} currency={period.currency} />
                    <DailyTable days={days} currency={period.currency} />
                  </>
                ) : (
                  <p role="alert">The brand has no currency {period.currency}.</p>
                )
              }
            </Answer>
          </Section>
          {ready && (
            <Section title="Top games">
              <Answer query={topGames} what="the top games">
                {(top) => <TopGamesTable games={top.games} currency={period.currency} />}
              </Answer>
            </Section>
          )}
          <Section title="Registration funnel">
            <Answer query={funnel} what="the funnel">
              {(figures) => <FunnelSummary funnel={figures} />}
            </Answer>
          </Section>
        </>
      )}
    </section>
  );
}
