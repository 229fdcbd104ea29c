import type { DailyReportRow } from '@croupier/contract/reports';
import { useState } from 'react';
import { columnsOf, DataTable, type DataTableSort } from '../../../shared/table/DataTable.tsx';
import { formatAmount } from '../model/amounts.ts';

const PAGE_SIZE = 31;
const col = columnsOf<DailyReportRow>();
const amount = (key: keyof DailyReportRow, header: string) =>
  col.accessor(key, { header, cell: (c) => formatAmount(String(c.getValue())) });

const columns = col.columns([
  col.accessor('day', { header: 'Day', enableSorting: true }),
  col.accessor('registrations', { header: 'Registrations' }),
  col.accessor('firstDepositCount', { header: 'First deposits' }),
  amount('firstDepositAmount', 'First deposit amount'),
  col.accessor('depositCount', { header: 'Deposits' }),
  amount('depositAmount', 'Deposit amount'),
  col.accessor('withdrawalCount', { header: 'Withdrawals' }),
  amount('withdrawalAmount', 'Withdrawal amount'),
  amount('withdrawalPaid', 'Paid out'),
  amount('stakes', 'Stakes'),
  amount('wins', 'Wins'),
  amount('ggr', 'GGR'),
  amount('bonusCost', 'Bonus cost'),
  amount('ngr', 'NGR'),
  col.accessor('activePlayers', { header: 'Active players' }),
]);

/** The report's days, newest first unless the operator sorts by day the other way; a month per page. */
export function DailyTable({ days, currency }: { days: readonly DailyReportRow[]; currency: string }) {
  const [sort, setSort] = useState<DataTableSort | null>({ id: 'day', desc: true });
  const [page, setPage] = useState(0);
  const ordered = sort?.desc === false ? [...days] : [...days].reverse();
  return (
    <DataTable
      caption={`Figures per day (${currency})`}
      columns={columns}
      rows={ordered.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
      rowId={(row) => `${row.day}-${row.currency}`}
      sort={sort}
      onSortChange={(next) => {
        setSort(next ?? { id: 'day', desc: true });
        setPage(0);
      }}
      page={page}
      pageSize={PAGE_SIZE}
      total={days.length}
      onPageChange={setPage}
    />
  );
}
