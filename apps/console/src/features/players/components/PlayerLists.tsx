import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { DataTable } from '../../../shared/table/DataTable.tsx';
import { LIST_PAGE_SIZE, PLAYER_LISTS, type PlayerList, playerListQuery } from '../api/get-player-list.ts';
import { problem } from '../model.ts';
import { LIST_TABLES } from './list-columns.tsx';

const lists = Object.keys(PLAYER_LISTS) as PlayerList[];

function ListPanel({ uuid, list }: { uuid: string; list: PlayerList }) {
  const [page, setPage] = useState(0);
  const result = useQuery(playerListQuery(list, uuid, page));
  const table = LIST_TABLES[list];
  if (result.error) {
    return (
      <p role="alert" className="text-red-800">
        {problem(result.error)}
      </p>
    );
  }
  return (
    <DataTable
      caption={table.label}
      columns={table.columns}
      rows={(result.data?.content ?? []) as unknown[]}
      rowId={table.rowId}
      sort={null}
      onSortChange={() => {}}
      page={page}
      pageSize={LIST_PAGE_SIZE}
      total={result.data?.totalElements ?? 0}
      onPageChange={setPage}
      loading={result.isFetching}
    />
  );
}

/** A player's lists as tabs (arrow keys move between them); each list pages on the server. */
export function PlayerLists({ uuid }: { uuid: string }) {
  const [current, setCurrent] = useState<PlayerList>('ledger');
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = lists[(lists.indexOf(current) + step + lists.length) % lists.length] as PlayerList;
    setCurrent(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <section aria-label="Player history">
      <div
        role="tablist"
        aria-label="Player history"
        className="flex flex-wrap gap-1 border-slate-300 border-b"
        onKeyDown={onKey}
        tabIndex={-1}
      >
        {lists.map((list) => (
          <button
            key={list}
            id={`tab-${list}`}
            type="button"
            role="tab"
            aria-selected={current === list}
            aria-controls={`panel-${list}`}
            tabIndex={current === list ? 0 : -1}
            onClick={() => setCurrent(list)}
            className="rounded-t px-4 py-2 font-medium text-sm aria-selected:bg-blue-800 aria-selected:text-white"
          >
            {LIST_TABLES[list].label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`} className="pt-4">
        <ListPanel key={current} uuid={uuid} list={current} />
      </div>
    </section>
  );
}
