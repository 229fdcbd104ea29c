import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/endpoint-stub.ts';
import { pageFor } from '../../../test/page-stub.ts';
import { ADMIN, renderConsole } from '../../../test/render.tsx';

const report = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  receivedAt: new Date(Date.UTC(2026, 10, 27, 10, 0, 60 - i)).toISOString(),
  kind: 'TypeError',
  message: `boom ${i}`,
  stack: i === 1 ? 'at renderCashier (/assets/cashier.js:42:7)\nat outer (/assets/index.js:10:2)' : null,
  release: 'croupier@1',
  page: i % 5 === 0 ? '/cashier' : '/deposit',
  playerUuid: null,
  reportedUser: null,
});
const REPORTS = Array.from({ length: 25 }, (_, i) => report(i + 1));

describe('error reports', () => {
  it('pages through the reports the platform answers and opens one to its stack and page', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ operatorErrorReports: (call) => pageFor(REPORTS, call) });
    renderConsole('/error-reports', ADMIN);
    const table = await screen.findByRole('table', { name: 'Error reports' });
    const first = await within(table).findByRole('row', { name: /boom 1\b/ });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const details = within(first).getByText('Details');
    expect(within(first).getByText(/renderCashier/)).not.toBeVisible();
    await user.click(details);
    expect(within(first).getByText(/renderCashier/)).toBeVisible();
    expect(within(first).getByText('croupier@1')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(/Rows 21–25 of 25/)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(calls.map((c) => c.query.toString())).toEqual(['page=0&size=20', 'page=1&size=20']);
  });

  it('asks the platform for the text and the days typed, from the first page', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      operatorErrorReports: (call) => {
        const q = call.query.get('q') ?? '';
        return pageFor(
          REPORTS.filter((r) => `${r.message} ${r.page}`.includes(q)),
          call,
        );
      },
    });
    renderConsole('/error-reports', ADMIN);
    const table = await screen.findByRole('table', { name: 'Error reports' });
    await within(table).findByRole('row', { name: /boom 1\b/ });
    await user.type(screen.getByRole('searchbox', { name: 'Message or page contains' }), 'cashier');
    expect(await screen.findByText(/Rows 1–5 of 5/)).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('q')).toBe('cashier');
    expect(calls.at(-1)?.query.get('page')).toBe('0');

    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-20');
    await user.type(screen.getByLabelText('To (UTC day)'), '2026-11-27');
    await screen.findByText(/Rows 1–5 of 5/);
    const last = calls.at(-1)?.query;
    expect(last?.get('from')).toBe('2026-11-20T00:00:00.000Z');
    // The last day is included: up to the next midnight.
    expect(last?.get('to')).toBe('2026-11-28T00:00:00.000Z');
  });

  it('does not ask for a period whose last day is before its first, and says why', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ operatorErrorReports: (call) => pageFor(REPORTS, call) });
    renderConsole('/error-reports', ADMIN);
    await screen.findByRole('table', { name: 'Error reports' });
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-27');
    const asked = calls.length;
    await user.type(screen.getByLabelText('To (UTC day)'), '2026-11-20');
    expect(screen.getByLabelText('To (UTC day)')).toHaveAccessibleDescription(
      'The last day is before the first.',
    );
    expect(calls.filter((c) => c.query.get('to')).length).toBe(0);
    expect(calls.length).toBe(asked);
  });
});
