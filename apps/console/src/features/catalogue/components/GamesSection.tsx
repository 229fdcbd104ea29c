import { type CatalogueGame, catalogueOperatorEndpoints } from '@croupier/contract/catalogue-operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/index.ts';
import { useCan } from '../../../shared/session/can.ts';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { StatusFilter } from '../../../shared/ui/StatusFilter.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { GAMES_PAGE_SIZE, gamesQuery } from '../api/list-games.ts';
import type { GameFilters } from '../api/query-keys.ts';
import { GameForm } from './GameForm.tsx';

const STATES = ['any', 'true', 'false'] as const;
const STATE_WORDS = { any: 'Any', true: 'Enabled', false: 'Disabled' } as const;

/**
 * The games, filtered and paged by the server, and the form of the one being edited: only for an
 * operator who may change them (the others read the list).
 */
export function GamesSection() {
  const [draft, setDraft] = useState({ name: '', blockedIn: '' });
  const [state, setState] = useState<(typeof STATES)[number]>('any');
  const [filters, setFilters] = useState<GameFilters>({});
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<CatalogueGame | null>(null);
  const games = useQuery(gamesQuery(filters, page));
  const mayWrite = useCan()(catalogueOperatorEndpoints.updateCatalogueGame);

  const col = columnsOf<CatalogueGame>();
  const edit = col.display({
    id: 'edit',
    header: 'Edit',
    cell: (c) => (
      <Button variant="secondary" onClick={() => setEditing(c.row.original)}>
        Edit {c.row.original.name}
      </Button>
    ),
  });
  const columns = col.columns([
    col.accessor('name', { header: 'Game' }),
    col.accessor('providerName', { header: 'Studio' }),
    col.accessor('enabled', { header: 'State', cell: (c) => (c.getValue() ? 'Enabled' : 'Disabled') }),
    col.accessor('featured', { header: 'Featured', cell: (c) => (c.getValue() ? 'Yes' : 'No') }),
    col.accessor('blockedCountries', {
      header: 'Not offered in',
      cell: (c) => c.getValue().join(', ') || '—',
    }),
    ...(mayWrite ? [edit] : []),
  ]);

  const apply = (next: GameFilters) => {
    setFilters(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as GameFilters);
    setPage(0);
  };

  return (
    <section aria-labelledby="games-title" className="space-y-4">
      <h2 id="games-title" className="font-semibold text-lg">
        Games
      </h2>
      <form
        aria-label="Game filters"
        className="flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          apply({
            name: draft.name.trim(),
            blockedIn: draft.blockedIn.trim().toUpperCase(),
            ...(state !== 'any' && { enabled: state }),
          });
        }}
      >
        <TextField
          label="Name"
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <TextField
          label="Not offered in (country)"
          maxLength={2}
          value={draft.blockedIn}
          onChange={(e) => setDraft({ ...draft, blockedIn: e.target.value })}
        />
        <StatusFilter value={state} statuses={STATES} label={(s) => STATE_WORDS[s]} onChange={setState} />
        <Button type="submit">Find games</Button>
      </form>
      {games.isError && (
        <p role="alert" className="text-red-800 text-sm">
          {messageOf(games.error, 'The games could not be loaded.')}
        </p>
      )}
      <DataTable
        caption="Games"
        columns={columns}
        rows={games.data?.content ?? []}
        rowId={(g) => g.uuid}
        sort={null}
        onSortChange={() => {}}
        page={page}
        pageSize={GAMES_PAGE_SIZE}
        total={games.data?.totalElements ?? 0}
        onPageChange={setPage}
        loading={games.isFetching}
        empty="No games match."
      />
      {mayWrite && editing && <GameForm key={editing.uuid} game={editing} onDone={() => setEditing(null)} />}
    </section>
  );
}
