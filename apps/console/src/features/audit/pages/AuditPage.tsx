import type { AuditEntry } from '@croupier/contract/operators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { messageOf } from '../../../shared/api/index.ts';
import { formatTime } from '../../../shared/format.ts';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { AUDIT_PAGE_SIZE, type AuditFilters, auditLogQuery } from '../api/get-audit-log.ts';
import { AuditDetails } from '../components/AuditDetails.tsx';
import { AuditFiltersForm } from '../components/AuditFiltersForm.tsx';

type Entry = z.infer<typeof AuditEntry>;

const ACTOR_KINDS: Record<Entry['actorKind'], string> = {
  operator: 'operator',
  key: 'API key',
  token: 'operator token',
  anonymous: 'unknown',
};

const targetText = (target: Record<string, unknown>) =>
  Object.entries(target)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ') || '—';

const col = columnsOf<Entry>();
const columns = col.columns([
  col.accessor('at', { header: 'Time', cell: (c) => formatTime(c.getValue()) }),
  col.accessor('actorName', {
    header: 'Who',
    cell: (c) => `${c.getValue()} (${ACTOR_KINDS[c.row.original.actorKind]})`,
  }),
  col.accessor('roles', { header: 'Roles', cell: (c) => c.getValue().join(', ') || '—' }),
  col.accessor('ip', { header: 'Address' }),
  col.accessor('event', {
    header: 'Call',
    cell: (c) => (c.row.original.method ? `${c.getValue()} (${c.row.original.method})` : c.getValue()),
  }),
  col.accessor('target', { header: 'Target', cell: (c) => targetText(c.getValue()) }),
  col.accessor('status', { header: 'Status' }),
  col.display({
    id: 'details',
    header: 'Details',
    cell: (c) => {
      const e = c.row.original;
      return (
        <AuditDetails
          label={`${e.event} at ${formatTime(e.at)}`}
          body={e.body}
          before={e.before}
          after={e.after}
        />
      );
    },
  }),
]);

/** The audit log (admin, compliance): every operator write and sign-in, newest first, paged by the server. */
export default function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(0);
  const log = useQuery(auditLogQuery(filters, page));
  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl">Audit log</h1>
      <AuditFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {log.isError && (
        <p role="alert" className="text-red-800 text-sm">
          {messageOf(log.error, 'The audit log could not be loaded.')}
        </p>
      )}
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={log.data?.content ?? []}
        rowId={(entry) => String(entry.id)}
        sort={null}
        onSortChange={() => {}}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        total={log.data?.totalElements ?? 0}
        onPageChange={setPage}
        loading={log.isFetching}
        empty="No entries match."
      />
    </div>
  );
}
