import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render.tsx';
import { adjustment, on, operatorWith, page, stubApi, summary } from '../test-api.ts';
// The lazy screens, loaded before the first test so none waits for its modules.
import '../PlayersRoutes.tsx';
import './PlayersPage.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the players page', () => {
  it('searches on the server and links each player to their page', async () => {
    const user = userEvent.setup();
    const api = stubApi(
      on('GET', '/operator/players', ({ query }) => page(query.get('query') === 'ada@' ? [summary] : [])),
    );
    renderConsole('/players', operatorWith('support'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search players' }), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Players found' });
    const link = await within(table).findByRole('link', { name: 'Ada Lovelace' });
    expect(link).toHaveAttribute('href', `/players/${summary.uuid}`);
    expect(within(table).getByRole('cell', { name: 'ada@example.com' })).toBeInTheDocument();
    // Support does not decide adjustments: the queue is neither shown nor asked for.
    expect(
      screen.queryByRole('heading', { name: 'Adjustments waiting for approval' }),
    ).not.toBeInTheDocument();
    expect(api.calls('GET', '/operator/adjustments')).toHaveLength(0);
  });

  it('sends the query and the page it asks for', async () => {
    const user = userEvent.setup();
    const api = stubApi(on('GET', '/operator/players', page([summary])));
    renderConsole('/players?q=ada&page=0', operatorWith('support'));
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(api.calls('GET', '/operator/players').at(-1)?.query.get('query')).toBe('ada');
    expect(screen.getByRole('textbox', { name: 'Search players' })).toHaveValue('ada');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.calls('GET', '/operator/players').at(-1)?.query.get('page')).toBe('0');
  });
});

describe('adjustments waiting for approval', () => {
  it('a finance operator approves one after confirming', async () => {
    const user = userEvent.setup();
    const api = stubApi(
      on('GET', '/operator/players', page([])),
      on('GET', '/operator/adjustments', page([adjustment()])),
      on('POST', `/operator/adjustments/${adjustment().id}/approve`, {
        body: adjustment({ status: 'APPLIED', decidedBy: 'checker@croupier.test' }),
      }),
    );
    renderConsole('/players', operatorWith('finance'));
    const approve = await screen.findByRole('button', { name: 'Approve the credit of 150.00 USD' });
    await user.click(approve);
    const dialog = screen.getByRole('alertdialog', { name: 'Approve this adjustment?' });
    expect(dialog).toHaveTextContent('asked by maker@croupier.test');
    await user.click(within(dialog).getByRole('button', { name: 'Approve it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The credit of 150.00 USD was approved.');
    expect(api.calls('POST', `/operator/adjustments/${adjustment().id}/approve`)).toHaveLength(1);
  });

  it("shows the platform's refusal of the maker's own approval", async () => {
    const user = userEvent.setup();
    stubApi(
      on('GET', '/operator/players', page([])),
      on('GET', '/operator/adjustments', page([adjustment()])),
      on('POST', `/operator/adjustments/${adjustment().id}/approve`, {
        status: 403,
        body: {
          error: 'error.adjustment.self-approval',
          message: 'Another operator must approve an adjustment you asked for',
        },
      }),
    );
    renderConsole('/players', operatorWith('finance'));
    await user.click(await screen.findByRole('button', { name: 'Approve the credit of 150.00 USD' }));
    await user.click(screen.getByRole('button', { name: 'Approve it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another operator must approve an adjustment you asked for',
    );
  });

  it('declining asks for a reason', async () => {
    const user = userEvent.setup();
    const api = stubApi(
      on('GET', '/operator/players', page([])),
      on('GET', '/operator/adjustments', page([adjustment()])),
      on('POST', `/operator/adjustments/${adjustment().id}/decline`, {
        body: adjustment({ status: 'DECLINED', declineReason: 'No ticket' }),
      }),
    );
    renderConsole('/players', operatorWith('finance'));
    await user.click(await screen.findByRole('button', { name: 'Decline the credit of 150.00 USD' }));
    const confirm = screen.getByRole('button', { name: 'Decline it' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason for declining' }), 'No ticket');
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('was declined');
    expect(api.calls('POST', `/operator/adjustments/${adjustment().id}/decline`)[0]?.body).toEqual({
      reason: 'No ticket',
    });
  });
});
