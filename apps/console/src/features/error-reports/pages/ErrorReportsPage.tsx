import type { ErrorReport } from '@croupier/contract/analytics';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import {
  ERROR_REPORTS_PAGE_SIZE,
  type ErrorReportFilter,
  errorReportsQuery,
} from '../api/get-error-reports.ts';
import { ErrorDetails } from '../components/ErrorDetails.tsx';

const col = columnsOf<ErrorReport>();
const columns = col.columns([
  col.accessor('receivedAt', {
    header: 'Received (UTC)',
    cell: (c) => new Date(c.getValue()).toLocaleString('en-GB', { timeZone: 'UTC' }),
  }),
  col.accessor('kind', { header: 'Kind' }),
  col.accessor('message', {
    header: 'Message',
    cell: (c) => <span className="line-clamp-2 break-all">{c.getValue().split('\n')[0]}</span>,
  }),
  col.accessor('page', { header: 'Page', cell: (c) => c.getValue() ?? '—' }),
  col.display({ id: 'details', header: 'Details', cell: (c) => <ErrorDetails report={c.row.original} /> }),
]);

const backwards = (f: ErrorReportFilter) => Boolean(f.fromDay && f.toDay && f.fromDay > f.toDay);

/**
 * The errors browsers reported to the platform's own intake (ADR 029), newest first, a page at a
 * time, paged and filtered (text, days) by the platform; each row opens to its whole message, page,
 * release and player.
 */
export default function ErrorReportsPage() {
  const [typed, setTyped] = useState<ErrorReportFilter>({ text: '', fromDay: '', toDay: '' });
  const [page, setPage] = useState(0);
  const deferred = useDeferredValue(typed);
  const filter = { ...deferred, text: deferred.text.trim() };
  // A period whose last day is before its first is refused by the platform: it is not asked.
  const reports = useQuery({ ...errorReportsQuery(filter, page), enabled: !backwards(filter) });
  const change = (field: keyof ErrorReportFilter) => (e: { target: { value: string } }) => {
    setTyped((f) => ({ ...f, [field]: e.target.value }));
    setPage(0);
  };
  return (
    <section aria-labelledby="errors-title" className="flex flex-col gap-4">
      <h1 id="errors-title" className="font-bold text-2xl">
        Error reports
      </h1>
      <p className="text-slate-700">
        The errors the player site reported, newest first. The page, release and user are what the browser
        sent.
      </p>
      <search className="flex flex-wrap items-end gap-3">
        <TextField
          label="Message or page contains"
          type="search"
          value={typed.text}
          maxLength={200}
          className="w-full max-w-sm"
          onChange={change('text')}
        />
        <TextField label="From (UTC day)" type="date" value={typed.fromDay} onChange={change('fromDay')} />
        <TextField
          label="To (UTC day)"
          type="date"
          value={typed.toDay}
          onChange={change('toDay')}
          error={backwards(typed) ? 'The last day is before the first.' : undefined}
        />
      </search>
      {reports.isError ? (
        <p role="alert" className="text-red-800">
          The error reports could not be loaded. {reports.error.message}
        </p>
      ) : (
        <DataTable
          caption="Error reports"
          columns={columns}
          rows={reports.data?.content ?? []}
          rowId={(r) => r.id}
          sort={null}
          onSortChange={() => undefined}
          page={page}
          pageSize={ERROR_REPORTS_PAGE_SIZE}
          total={reports.data?.totalElements ?? 0}
          onPageChange={setPage}
          loading={reports.isFetching}
          empty="No error reported."
        />
      )}
    </section>
  );
}
