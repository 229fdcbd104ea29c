import { endpoints } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { newApiKey, newOperator } from '../../../test/operators.ts';
import { PASSWORD, registerByEmail, registerByPhone, unique } from '../../../test/players.ts';
import { players } from '../auth/tables.ts';

let t: TestContext;
let support: string;
let compliance: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
  support = (await newApiKey(t, ['support'])).key;
  compliance = (await newApiKey(t, ['compliance'])).key;
});
afterAll(() => t?.close());

async function named(firstName: string, lastName: string, username?: string) {
  const { auth, body } = await registerByEmail(t);
  await t.database.db
    .update(players)
    .set({ firstName, lastName, username: username ?? null })
    .where(eq(players.uuid, auth.uuid));
  return { uuid: auth.uuid, token: auth.token, email: body.email as string };
}

const search = (query: string, size = 25) =>
  api(t).operatorKey(support).ok(endpoints.searchPlayers, { query: { query, size } });

describe('search', () => {
  it('finds a player by the start of an e-mail, username, name or phone (any case), or by uuid', async () => {
    const tag = unique();
    const ada = await named(`Ada${tag}`, `Lovelace${tag}`, `countess_${tag}`);
    const other = await named(`Grace${tag}`, `Hopper${tag}`);
    const byPhone = await registerByPhone(t);

    const uuids = async (q: string) => (await search(q)).content.map((p) => p.uuid);
    expect(await uuids(ada.email.slice(0, 14).toUpperCase())).toContain(ada.uuid);
    expect(await uuids(`COUNTESS_${tag}`)).toEqual([ada.uuid]);
    expect(await uuids(`ada${tag} love`)).toEqual([ada.uuid]);
    expect(await uuids(`lovelace${tag}`)).toEqual([ada.uuid]);
    expect(await uuids(ada.uuid.toUpperCase())).toEqual([ada.uuid]);
    expect(await uuids(`+1 ${byPhone.phone}`)).toEqual([byPhone.auth.uuid]);
    expect(await uuids(`hopper${tag}`)).toEqual([other.uuid]);
    // LIKE's own characters are taken as they are: '%' finds nobody.
    expect((await search('%')).totalElements).toBe(0);
  });

  it('pages in the database, newest first', async () => {
    const tag = unique();
    const first = await named(`Page${tag}`, 'One');
    t.advance(1000);
    const second = await named(`Page${tag}`, 'Two');
    const page0 = await search(`page${tag}`, 1);
    expect(page0).toMatchObject({ totalElements: 2, totalPages: 2, size: 1 });
    expect(page0.content.map((p) => p.uuid)).toEqual([second.uuid]);
    const page1 = await api(t)
      .operatorKey(support)
      .ok(endpoints.searchPlayers, { query: { query: `page${tag}`, size: 1, page: 1 } });
    expect(page1.content.map((p) => p.uuid)).toEqual([first.uuid]);
  });
});

describe("a player's page", () => {
  it('shows the profile, balances and the lists; 404 for an unknown player', async () => {
    const p = await named('Alan', 'Turing');
    const overview = await api(t)
      .operatorKey(support)
      .ok(endpoints.playerOverview, { params: { playerUUID: p.uuid } });
    expect(overview.profile).toMatchObject({
      uuid: p.uuid,
      email: p.email,
      firstName: 'Alan',
      currency: 'USD',
    });
    expect(overview.balances).toEqual([{ currency: 'USD', real: 0, bonus: 0, withdrawable: 0 }]);
    expect(overview.status).toMatchObject({ lock: null, selfRestrictedPermanent: false });
    const params = { playerUUID: p.uuid };
    const logins = await api(t).operatorKey(support).ok(endpoints.playerLogins, { params });
    expect(logins.totalElements).toBe(1);
    expect(logins.content[0]).toMatchObject({ endedAt: null });
    expect(logins.content[0]?.ip).toBeTruthy();
    expect((await api(t).operatorKey(support).ok(endpoints.playerPayments, { params })).content).toEqual([]);
    expect((await api(t).operatorKey(support).ok(endpoints.playerBets, { params })).content).toEqual([]);
    const missing = { playerUUID: '00000000-0000-4000-8000-000000000000' };
    for (const endpoint of [endpoints.playerOverview, endpoints.playerLedger, endpoints.playerNotes]) {
      expect(await api(t).operatorKey(support).fails(endpoint, { params: missing })).toMatchObject({
        status: 404,
      });
    }
  });

  it('keeps notes with their author, newest first', async () => {
    const p = await named('Note', 'Taker');
    const agent = await newOperator(t, ['support']);
    const params = { playerUUID: p.uuid };
    await api(t)
      .console(agent.session)
      .ok(endpoints.addPlayerNote, { params, body: { text: 'Called about a bonus' } });
    await api(t)
      .console(agent.session)
      .ok(endpoints.addPlayerNote, { params, body: { text: 'Called again' } });
    const notes = await api(t).operatorKey(support).ok(endpoints.playerNotes, { params });
    expect(notes.content.map((n) => [n.text, n.by])).toEqual([
      ['Called again', agent.email],
      ['Called about a bonus', agent.email],
    ]);
  });
});

describe('lock, unlock and ending sessions', () => {
  it('a locked player is logged out and cannot log in until unlocked', async () => {
    const p = await named('Locked', 'Out');
    const params = { playerUUID: p.uuid };
    const login = () =>
      api(t).call(endpoints.signin, { body: { type: 'email', login: p.email, password: PASSWORD } });
    expect(
      await api(t)
        .operatorKey(support)
        .status(endpoints.lockPlayer, { params, body: { reason: 'fraud check' } }),
    ).toBe(403);
    const status = await api(t)
      .operatorKey(compliance)
      .ok(endpoints.lockPlayer, { params, body: { reason: 'Fraud check' } });
    expect(status.lock).toMatchObject({ reason: 'Fraud check', by: 'key compliance' });
    expect(
      await api(t)
        .as(p.token)
        .status(endpoints.balance, { params: { uuid: p.uuid } }),
    ).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ error: 'error.player.locked' });
    expect((await search(p.uuid)).content[0]?.locked).toBe(true);

    await api(t)
      .operatorKey(compliance)
      .ok(endpoints.unlockPlayer, { params, body: { reason: 'Cleared' } });
    expect((await login()).statusCode).toBe(200);
    expect((await search(p.uuid)).content[0]?.locked).toBe(false);
  });

  it('ends every session of a player', async () => {
    const p = await named('Ends', 'Sessions');
    const params = { playerUUID: p.uuid };
    expect(await api(t).operatorKey(support).ok(endpoints.endPlayerSessions, { params })).toEqual({
      ended: 1,
    });
    expect(
      await api(t)
        .as(p.token)
        .status(endpoints.balance, { params: { uuid: p.uuid } }),
    ).toBe(401);
    const logins = await api(t).operatorKey(support).ok(endpoints.playerLogins, { params });
    expect(logins.content[0]?.endedAt).not.toBeNull();
  });
});
