import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/endpoint-stub.ts';
import { ADMIN, renderConsole } from '../../../test/render.tsx';

const entry = (id: number) => ({
  id,
  at: '2026-11-27T10:00:00.000Z',
  actorKind: 'operator',
  actorId: 'a1',
  actorName: 'ada@croupier.test',
  roles: ['admin'],
  ip: '203.0.113.7',
  event: id === 1 ? 'createOperator' : 'updateOperator',
  method: id === 1 ? 'POST' : 'PUT',
  target: id === 1 ? {} : { operatorId: 'op-42' },
  body: id === 1 ? { email: 'fin@croupier.test' } : { roles: ['finance', 'support'] },
  status: 200,
  before: id === 1 ? null : { id: 'op-42', roles: ['finance'] },
  after:
    id === 1 ? { id: 'op-7', email: 'fin@croupier.test' } : { id: 'op-42', roles: ['finance', 'support'] },
});

describe('the audit log', () => {
  it('pages on the server and sends the filters', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      operatorAuditLog: ({ query }) => {
        const page = Number(query.get('page'));
        return {
          content: page === 0 ? [entry(1), entry(2)] : [entry(51)],
          page,
          size: 50,
          totalElements: 51,
          totalPages: 2,
        };
      },
    });
    renderConsole('/audit', ADMIN);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByRole('cell', { name: 'createOperator (POST)' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'operatorId: op-42' })).toBeInTheDocument();
    expect(screen.getByText(/Rows 1–50 of 51/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(/Rows 51–51 of 51/)).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('page')).toBe('1');

    const filters = screen.getByRole('form', { name: 'Filters' });
    await user.type(within(filters).getByLabelText('Operator (e-mail, key name or id)'), 'ada@croupier.test');
    await user.type(within(filters).getByLabelText('Call (such as createOperator)'), 'updateOperator');
    await user.type(within(filters).getByLabelText("Target (such as a player's uuid)"), 'op-42');
    await user.type(within(filters).getByLabelText('From (UTC)'), '2026-11-27T09:00');
    await user.type(within(filters).getByLabelText('To (UTC)'), '2026-11-27T11:30');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await screen.findByText(/Page 1 of 2/);
    const query = calls.at(-1)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      actor: 'ada@croupier.test',
      event: 'updateOperator',
      target: 'op-42',
      from: '2026-11-27T09:00:00.000Z',
      to: '2026-11-27T11:30:00.000Z',
      page: '0',
      size: '50',
    });
  });

  it('refuses a time range that ends before it starts, on the field', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      operatorAuditLog: () => ({ content: [], page: 0, size: 50, totalElements: 0, totalPages: 0 }),
    });
    renderConsole('/audit', ADMIN);
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'Filters' });
    await user.type(within(filters).getByLabelText('From (UTC)'), '2026-11-27T12:00');
    await user.type(within(filters).getByLabelText('To (UTC)'), '2026-11-27T11:00');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(within(filters).getByLabelText('To (UTC)')).toHaveAccessibleDescription(
      'The end comes before the start.',
    );
    expect(calls).toHaveLength(1);
  });

  it("opens an entry's details: its request, and its target before and after, as formatted JSON", async () => {
    const user = userEvent.setup();
    stubApi({
      operatorAuditLog: () => ({
        content: [entry(2), entry(1)],
        page: 0,
        size: 50,
        totalElements: 2,
        totalPages: 1,
      }),
    });
    renderConsole('/audit', ADMIN);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [update, create] = await within(table).findAllByRole('button', { name: /^Details of / });
    if (!update || !create) throw new Error('a Details button per row');
    expect(update).toHaveAccessibleName(/^Details of updateOperator at /);
    expect(update).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Before')).not.toBeInTheDocument();

    await user.click(update);
    expect(update).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: update.getAttribute('aria-label') ?? '' });
    expect(update).toHaveAttribute('aria-controls', panel.id);
    const terms = within(panel)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Request', 'Before', 'After']);
    const values = within(panel)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual([
      JSON.stringify({ roles: ['finance', 'support'] }, null, 2),
      JSON.stringify({ id: 'op-42', roles: ['finance'] }, null, 2),
      JSON.stringify({ id: 'op-42', roles: ['finance', 'support'] }, null, 2),
    ]);

    // A creation has no before.
    await user.click(create);
    const created = screen.getByRole('region', { name: /^Details of createOperator at / });
    expect(within(created).getAllByRole('definition')[1]).toHaveTextContent('—');

    await user.click(update);
    expect(update).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /^Details of updateOperator at / })).not.toBeInTheDocument();
  });
});
