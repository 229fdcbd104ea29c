import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { ADMIN, renderConsole } from '../../test/render.tsx';

const REVIEW = {
  paymentId: '0b8c2d4e-2222-4333-8444-955556666777',
  playerUuid: '7d0c3c6e-1111-4222-8333-944445555666',
  amount: 1500,
  currency: 'USD',
  method: 'bank-transfer',
  reasons: ['amount'],
  status: 'WAITING',
  requestedAt: '2026-11-27T10:00:00Z',
  decidedAt: null,
  decidedBy: null,
  declineReason: null,
};
const page = (content: unknown[]) => ({
  content,
  page: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
});
const decided = (status: string, extra: Record<string, unknown> = {}) => ({
  ...REVIEW,
  status,
  decidedAt: '2026-11-27T10:05:00Z',
  decidedBy: 'ada@croupier.test',
  ...extra,
});

describe('the withdrawals queue', () => {
  it('lists what waits and approves one', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/operator/withdrawals/reviews': (c) =>
        page(c.query.get('status') === 'WAITING' ? [REVIEW] : []),
      'POST /api/operator/withdrawals/:id/approve': () => decided('APPROVED'),
    });
    renderConsole('/withdrawals', ADMIN);
    const table = await screen.findByRole('table', { name: 'Waiting withdrawals' });
    const row = await within(table).findByRole('row', { name: /\$1,500\.00/ });
    expect(within(row).getByText('Above the threshold')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Approve the withdrawal of 1500 USD' }));
    expect(await within(row).findByRole('status')).toHaveTextContent('Approved');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      `POST /api/operator/withdrawals/${REVIEW.paymentId}/approve`,
    );
  });

  it('declines with the reason the player reads, and says when someone decided first', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const calls = stubApi({
      'GET /api/operator/withdrawals/reviews': () => page([REVIEW]),
      'POST /api/operator/withdrawals/:id/decline': () =>
        ++tries === 1
          ? {
              status: 409,
              body: {
                error: 'error.payment.review-decided',
                message: 'This withdrawal was decided meanwhile',
              },
            }
          : decided('DECLINED', { declineReason: 'Verify your identity' }),
    });
    renderConsole('/withdrawals', ADMIN);
    const row = await screen.findByRole('row', { name: /\$1,500\.00/ });
    await user.click(within(row).getByRole('button', { name: 'Decline the withdrawal of 1500 USD…' }));
    const reason = within(row).getByLabelText('Reason the player reads');
    expect(reason).toHaveFocus();
    await user.type(reason, 'Verify your identity');
    await user.click(within(row).getByRole('button', { name: 'Decline the withdrawal of 1500 USD' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('This withdrawal was decided meanwhile');
    await user.click(within(row).getByRole('button', { name: 'Decline the withdrawal of 1500 USD' }));
    expect(await within(row).findByRole('status')).toHaveTextContent('Declined');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: 'Verify your identity' },
      { reason: 'Verify your identity' },
    ]);
  });

  it('shows who decided, when the status filter asks for decided ones', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/operator/withdrawals/reviews': (c) =>
        page(
          c.query.get('status') === 'DECLINED'
            ? [decided('DECLINED', { declineReason: 'Too many cards' })]
            : [],
        ),
    });
    renderConsole('/withdrawals', ADMIN);
    expect(await screen.findByText('No withdrawals here.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Declined');
    const table = await screen.findByRole('table', { name: 'Declined withdrawals' });
    expect(await within(table).findByText('Too many cards')).toBeInTheDocument();
    expect(within(table).getByText(/ada@croupier\.test/)).toBeInTheDocument();
  });
});

describe('the review thresholds', () => {
  it('shows the thresholds, and saves a new currency', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/operator/withdrawals/reviews': () => page([]),
      'GET /api/operator/withdrawals/review-rules': () => ({ thresholds: { USD: '1000.00' } }),
      'PUT /api/operator/withdrawals/review-rules': (c) => c.body,
    });
    renderConsole('/withdrawals', ADMIN);
    const form = await screen.findByRole('form', { name: 'Review thresholds' });
    expect(within(form).getByLabelText('Currency 1')).toHaveValue('USD');
    expect(within(form).getByLabelText('Above (USD)')).toHaveValue('1000.00');
    await user.click(within(form).getByRole('button', { name: 'Add a currency' }));
    await user.type(within(form).getByLabelText('Currency 2'), 'cad');
    await user.type(within(form).getByLabelText('Above (cad)'), '20.00');
    await user.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Thresholds saved.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      thresholds: { USD: '1000.00', CAD: '20.00' },
    });
  });
});
