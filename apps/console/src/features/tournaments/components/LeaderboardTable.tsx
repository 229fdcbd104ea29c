import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { LEADERBOARD_SIZE, leaderboardQuery } from '../api/get-leaderboard.ts';
import { utc } from '../model/labels.ts';

interface Row {
  place: number;
  name: string;
  points: number;
  playerUUID: string;
  reachedAt: string | null;
}

const col = columnsOf<Row>();
const columns = col.columns([
  col.accessor('place', { header: 'Place' }),
  col.accessor('name', {
    header: 'Player',
    cell: (c) => (
      <Link to={`${paths.players}/${c.row.original.playerUUID}`} className="text-blue-800 underline">
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('points', { header: 'Points', cell: (c) => c.getValue().toLocaleString('en') }),
  col.accessor('reachedAt', {
    header: 'Reached',
    cell: (c) => (c.getValue() ? utc(c.getValue() ?? '') : '—'),
  }),
]);

/** The board, asked again every few seconds while the tournament runs; the prizes fixed at its end. */
export function LeaderboardTable({ id, live }: { id: string; live: boolean }) {
  const [page, setPage] = useState(0);
  const board = useQuery(leaderboardQuery(id, page, live));
  if (board.isError)
    return (
      <p role="alert" className="text-red-800">
        The leaderboard could not be loaded. {board.error.message}
      </p>
    );
  const paid = board.data?.prizes ?? [];
  const rows = board.data?.rows ?? [];
  const pages = board.data?.totalPages ?? 0;
  // The board says how many pages it has: on its last page the rows are counted exactly.
  const total = page + 1 >= pages ? page * LEADERBOARD_SIZE + rows.length : pages * LEADERBOARD_SIZE;
  return (
    <div className="space-y-3">
      <DataTable
        caption="Leaderboard"
        columns={columns}
        rows={rows}
        rowId={(r) => r.playerUUID}
        sort={null}
        onSortChange={() => undefined}
        page={page}
        pageSize={LEADERBOARD_SIZE}
        total={total}
        onPageChange={setPage}
        loading={board.isFetching}
        empty="Nobody has scored yet."
      />
      {live && <p className="text-slate-600 text-sm">The board refreshes every few seconds.</p>}
      {paid.length > 0 && (
        <ul aria-label="Prizes" className="space-y-1 text-sm">
          {paid.map((p) => (
            <li key={p.place}>
              Place {p.place}: {p.points.toLocaleString('en')} points · {p.paid ? 'paid' : 'not paid yet'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
