import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { adjustment, operatorWith, page, summary } from '../test-api.ts';
// The lazy screens, loaded before the first test so none waits for its modules.
import '../PlayersRoutes.tsx';
import './PlayersPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const pending = adjustment();

describe('the players page', () => {
  it('searches on the server and links each player to their page', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      searchPlayers: ({ query }) => page(query.get('query') === 'ada@' ? [summary] : []),
    });
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
    expect(calls.filter((c) => c.id === 'listAdjustments')).toHaveLength(0);
  });

  it('sends the query and the page it asks for', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ searchPlayers: () => page([summary]) });
    renderConsole('/players?q=ada&page=0', operatorWith('support'));
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    const searches = () => calls.filter((c) => c.id === 'searchPlayers');
    expect(searches().at(-1)?.query.get('query')).toBe('ada');
    expect(screen.getByRole('textbox', { name: 'Search players' })).toHaveValue('ada');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searches().at(-1)?.query.get('page')).toBe('0');
  });
});

describe('adjustments waiting for approval', () => {
  it('a finance operator approves one after confirming', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      searchPlayers: () => page([]),
      listAdjustments: () => page([pending]),
      approveAdjustment: () => adjustment({ status: 'APPLIED', decidedBy: 'checker@croupier.test' }),
    });
    renderConsole('/players', operatorWith('finance'));
    await user.click(await screen.findByRole('button', { name: 'Approve the credit of 150.00 USD' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve this adjustment?' });
    expect(dialog).toHaveTextContent('asked by maker@croupier.test');
    await user.click(within(dialog).getByRole('button', { name: 'Approve it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The credit of 150.00 USD was approved.');
    expect(calls.filter((c) => c.id === 'approveAdjustment').map((c) => c.params)).toEqual([
      { adjustmentId: pending.id },
    ]);
  });

  it("shows the platform's refusal of the maker's own approval", async () => {
    const user = userEvent.setup();
    stubApi({
      searchPlayers: () => page([]),
      listAdjustments: () => page([pending]),
      approveAdjustment: () =>
        refusal(
          403,
          'error.adjustment.self-approval',
          'Another operator must approve an adjustment you asked for',
        ),
    });
    renderConsole('/players', operatorWith('finance'));
    await user.click(await screen.findByRole('button', { name: 'Approve the credit of 150.00 USD' }));
    await user.click(screen.getByRole('button', { name: 'Approve it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another operator must approve an adjustment you asked for',
    );
  });

  it('declining asks for a reason', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      searchPlayers: () => page([]),
      listAdjustments: () => page([pending]),
      declineAdjustment: () => adjustment({ status: 'DECLINED', declineReason: 'No ticket' }),
    });
    renderConsole('/players', operatorWith('finance'));
    await user.click(await screen.findByRole('button', { name: 'Decline the credit of 150.00 USD' }));
    const confirm = screen.getByRole('button', { name: 'Decline it' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason for declining' }), 'No ticket');
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('was declined');
    expect(calls.find((c) => c.id === 'declineAdjustment')?.body).toEqual({ reason: 'No ticket' });
  });
});
