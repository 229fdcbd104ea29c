import type { DailyFigures, DailyReport, TopGames } from '@croupier/contract/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINANCE, renderConsole } from '../../../test/render.tsx';

const figures = (over: Partial<DailyFigures> = {}): DailyFigures => ({
  currency: 'EUR',
  registrations: 3,
  firstDepositCount: 2,
  firstDepositAmount: '75.00',
  depositCount: 3,
  depositAmount: '105.00',
  withdrawalCount: 1,
  withdrawalAmount: '20.00',
  withdrawalPaid: '20.00',
  stakes: '1240.00',
  wins: '16.00',
  ggr: '1224.00',
  bonusCost: '8.00',
  ngr: '1216.00',
  activePlayers: 2,
  ...over,
});

const usd = { currency: 'USD', stakes: '0.00', ggr: '0.00', ngr: '0.00' };
const REPORT: DailyReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  days: [
    { day: '2026-11-01', ...figures(usd) },
    {
      day: '2026-11-01',
      ...figures({ stakes: '10.00', wins: '4.00', ggr: '6.00', bonusCost: '0.00', ngr: '6.00' }),
    },
    { day: '2026-11-02', ...figures(usd) },
    {
      day: '2026-11-02',
      ...figures({ ggr: '18.00', bonusCost: '8.00', ngr: '-3.50', depositAmount: '55.00' }),
    },
  ],
  // The brand's default currency first.
  totals: [figures(usd), figures()],
};

const TOP: TopGames = {
  from: '2026-11-01',
  to: '2026-11-02',
  currency: 'EUR',
  games: [
    { gameSlug: 'dragon-gold', stakes: '30.00', wins: '12.00', ggr: '18.00', rounds: 1, players: 1 },
    { gameSlug: 'lucky-sevens', stakes: '10.00', wins: '4.00', ggr: '6.00', rounds: 2, players: 1 },
  ],
};

const FUNNEL = { visitors: 40, registered: 3, firstDeposit: 2, conversion: 2 / 3 };

/** The platform's answers by path; every request the page made, as URLs. */
let requests: URL[];
let answers: Record<string, () => Response>;

beforeEach(() => {
  requests = [];
  answers = {
    '/api/operator/reports/daily': () => Response.json(REPORT),
    '/api/operator/reports/top-games': () => Response.json(TOP),
    '/api/operator/analytics/funnel': () => Response.json(FUNNEL),
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    requests.push(url);
    return answers[url.pathname]?.() ?? Response.json({ error: 'error.not.found' }, { status: 404 });
  });
});
afterEach(() => vi.restoreAllMocks());

const asked = (path: string) => requests.filter((r) => r.pathname === path).map((r) => r.search);

describe('the reports page', () => {
  it('shows the period of the address: totals, charts, the daily table, top games and the funnel', async () => {
    renderConsole('/reports?from=2026-11-01&to=2026-11-02&currency=EUR', FINANCE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();

    const summary = await screen.findByLabelText('Period totals (EUR)');
    expect(within(summary).getByText('NGR').nextSibling).toHaveTextContent('1,216.00');

    expect(screen.getByRole('figure', { name: 'GGR and NGR per day (EUR)' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^Deposits and withdrawals per day \(EUR\): Bar chart of Deposits, Withdrawals/,
      }),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Figures per day (EUR)' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first; amounts as the platform gave them, negative NGR with a minus sign.
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('2026-11-02');
    expect(within(rows[0]!).getByRole('cell', { name: '−3.50' })).toBeInTheDocument();
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/, ''));
    const cellOf = (row: HTMLElement, column: string) =>
      within(row).getAllByRole('cell')[header.indexOf(column)];
    expect(cellOf(rows[1]!, 'Stakes')).toHaveTextContent('10.00');
    expect(cellOf(rows[1]!, 'GGR')).toHaveTextContent('6.00');
    expect(cellOf(rows[0]!, 'Deposit amount')).toHaveTextContent('55.00');
    // Only the currency chosen: one row per day.
    expect(rows).toHaveLength(2);

    const games = await screen.findByRole('table', { name: 'Top games by GGR (EUR)' });
    expect(
      within(games)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild?.textContent),
    ).toEqual(['dragon-gold', 'lucky-sevens']);

    const funnel = await screen.findByLabelText('Funnel figures');
    expect(within(funnel).getByText('Conversion').nextSibling).toHaveTextContent('66.7 %');

    expect(asked('/api/operator/reports/daily')).toEqual(['?from=2026-11-01&to=2026-11-02']);
    expect(asked('/api/operator/reports/top-games')).toEqual([
      '?from=2026-11-01&to=2026-11-02&currency=EUR&limit=10',
    ]);
    expect(asked('/api/operator/analytics/funnel')).toEqual([
      '?from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-03T00%3A00%3A00.000Z',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/operator/reports/daily.csv?from=2026-11-01&to=2026-11-02&currency=EUR',
    );
  });

  it('checks the period before asking, then asks for the one chosen', async () => {
    const user = userEvent.setup();
    renderConsole('/reports?from=2026-11-01&to=2026-11-02&currency=EUR', FINANCE);
    const form = await screen.findByRole('form', { name: 'Report period' });
    const first = within(form).getByLabelText('First day');
    await user.clear(first);
    await user.type(first, '2026-11-05');
    await user.click(within(form).getByRole('button', { name: 'Show report' }));
    expect(first).toHaveAccessibleDescription('The first day must not be after the last.');
    expect(asked('/api/operator/reports/daily')).toHaveLength(1);

    await user.clear(first);
    await user.type(first, '2026-10-20');
    await user.selectOptions(within(form).getByLabelText('Currency'), 'USD');
    await user.click(within(form).getByRole('button', { name: 'Show report' }));
    await screen.findByRole('table', { name: 'Figures per day (USD)' });
    expect(asked('/api/operator/reports/daily').at(-1)).toBe('?from=2026-10-20&to=2026-11-02');
    expect(asked('/api/operator/reports/top-games').at(-1)).toBe(
      '?from=2026-10-20&to=2026-11-02&currency=USD&limit=10',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/operator/reports/daily.csv?from=2026-10-20&to=2026-11-02&currency=USD',
    );
  });

  it("takes the brand's default currency when the address names none", async () => {
    renderConsole('/reports', FINANCE);
    await screen.findByRole('table', { name: 'Figures per day (USD)' });
    const [daily] = asked('/api/operator/reports/daily');
    expect(new URLSearchParams(daily).get('to')).toBe(new Date().toISOString().slice(0, 10));
    await screen.findByRole('table', { name: 'Top games by GGR (USD)' });
    expect(new URLSearchParams(asked('/api/operator/reports/top-games')[0]).get('currency')).toBe('USD');
  });

  it("says so when the platform refuses the operator's role", async () => {
    answers['/api/operator/reports/daily'] = () =>
      Response.json(
        { error: 'error.operator.role', message: 'Your role may not make this call.' },
        { status: 403 },
      );
    renderConsole('/reports?from=2026-11-01&to=2026-11-02&currency=EUR', FINANCE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the daily report: Your role may not make this call.',
    );
  });
});
