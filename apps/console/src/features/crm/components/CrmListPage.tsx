import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import type { CrmItems, CrmKind } from '../api/crm-kinds.ts';
import { itemsQuery } from '../api/get-items.ts';
import { describeSchedule, describeTargeting } from '../model/describe.ts';
import { DeleteButton } from './DeleteButton.tsx';
import { EventCounts } from './EventCounts.tsx';

/** What the list of one kind needs: its words, each row's name and details, and its form. */
export interface CrmListProps<K extends CrmKind> {
  kind: K;
  /** The plural ('Popups'), the singular for buttons ('popup'). */
  title: string;
  noun: string;
  intro: string;
  nameOf(item: CrmItems[K]): string;
  detailOf(item: CrmItems[K]): string;
  /** The form for a new item (null) or an existing one; `onDone` closes it with what to say. */
  form(item: CrmItems[K] | null, onDone: (message: string | null) => void): ReactNode;
}

/**
 * Every popup, card or message of one kind: who it targets, its schedule, its counts, and the form
 * to make a new one or change one.
 */
export function CrmListPage<K extends CrmKind>(props: CrmListProps<K>) {
  const { kind, title, noun, intro, nameOf, detailOf } = props;
  const list = useQuery(itemsQuery(kind));
  const [editing, setEditing] = useState<CrmItems[K] | 'new' | null>(null);
  const [said, setSaid] = useState('');
  const columns = useMemo(() => {
    const col = columnsOf<CrmItems[K]>();
    return col.columns([
      col.display({
        id: 'name',
        header: 'Name',
        cell: ({ row: { original: m } }) => (
          <span>
            <span className="block font-medium">{nameOf(m)}</span>
            <span className="block text-slate-600 text-sm">{detailOf(m)}</span>
          </span>
        ),
      }),
      col.display({
        id: 'targeting',
        header: 'Targeting',
        cell: (c) => describeTargeting(c.row.original.targeting),
      }),
      col.display({ id: 'schedule', header: 'Schedule', cell: (c) => describeSchedule(c.row.original) }),
      col.display({
        id: 'counts',
        header: 'Counts',
        cell: (c) => <EventCounts id={c.row.original.id} name={nameOf(c.row.original)} />,
      }),
      col.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: m } }) => (
          <span className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(m)} aria-label={`Edit ${nameOf(m)}`}>
              Edit
            </Button>
            <DeleteButton kind={kind} id={m.id} name={nameOf(m)} />
          </span>
        ),
      }),
    ]);
  }, [kind, nameOf, detailOf]);
  const rows = list.data ?? [];
  const done = (message: string | null) => {
    setEditing(null);
    if (message) setSaid(message);
  };
  return (
    <section aria-labelledby={`crm-${kind}-title`} className="flex flex-col gap-4">
      <h2 id={`crm-${kind}-title`} className="font-bold text-xl">
        {title}
      </h2>
      <p className="text-slate-700">{intro}</p>
      <p role="status" className="min-h-6 text-green-900">
        {said}
      </p>
      {editing === null ? (
        <div>
          <Button onClick={() => setEditing('new')}>New {noun}</Button>
        </div>
      ) : (
        // A new key for each item: the form starts from that item's values.
        <div key={editing === 'new' ? 'new' : editing.id}>
          {props.form(editing === 'new' ? null : editing, done)}
        </div>
      )}
      {list.isError ? (
        <p role="alert" className="text-red-800">
          The {title.toLowerCase()} could not be loaded. {list.error.message}
        </p>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={rows}
          rowId={(m) => m.id}
          sort={null}
          onSortChange={() => undefined}
          page={0}
          pageSize={Math.max(rows.length, 1)}
          total={rows.length}
          onPageChange={() => undefined}
          loading={list.isFetching}
          empty={`No ${title.toLowerCase()} yet.`}
        />
      )}
    </section>
  );
}
