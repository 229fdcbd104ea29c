import type { OperatorTournament } from '@croupier/contract/tournaments';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { STATUS_LABELS, utc } from '../model/labels.ts';

const PAGE = 20;
const col = columnsOf<OperatorTournament>();
const columns = col.columns([
  col.accessor('name', {
    header: 'Name',
    cell: (c) => (
      <Link to={`${paths.tournaments}/${c.row.original.id}`} className="font-medium text-blue-800 underline">
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('status', { header: 'Status', cell: (c) => STATUS_LABELS[c.getValue()] }),
  col.accessor('startsAt', { header: 'Starts', cell: (c) => utc(c.getValue()) }),
  col.accessor('endsAt', { header: 'Ends', cell: (c) => utc(c.getValue()) }),
  col.accessor('games', { header: 'Games', cell: (c) => c.getValue().length }),
  col.accessor('participants', { header: 'Players' }),
]);

/** The tournaments, newest first, a page at a time (the platform answers them all at once). */
export function TournamentsTable({
  tournaments,
  loading,
}: {
  tournaments: OperatorTournament[];
  loading: boolean;
}) {
  const [page, setPage] = useState(0);
  return (
    <DataTable
      caption="Tournaments"
      columns={columns}
      rows={tournaments.slice(page * PAGE, (page + 1) * PAGE)}
      rowId={(t) => t.id}
      sort={null}
      onSortChange={() => undefined}
      page={page}
      pageSize={PAGE}
      total={tournaments.length}
      onPageChange={setPage}
      loading={loading}
      empty="No tournament yet."
    />
  );
}
