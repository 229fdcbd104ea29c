import { OPERATOR_KEY_HEADER } from '@croupier/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestContext } from '../../../test/helper.ts';
import { get } from '../../../test/players.ts';
import { buildWalletTestApp, completeDeposit, walletPlayer } from '../../../test/wallet.ts';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
let t: TestContext;
let provider: Awaited<ReturnType<typeof buildWalletTestApp>>['provider'];
beforeAll(async () => {
  ({ t, provider } = await buildWalletTestApp({ env: { OPERATOR_TOKEN } }));
});
afterAll(() => t?.close());

it('the segment "deposited in the last 7 days" takes in a player for 7 days after a completed deposit', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/operator/crm/messages',
    headers: { [OPERATOR_KEY_HEADER]: OPERATOR_TOKEN },
    payload: {
      kind: 'notification',
      title: 'Thanks for your deposit',
      targeting: { audience: 'players', segment: 'deposited-last-7-days' },
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json() as { id: string };
  const depositor = await walletPlayer(t);
  const other = await walletPlayer(t);
  const sees = async (p: { token: string }) =>
    (
      (await get(t, '/notifications', { token: p.token })).json() as { notifications: { id: string }[] }
    ).notifications
      .map((n) => n.id)
      .includes(id);
  expect(await sees(depositor)).toBe(false);
  await completeDeposit(t, provider, depositor);
  expect(await sees(depositor)).toBe(true);
  expect(await sees(other)).toBe(false);
  // Eight days on (the token has long expired: ask the service as the call would).
  t.advance(8 * 24 * 3600 * 1000);
  const inbox = await t.app.services.crm.inbox(depositor.uuid);
  expect(inbox.notifications.map((n) => n.id)).not.toContain(id);
});
