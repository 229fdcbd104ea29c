import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Chart, type ChartProps } from './Chart.tsx';

interface Day {
  day: string;
  deposits: number;
  withdrawals: number;
}

const DAYS: Day[] = [
  { day: '2026-11-01', deposits: 1200, withdrawals: 300 },
  { day: '2026-11-02', deposits: 800, withdrawals: 950 },
  { day: '2026-11-03', deposits: 0, withdrawals: 120 },
];

const series = [
  { key: 'deposits', label: 'Deposits', value: (d: Day) => d.deposits },
  { key: 'withdrawals', label: 'Withdrawals', value: (d: Day) => d.withdrawals },
];

/** Deposits and withdrawals per day, as a report shows them. */
function PaymentsChart(props: Pick<ChartProps<Day>, 'kind' | 'formatValue'>) {
  return (
    <Chart
      title="Payments per day"
      data={DAYS}
      category={(d) => d.day}
      categoryLabel="Day"
      series={series}
      {...props}
    />
  );
}

describe('Chart', () => {
  it('names the figure and says what its picture shows', () => {
    render(<PaymentsChart />);
    const figure = screen.getByRole('figure', { name: 'Payments per day' });
    const picture = within(figure).getByRole('img', {
      name: /^Payments per day: Bar chart of Deposits, Withdrawals/,
    });
    expect(picture).toHaveAccessibleName(
      'Payments per day: Bar chart of Deposits, Withdrawals by day, 2026-11-01 to 2026-11-03.',
    );
    // One bar per day and series; the axis shows every day.
    expect(picture.querySelectorAll('rect.visx-bar')).toHaveLength(6);
    expect(within(picture).getByText('2026-11-02')).toBeInTheDocument();
    const legend = within(figure).getByRole('list', { name: 'Payments per day legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Deposits', 'Withdrawals']);
  });

  it('gives the exact figures in a table behind a disclosure', async () => {
    const user = userEvent.setup();
    render(<PaymentsChart kind="line" formatValue={(v) => `€${v.toFixed(2)}`} />);
    expect(
      screen.getByRole('img', { name: /Line chart/ }).querySelectorAll('path.visx-linepath'),
    ).toHaveLength(2);
    await user.click(screen.getByText('Show the figures'));
    const table = screen.getByRole('table', { name: 'Payments per day' });
    expect(within(table).getByRole('columnheader', { name: 'Withdrawals' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /2026-11-02/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€800.00', '€950.00']);
  });

  it('says so when there are no figures', () => {
    render(
      <Chart title="Top games" data={[]} category={(d: Day) => d.day} categoryLabel="Game" series={series} />,
    );
    expect(screen.getByText('No figures for this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
