import type { DailyReportRow } from '@croupier/contract/reports';
import { Chart } from '../../../shared/chart/Chart.tsx';
import { chartValue } from '../model/amounts.ts';

const day = (row: DailyReportRow) => row.day;
const money = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 });

/** GGR and NGR per day, and deposits against withdrawals per day, in the report's currency. */
export function ReportCharts({ days, currency }: { days: readonly DailyReportRow[]; currency: string }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Chart
        title={`GGR and NGR per day (${currency})`}
        kind="line"
        data={days}
        category={day}
        categoryLabel="Day"
        formatValue={money}
        series={[
          { key: 'ggr', label: 'GGR', value: (row) => chartValue(row.ggr) },
          { key: 'ngr', label: 'NGR', value: (row) => chartValue(row.ngr) },
        ]}
      />
      <Chart
        title={`Deposits and withdrawals per day (${currency})`}
        data={days}
        category={day}
        categoryLabel="Day"
        formatValue={money}
        series={[
          { key: 'deposits', label: 'Deposits', value: (row) => chartValue(row.depositAmount) },
          { key: 'withdrawals', label: 'Withdrawals', value: (row) => chartValue(row.withdrawalAmount) },
        ]}
      />
    </div>
  );
}
