import { endpoints } from '@croupier/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { buildWalletTestApp, completeDeposit, walletPlayer } from '../../../test/wallet.ts';

let t: TestContext;
let provider: Awaited<ReturnType<typeof buildWalletTestApp>>['provider'];
beforeAll(async () => {
  ({ t, provider } = await buildWalletTestApp({ env: { OPERATOR_TOKEN } }));
});
afterAll(() => t?.close());

it('the segment "deposited in the last 7 days" takes in a player for 7 days after a completed deposit', async () => {
  const created = await api(t)
    .operator()
    .call(endpoints.operatorCreateMessage, {
      body: {
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
    ((await api(t).as(p).call(endpoints.inbox)).json() as { notifications: { id: string }[] }).notifications
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
