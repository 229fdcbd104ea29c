import type { ErrorReport } from '@croupier/contract/analytics';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { errorReportsQuery } from '../api/get-error-reports.ts';
import { ErrorDetails } from '../components/ErrorDetails.tsx';

const PAGE = 20;
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

/**
 * The errors browsers reported to the platform's own intake (ADR 029), newest first, a page at a
 * time; each row opens to its whole message, page, release and player.
 */
export default function ErrorReportsPage() {
  const reports = useQuery(errorReportsQuery);
  const [page, setPage] = useState(0);
  const all = reports.data ?? [];
  return (
    <section aria-labelledby="errors-title" className="flex flex-col gap-4">
      <h1 id="errors-title" className="font-bold text-2xl">
        Error reports
      </h1>
      <p className="text-slate-700">
        The latest 200 errors the player site reported. The page, release and user are what the browser sent.
      </p>
      {reports.isError ? (
        <p role="alert" className="text-red-800">
          The error reports could not be loaded. {reports.error.message}
        </p>
      ) : (
        <DataTable
          caption="Error reports"
          columns={columns}
          rows={all.slice(page * PAGE, (page + 1) * PAGE)}
          rowId={(r) => r.id}
          sort={null}
          onSortChange={() => undefined}
          page={page}
          pageSize={PAGE}
          total={all.length}
          onPageChange={setPage}
          loading={reports.isFetching}
          empty="No error reported."
        />
      )}
    </section>
  );
}
