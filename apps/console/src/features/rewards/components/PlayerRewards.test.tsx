import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type StubCall, stubApi } from '../../../test/api-stub.ts';
import { pageFor } from '../../../test/page-stub.ts';
import { renderConsole } from '../../../test/render.tsx';
import { MARKETING, PROMO, TEMPLATE } from '../test-data.ts';

const PLAYER = '7d0c3c6e-1111-4222-8333-944445555666';
const REWARD = {
  rewardUUID: 'BONUS-0b8c2d4e-2222-4333-8444-955556666777',
  status: 'PENDING',
  data: { templateUUID: TEMPLATE.templateUUID },
  wageringRequirement: 50,
  wagered: 0,
  grantedAmount: { amount: 10, currency: 'USD' },
  granted: null,
  currency: 'USD',
  balance: { amount: 0, currency: 'USD' },
  gameSlug: null,
  gameName: null,
  freeSpins: null,
  grantedAt: '2026-11-27T10:00:00Z',
  activatedAt: null,
  expiresAt: '2026-12-04T10:00:00Z',
};

describe("a player's rewards", () => {
  it('finds them by a well-formed player id and cancels a pending one with a reason', async () => {
    const user = userEvent.setup();
    let status = 'PENDING';
    const calls = stubApi({
      'GET /api/operator/reward-templates': () => [TEMPLATE],
      'GET /api/operator/promo-codes': (call: StubCall) => pageFor([PROMO], call),
      'GET /api/operator/players/:uuid/rewards': () => ({ content: [{ ...REWARD, status }], total: 1 }),
      'POST /api/operator/players/:uuid/rewards/:id/cancel': () => {
        status = 'CANCELLED';
        return { ...REWARD, status };
      },
    });
    renderConsole('/rewards', MARKETING);
    const field = await screen.findByLabelText('Player id');
    await user.type(field, 'someone');
    await user.click(screen.getByRole('button', { name: 'Show rewards' }));
    expect(field).toHaveAccessibleDescription(/Enter a player id/);
    expect(calls.some((c) => c.path.includes('/players/'))).toBe(false);

    await user.clear(field);
    await user.type(field, PLAYER);
    await user.click(screen.getByRole('button', { name: 'Show rewards' }));
    const table = await screen.findByRole('table', { name: `Rewards of ${PLAYER}` });
    const row = await within(table).findByRole('row', { name: /Welcome 10/ });
    expect(row).toHaveTextContent('Waiting to be claimed');
    expect(row).toHaveTextContent('0.00 of 50.00 USD');

    await user.click(within(row).getByRole('button', { name: 'Cancel Welcome 10…' }));
    const form = within(row).getByRole('form', { name: 'Cancel Welcome 10' });
    await user.click(within(form).getByRole('button', { name: 'Cancel the reward' }));
    expect(within(form).getByLabelText('Why it is cancelled')).toHaveAccessibleDescription(
      'Say why, in a few words.',
    );
    await user.type(within(form).getByLabelText('Why it is cancelled'), 'Granted by mistake');
    await user.click(within(form).getByRole('button', { name: 'Cancel the reward' }));
    expect(await within(table).findByText('Cancelled')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/operator/players/${PLAYER}/rewards/${REWARD.rewardUUID}/cancel`,
      body: { reason: 'Granted by mistake' },
    });
  });
});
