import { CALLBACK_STATUSES } from '@croupier/contract/constants';
import { type CallbackRequest, type CallbackStatus, supportEndpoints } from '@croupier/contract/support';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCan } from '../../../shared/session/can.ts';
import { columnsOf, DataTable, type DataTableColumns } from '../../../shared/table/DataTable.tsx';
import { StatusFilter } from '../../../shared/ui/StatusFilter.tsx';
import { CALLBACK_PAGE_SIZE, callbackRequestsQuery } from '../api/list-callback-requests.ts';
import type { CallbackFilters } from '../api/query-keys.ts';
import { CallbackFiltersForm } from '../components/CallbackFiltersForm.tsx';
import { HandleCell, ReopenCell } from '../components/HandleCell.tsx';

const STATUS_LABELS: Record<CallbackStatus, string> = { OPEN: 'Open', HANDLED: 'Handled' };
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' }) : '—');

const col = columnsOf<CallbackRequest>();
type OnDone = (message: string) => void;

const READ_COLUMNS: DataTableColumns<CallbackRequest> = col.columns([
  col.accessor('createdAt', { header: 'Requested (UTC)', cell: (c) => when(c.getValue()) }),
  col.accessor('name', { header: 'Name' }),
  col.accessor('phone', { header: 'Phone', cell: (c) => `+${c.getValue()}` }),
  col.accessor('playerUUID', { header: 'Player', cell: (c) => c.getValue() ?? 'Guest' }),
]);

/** When a request was handled and its note; with a way to reopen it for an operator who may. */
const handledColumn = (onDone: OnDone | null) =>
  col.display({
    id: 'handled',
    header: 'Handled (UTC)',
    cell: ({ row: { original: r } }) => (
      <span className="flex flex-col gap-1">
        <span>{when(r.handledAt)}</span>
        {r.note && <span className="whitespace-pre-line text-slate-600">{r.note}</span>}
        {onDone && <ReopenCell request={r} onDone={onDone} />}
      </span>
    ),
  });

/** The columns of `status`'s list; `onDone` is null for an operator who may only read the queue. */
const columns = (status: CallbackStatus, onDone: OnDone | null): DataTableColumns<CallbackRequest> => {
  if (status === 'HANDLED') return [...READ_COLUMNS, handledColumn(onDone)];
  if (!onDone) return READ_COLUMNS;
  return [
    ...READ_COLUMNS,
    col.display({
      id: 'handle',
      header: 'Action',
      cell: (c) => <HandleCell request={c.row.original} onDone={onDone} />,
    }),
  ];
};

/**
 * The call-back queue (001 §2, §5; ADR 028): open requests to call, then those handled, filtered
 * and paged by the platform. Only an operator who may handle requests sees the actions.
 */
export default function CallbacksPage() {
  const [status, setStatus] = useState<CallbackStatus>('OPEN');
  const [filters, setFilters] = useState<CallbackFilters>({});
  const [page, setPage] = useState(0);
  const [said, setSaid] = useState('');
  const mayHandle = useCan()(supportEndpoints.handleCallbackRequest);
  const list = useQuery(callbackRequestsQuery(status, filters, page));
  // Stable columns: new ones would mount every cell again, losing a note being written.
  const tableColumns = useMemo(() => columns(status, mayHandle ? setSaid : null), [status, mayHandle]);
  return (
    <section aria-labelledby="callbacks-title" className="flex flex-col gap-4">
      <h2 id="callbacks-title" className="font-bold text-xl">
        Call-back queue
      </h2>
      <p className="text-slate-700">
        Visitors and players who asked to be called. Call them, then mark the request handled with a note of
        the call; a handled request can be reopened.
      </p>
      <p role="status" className="min-h-6 text-green-900">
        {said}
      </p>
      <CallbackFiltersForm
        refused={list.error}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <StatusFilter
        value={status}
        statuses={CALLBACK_STATUSES}
        label={(s) => STATUS_LABELS[s]}
        onChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
      />
      {list.isError ? (
        <p role="alert" className="text-red-800">
          The call-back requests could not be loaded. {list.error.message}
        </p>
      ) : (
        <DataTable
          caption={`${STATUS_LABELS[status]} call-back requests`}
          columns={tableColumns}
          rows={list.data?.content ?? []}
          rowId={(r) => r.id}
          sort={null}
          onSortChange={() => undefined}
          page={page}
          pageSize={CALLBACK_PAGE_SIZE}
          total={list.data?.totalElements ?? 0}
          onPageChange={setPage}
          loading={list.isFetching}
          empty="No call-back requests here."
        />
      )}
    </section>
  );
}
