import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/endpoint-stub.ts';
import { pageFor } from '../../../test/page-stub.ts';
import { ADMIN, FINANCE, renderConsole } from '../../../test/render.tsx';
import { campaign } from '../test-data.ts';

const LIST = [
  campaign(),
  campaign({
    campaignUUID: '0a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e',
    name: 'Spring wagering',
    state: 'ACTIVE',
    trigger: 'wager',
  }),
];
const player = (i: number) => ({
  playerUUID: `7d0c3c6e-1111-4222-8333-9444455556${String(i).padStart(2, '0')}`,
  status: i === 0 ? 'TRIGGERED' : 'OPT_IN',
  level: i === 0 ? 1 : 0,
  wageredMinor: '0',
  joinedAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

describe('the campaigns section', () => {
  it('lists the campaigns with their states and filters them by state', async () => {
    const user = userEvent.setup();
    stubApi({ listCampaigns: () => LIST });
    renderConsole('/campaigns', { ...ADMIN, roles: ['marketing'] });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(
      await within(table).findByRole('row', { name: /Friday deposit Draft Each deposit/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Spring wagering Active Wagering/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    expect(within(table).queryByRole('row', { name: /Friday deposit/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Spring wagering' })).toHaveAttribute(
      'href',
      `/campaigns/${LIST[1]?.campaignUUID}`,
    );
  });

  it("shows a campaign's players with their status, a page at a time from the platform", async () => {
    const user = userEvent.setup();
    const players = Array.from({ length: 25 }, (_, i) => player(i));
    const calls = stubApi({
      listRewardTemplates: () => [],
      getCampaign: () => campaign({ state: 'ACTIVE' }),
      listCampaignPlayers: (call) => {
        const status = call.query.get('status');
        return pageFor(status ? players.filter((p) => p.status === status) : players, call);
      },
    });
    renderConsole(`/campaigns/${campaign().campaignUUID}`, ADMIN);
    const table = await screen.findByRole('table', { name: 'Players in the campaign' });
    expect(await within(table).findByRole('row', { name: /Rewarded, levels left/ })).toBeInTheDocument();
    expect(screen.getByText(/Rows 1–20 of 25/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(/Rows 21–25 of 25/)).toBeInTheDocument();
    expect(within(table).queryByText('Rewarded, levels left')).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.id === 'listCampaignPlayers').map((c) => c.query.toString());
    expect(asked).toEqual(['page=0&size=20', 'page=1&size=20']);

    // The status filter asks the platform for that status, from the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rewarded, levels left');
    expect(await screen.findByText(/Rows 1–1 of 1/)).toBeInTheDocument();
    expect(calls.at(-1)?.query.toString()).toBe('page=0&size=20&status=TRIGGERED');
  });

  it('shows what runs when on a month calendar', async () => {
    const user = userEvent.setup();
    stubApi({ listCampaigns: () => LIST });
    renderConsole('/campaigns/calendar', ADMIN);
    await screen.findByRole('heading', { name: 'Campaign calendar' });
    // Move to November 2026, whatever month it is now.
    const now = new Date();
    const monthsAfter = now.getUTCFullYear() * 12 + now.getUTCMonth() - (2026 * 12 + 10);
    for (let i = 0; i < Math.abs(monthsAfter); i++)
      await user.click(
        screen.getByRole('button', { name: monthsAfter > 0 ? 'Previous month' : 'Next month' }),
      );
    const table = screen.getByRole('table', { name: 'Campaigns in November 2026' });
    expect(
      await within(table).findByRole('link', { name: 'Friday deposit (Draft, 2026-11-20)' }),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /Friday deposit \(Draft, 2026-11-19\)/ })).toBeNull();
  });

  it('is not in the navigation of an operator whose roles open none of its calls', async () => {
    stubApi({
      withdrawalReviews: () => ({ content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 }),
    });
    renderConsole('/withdrawals', FINANCE);
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).queryByRole('link', { name: 'Campaigns' })).not.toBeInTheDocument();
  });
});
