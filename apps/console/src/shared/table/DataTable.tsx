import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';

/** What the console's tables use of TanStack Table: sorting and paging, both done by the server. */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
type Features = typeof dataTableFeatures;

/** The column helper of a table of `T` rows: `columnsOf<Player>().accessor('email', { header: 'E-mail' })`. */
export const columnsOf = <T extends RowData>() => createColumnHelper<Features, T>();

// biome-ignore lint/suspicious/noExplicitAny: a table's columns carry values of every type.
export type DataTableColumns<T extends RowData> = ColumnDef<Features, T, any>[];

/** One sort: the column's id and its direction. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<T extends RowData> {
  /** The table's name: its caption, and the name of its page navigation. */
  caption: string;
  columns: DataTableColumns<T>;
  /** The rows of the current page, as the server answered them. */
  rows: T[];
  rowId(row: T): string;
  /** The server's sort; a column sorts only when its definition says `enableSorting: true`. */
  sort: DataTableSort | null;
  onSortChange(sort: DataTableSort | null): void;
  /** The page shown, from 0, its size and how many rows the server has in all. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  /** A page is loading: the rows shown are the previous ones. */
  loading?: boolean;
  empty?: ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const resolve = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;

/**
 * A table whose sorting and paging are the server's (TanStack Table in manual mode): a sortable
 * column's header is a button that asks for the next order (`aria-sort` says the current one), and
 * the page navigation below asks for the previous or next page. The owner keeps the sort and page
 * (in its query's key) and hands back the rows of the page.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { caption, columns, rows, sort, page, pageSize, total, loading = false } = props;
  const sorting: SortingState = sort ? [sort] : [];
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => props.rowId(row),
    manualSorting: true,
    manualPagination: true,
    enableSorting: false,
    enableMultiSort: false,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: page, pageSize } },
    onSortingChange: (updater) => props.onSortChange(resolve(updater, sorting)[0] ?? null),
    onPaginationChange: (updater) =>
      props.onPageChange(resolve(updater, { pageIndex: page, pageSize }).pageIndex),
  });
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);

  return (
    <div>
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full border-collapse text-left text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-slate-800">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted();
                  const canSort = header.column.columnDef.enableSorting === true;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                      className="px-3 py-2 font-semibold"
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={() => header.column.toggleSorting(direction === 'asc')}
                          className="inline-flex items-center gap-1 rounded focus-visible:outline-2 focus-visible:outline-blue-700"
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">
                            {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
                  {loading ? 'Loading…' : (props.empty ?? 'Nothing to show.')}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-slate-200 border-t">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label={`${caption} pages`} className="mt-3 flex items-center justify-between gap-4 text-sm">
        <p aria-live="polite" className="text-slate-700">
          {total === 0 ? 'No rows' : `Rows ${first}–${last} of ${total}`} · Page {page + 1} of {pageCount}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={page === 0} onClick={() => table.previousPage()}>
            Previous page
          </Button>
          <Button variant="secondary" disabled={page + 1 >= pageCount} onClick={() => table.nextPage()}>
            Next page
          </Button>
        </div>
      </nav>
    </div>
  );
}
