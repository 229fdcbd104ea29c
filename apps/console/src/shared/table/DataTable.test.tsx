import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { columnsOf, DataTable, type DataTableSort } from './DataTable.tsx';

interface Player {
  uuid: string;
  email: string;
  country: string;
}

const col = columnsOf<Player>();
const columns = col.columns([
  col.accessor('email', { header: 'E-mail', enableSorting: true }),
  col.accessor('country', { header: 'Country' }),
]);

const ALL: Player[] = Array.from({ length: 45 }, (_, i) => ({
  uuid: `p-${i}`,
  email: `player${String(i).padStart(2, '0')}@example.com`,
  country: i % 2 ? 'MT' : 'DE',
}));

/** A stand-in for the server: sorts and pages what the table asks for, and records each request. */
function ServerTable({ onRequest }: { onRequest(sort: DataTableSort | null, page: number): void }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(0);
  const sorted = sort ? [...ALL].sort((a, b) => a.email.localeCompare(b.email) * (sort.desc ? -1 : 1)) : ALL;
  return (
    <DataTable
      caption="Players"
      columns={columns}
      rows={sorted.slice(page * 20, page * 20 + 20)}
      rowId={(p) => p.uuid}
      sort={sort}
      onSortChange={(next) => {
        onRequest(next, 0);
        setSort(next);
        setPage(0);
      }}
      page={page}
      pageSize={20}
      total={ALL.length}
      onPageChange={(next) => {
        onRequest(sort, next);
        setPage(next);
      }}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Players' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('shows the rows it is given under their column headers', () => {
    render(<ServerTable onRequest={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Country' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(within(bodyRows()[0]!).getByRole('cell', { name: 'player00@example.com' })).toBeInTheDocument();
  });

  it('asks the server for a sort from a sortable header, and says the order', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn();
    render(<ServerTable onRequest={onRequest} />);
    const header = screen.getByRole('columnheader', { name: /E-mail/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    // Only a column that allows it sorts: a plain header has no button.
    expect(within(screen.getByRole('columnheader', { name: 'Country' })).queryByRole('button')).toBeNull();

    await user.click(within(header).getByRole('button', { name: /E-mail/ }));
    expect(onRequest).toHaveBeenLastCalledWith({ id: 'email', desc: false }, 0);
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header).getByRole('button', { name: /E-mail/ }));
    expect(onRequest).toHaveBeenLastCalledWith({ id: 'email', desc: true }, 0);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]!).getByRole('cell', { name: 'player44@example.com' })).toBeInTheDocument();
  });

  it('pages through the server from its page navigation', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn();
    render(<ServerTable onRequest={onRequest} />);
    const pages = screen.getByRole('navigation', { name: 'Players pages' });
    const previous = within(pages).getByRole('button', { name: 'Previous page' });
    const next = within(pages).getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    expect(pages).toHaveTextContent('Rows 1–20 of 45 · Page 1 of 3');

    await user.click(next);
    await user.click(next);
    expect(onRequest).toHaveBeenLastCalledWith(null, 2);
    expect(pages).toHaveTextContent('Rows 41–45 of 45 · Page 3 of 3');
    expect(bodyRows()).toHaveLength(5);
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(onRequest).toHaveBeenLastCalledWith(null, 1);
  });

  it('says when there is nothing to show', () => {
    render(
      <DataTable
        caption="Withdrawals"
        columns={columns}
        rows={[]}
        rowId={(p) => p.uuid}
        sort={null}
        onSortChange={() => {}}
        page={0}
        pageSize={20}
        total={0}
        onPageChange={() => {}}
        empty="No withdrawal waits for approval."
      />,
    );
    expect(screen.getByRole('cell', { name: 'No withdrawal waits for approval.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
