import { type CallbackForm, CallbackRequest, ErrorCode, endpoints, LiveChatConfig } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN, type QueryOf, unchecked } from '../../../test/api.ts';
import { buildTestApp, freshIp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
});
afterAll(() => t?.close());

/** Posts the call-back form as the web sends it: application/x-www-form-urlencoded. */
const callback = (form: CallbackForm, call: { ip?: string; token?: string } = {}) =>
  api(t).from(call.ip).as(call.token).call(endpoints.requestCallback, { form });

const form = (over: Partial<CallbackForm> = {}) => ({
  phone: '12025550123',
  name: 'Ada Guest',
  brand: 'croupier',
  player_id: '',
  ...over,
});

async function listed(query: QueryOf<typeof endpoints.listCallbackRequests> = {}) {
  return api(t).operator().ok(endpoints.listCallbackRequests, { query });
}

describe('POST /callback', () => {
  it('takes a guest’s form and keeps it OPEN for the operator', async () => {
    const res = await callback(form({ phone: '12025550199', name: 'Guest One' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('OK');
    const page = await listed({ phone: '12025550199' });
    expect(page.content).toEqual([
      expect.objectContaining({ phone: '12025550199', name: 'Guest One', playerUUID: null, status: 'OPEN' }),
    ]);
  });

  it('takes a player’s own player_id and refuses another’s', async () => {
    const { auth } = await registerByEmail(t);
    const ok = await callback(form({ phone: '12025550198', player_id: auth.uuid }), { token: auth.token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await listed({ playerUUID: auth.uuid })).content).toHaveLength(1);
    const other = await callback(form({ player_id: '0b6f6c1e-3f7a-4b7e-9a55-1f2e3d4c5b6a' }), {
      token: auth.token,
    });
    expect(other.statusCode).toBe(403);
    const guest = await callback(form({ player_id: auth.uuid }));
    expect(guest.statusCode).toBe(403);
  });

  it.each([
    ['letters', '1202555abcd'],
    ['a plus sign', '+12025550123'],
    ['too short', '1202'],
    ['not a possible number', '1202555012345678'],
    ['empty', ''],
  ])('refuses a phone with %s (auth.errors.phone-validation) and keeps nothing', async (_what, phone) => {
    const before = (await listed()).totalElements;
    const res = await callback(form({ phone }));
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain('auth.errors.phone-validation');
    expect((await listed()).totalElements).toBe(before);
  });

  it('refuses an empty name with a field error', async () => {
    const res = await callback(form({ name: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('callback.errors.name');
  });

  it('answers FAIL for another brand and keeps nothing', async () => {
    const before = (await listed()).totalElements;
    const res = await callback(form({ brand: 'someone-else' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('FAIL');
    expect((await listed()).totalElements).toBe(before);
  });

  it('limits requests per address and per player (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await callback(form(), { ip })).statusCode).toBe(200);
    const limited = await callback(form(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(ErrorCode.rateLimited);
    expect(limited.headers['retry-after']).toBeDefined();

    const { auth } = await registerByEmail(t);
    for (let i = 0; i < 3; i++) {
      const res = await callback(form({ player_id: auth.uuid }), { token: auth.token });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A new address does not lift the player's own limit; another player is not limited by it.
    const again = await callback(form({ player_id: auth.uuid }), { token: auth.token });
    expect(again.statusCode).toBe(429);
    const other = (await registerByEmail(t)).auth;
    const res = await callback(form({ player_id: other.uuid }), { token: other.token });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the operator’s call-back requests', () => {
  it('pages, filters by status, marks handled with a note and reopens', async () => {
    for (const n of [1, 2, 3]) await callback(form({ phone: `1202555030${n}`, name: `Caller ${n}` }));
    const first = await listed({ phone: '120255503', size: 2, page: 0 });
    expect(first.totalElements).toBe(3);
    expect(first.totalPages).toBe(2);
    expect(first.content.map((r) => r.name)).toEqual(['Caller 3', 'Caller 2']);
    const second = await listed({ phone: '120255503', size: 2, page: 1 });
    expect(second.content.map((r) => r.name)).toEqual(['Caller 1']);

    const id = first.content[0]?.id as string;
    const handled = await api(t)
      .operator()
      .call(endpoints.handleCallbackRequest, {
        params: { id },
        body: {
          note: 'Called back',
        },
      });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(CallbackRequest.parse(handled.json())).toMatchObject({ status: 'HANDLED', note: 'Called back' });
    expect((await listed({ phone: '120255503', status: 'OPEN' })).totalElements).toBe(2);
    expect((await listed({ phone: '120255503', status: 'HANDLED' })).content.map((r) => r.id)).toEqual([id]);

    const reopened = await api(t).operator().call(endpoints.reopenCallbackRequest, { params: { id } });
    expect(reopened.json()).toMatchObject({ status: 'OPEN', handledAt: null });
    expect(
      (await api(t).operator().call(endpoints.getCallbackRequest, { params: { id } })).json(),
    ).toMatchObject({
      status: 'OPEN',
    });
  });

  it('answers 404 for an unknown request and 400 for a bad filter', async () => {
    const unknown = '0b6f6c1e-3f7a-4b7e-9a55-1f2e3d4c5b6a';
    expect(
      await api(t)
        .operator()
        .status(endpoints.handleCallbackRequest, { params: { id: unknown }, body: {} }),
    ).toBe(404);
    expect(
      await api(t)
        .operator()
        .status(endpoints.listCallbackRequests, { query: unchecked({ status: 'DONE' }) }),
    ).toBe(400);
    expect(
      await api(t)
        .operator()
        .status(endpoints.listCallbackRequests, { query: { size: 0 } }),
    ).toBe(400);
  });
});

describe('live chat settings', () => {
  it('serves the demo widget with the sandbox origin filled in, and an operator switches the kind', async () => {
    const served = LiveChatConfig.parse((await api(t).call(endpoints.liveChatConfig)).json());
    expect(served.groups.default?.kind).toBe('LIVECHAT');
    expect(served.groups.default?.scriptUrl).not.toContain('{sandbox}');

    const settings = LiveChatConfig.parse(
      (await api(t).operator().call(endpoints.getLiveChatSettings)).json(),
    );
    const changed = {
      ...settings,
      groups: { ...settings.groups, default: { ...settings.groups.default!, kind: 'TAWK' as const } },
    };
    const put = await api(t).operator().call(endpoints.updateLiveChatSettings, { body: changed });
    expect(put.statusCode, put.body).toBe(200);
    const after = LiveChatConfig.parse((await api(t).call(endpoints.liveChatConfig)).json());
    expect(after.groups.default?.kind).toBe('TAWK');

    const bad = await api(t)
      .operator()
      .call(endpoints.updateLiveChatSettings, {
        body: unchecked({ groups: { default: { kind: 'SKYPE', key: '' } } }),
      });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the page load the configured widget through the Content-Security-Policy', async () => {
    const csp = async () =>
      (await t.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string;
    const settings = LiveChatConfig.parse(
      (await api(t).operator().call(endpoints.getLiveChatSettings)).json(),
    );
    const sandbox = LiveChatConfig.parse((await api(t).call(endpoints.liveChatConfig)).json()).groups.default
      ?.scriptUrl as string;
    expect(await csp()).toMatch(new RegExp(`script-src 'self' ${new URL(sandbox).origin}`));
    // The real vendor: its own hosts.
    const real = { groups: { default: { kind: 'ZENDESK' as const, key: 'zd-key' } }, hiddenOn: [] };
    expect(await api(t).operator().status(endpoints.updateLiveChatSettings, { body: real })).toBe(200);
    expect(await csp()).toContain("script-src 'self' https://static.zdassets.com");
    expect(await csp()).toContain('wss://*.zendesk.com');
    expect(await api(t).operator().status(endpoints.updateLiveChatSettings, { body: settings })).toBe(200);
  });
});
