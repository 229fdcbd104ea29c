import type { PlayerSummary } from '@croupier/contract';
import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { PLAYERS_PAGE_SIZE, searchPlayersQuery } from '../api/search-players.ts';
import { PendingAdjustments } from '../components/PendingAdjustments.tsx';
import { playerPath, problem, useCan, when } from '../model.ts';

const column = columnsOf<PlayerSummary>();
const columns = [
  column.display({
    id: 'name',
    header: 'Player',
    cell: ({ row }) => {
      const p = row.original;
      const name =
        [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username || p.email || p.phone || p.uuid;
      return (
        <Link to={playerPath(p.uuid)} className="font-medium text-blue-800 underline">
          {name}
        </Link>
      );
    },
  }),
  column.accessor('email', { header: 'E-mail', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('phone', { header: 'Phone', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('username', { header: 'Username', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('country', { header: 'Country' }),
  column.accessor('createdAt', { header: 'Registered', cell: (c) => when(c.getValue()) }),
  column.accessor('locked', { header: 'Status', cell: (c) => (c.getValue() ? 'Locked' : 'Active') }),
];

/** Players: search by e-mail, phone, username, uuid or name; the adjustments waiting for approval. */
export default function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '0') || 0;
  const [typed, setTyped] = useState(query);
  const results = useQuery(searchPlayersQuery(query, page));
  const can = useCan();

  const go = (q: string, p: number) => setParams(q || p ? { q, page: String(p) } : {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(typed.trim(), 0);
  };

  return (
    <section aria-labelledby="players-title" className="space-y-6">
      <h1 id="players-title" className="font-bold text-2xl">
        Players
      </h1>
      <search>
        <form onSubmit={submit} className="flex items-end gap-3">
          <TextField
            label="Search players"
            className="w-full max-w-lg"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="E-mail, phone, username, uuid or name"
            autoComplete="off"
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      {results.error ? (
        <p role="alert" className="text-red-800">
          {problem(results.error)}
        </p>
      ) : (
        <DataTable
          caption="Players found"
          columns={columns}
          rows={results.data?.content ?? []}
          rowId={(p) => p.uuid}
          sort={null}
          onSortChange={() => {}}
          page={page}
          pageSize={PLAYERS_PAGE_SIZE}
          total={results.data?.totalElements ?? 0}
          onPageChange={(p) => go(query, p)}
          loading={results.isFetching}
          empty="No player matches."
        />
      )}
      {can(playersOperatorEndpoints.listAdjustments) && <PendingAdjustments />}
    </section>
  );
}
