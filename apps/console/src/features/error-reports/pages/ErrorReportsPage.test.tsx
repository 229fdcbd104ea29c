import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/endpoint-stub.ts';
import { ADMIN, renderConsole } from '../../../test/render.tsx';

const report = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  receivedAt: new Date(Date.UTC(2026, 10, 27, 10, 0, 60 - i)).toISOString(),
  kind: 'TypeError',
  message: `boom ${i}`,
  stack: i === 1 ? 'at renderCashier (/assets/cashier.js:42:7)\nat outer (/assets/index.js:10:2)' : null,
  release: 'croupier@1',
  page: '/deposit',
  playerUuid: null,
  reportedUser: null,
});

describe('error reports', () => {
  it('pages through the reports and opens one to its stack and page', async () => {
    const user = userEvent.setup();
    stubApi({ operatorErrorReports: () => Array.from({ length: 25 }, (_, i) => report(i + 1)) });
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
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText(/Rows 21–25 of 25/)).toBeInTheDocument();
  });
});
