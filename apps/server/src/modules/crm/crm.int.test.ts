import { randomUUID } from 'node:crypto';
import { OPERATOR_KEY_HEADER, WebPopup } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp, type TestContext } from '../../../test/helper.ts';
import { get, post, registerByEmail } from '../../../test/players.ts';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
});
afterAll(() => t?.close());

const operator = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload !== undefined && { payload: payload as object }),
    headers: { [OPERATOR_KEY_HEADER]: OPERATOR_TOKEN },
    remoteAddress: freshIp(),
  });

async function createPopup(over: Record<string, unknown> = {}) {
  const res = await operator('POST', '/operator/crm/popups', {
    name: `popup ${randomUUID()}`,
    data: { title: `Title ${randomUUID()}` },
    buttons: [
      { label: 'Go', url: '/promotions' },
      { label: 'Big', type: 'primary', size: 'large' },
    ],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; data: { title: string } };
}

const popupsFor = async (q: string, token?: string) => {
  const res = await get(t, `/edgePopups${q}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return WebPopup.array().parse(res.json());
};
const guest = () => randomUUID();

describe('web popups (001 §3, §4, §7)', () => {
  it('gives button type and size from the CMS entry type_ + record_type, else secondary/medium', async () => {
    const plain = await createPopup({
      record_type: 'plainkind',
      targeting: { audience: 'everyone' },
      maxViews: null,
    });
    await operator('PUT', '/operator/crm/popup-types', {
      type: 'type_promo',
      buttonType: 'ghost',
      buttonSize: 'small',
    });
    const promo = await createPopup({ record_type: 'promo', maxViews: null });
    const list = await popupsFor(`?anonymousId=${guest()}`);
    const p1 = list.find((p) => p.id === plain.id)!;
    const p2 = list.find((p) => p.id === promo.id)!;
    expect(p1.buttons.map((b) => [b.type, b.size])).toEqual([
      ['secondary', 'medium'],
      ['primary', 'large'],
    ]);
    expect(p2.buttons.map((b) => [b.type, b.size])).toEqual([
      ['ghost', 'small'],
      ['primary', 'large'],
    ]);
    expect(p1.status).toBe('new');
    await operator('DELETE', `/operator/crm/popups/${plain.id}`);
    await operator('DELETE', `/operator/crm/popups/${promo.id}`);
  });

  it('hides a popup once clicked or dismissed, and records that once', async () => {
    const popup = await createPopup({ maxViews: null });
    const anonymousId = guest();
    expect((await popupsFor(`?anonymousId=${anonymousId}`)).map((p) => p.id)).toContain(popup.id);
    const view = await post(t, `/edgePopups/${popup.id}/events`, { event: 'view', anonymousId });
    expect(view.json()).toEqual({ status: 'view' });
    expect((await popupsFor(`?anonymousId=${anonymousId}`)).find((p) => p.id === popup.id)?.status).toBe(
      'view',
    );
    const dismiss = await post(t, `/edgePopups/${popup.id}/events`, { event: 'dismiss', anonymousId });
    expect(dismiss.json()).toEqual({ status: 'dismiss' });
    // A later click changes nothing: dismissed stays dismissed.
    const click = await post(t, `/edgePopups/${popup.id}/events`, { event: 'click', anonymousId });
    expect(click.json()).toEqual({ status: 'dismiss' });
    expect((await popupsFor(`?anonymousId=${anonymousId}`)).map((p) => p.id)).not.toContain(popup.id);
    // Another visitor still sees it.
    expect((await popupsFor(`?anonymousId=${guest()}`)).map((p) => p.id)).toContain(popup.id);
    const counts = await operator('GET', `/operator/crm/${popup.id}/events`);
    expect(counts.json()).toEqual({ id: popup.id, counts: { view: 1, click: 0, dismiss: 1 } });
    await operator('DELETE', `/operator/crm/popups/${popup.id}`);
  });

  it('stops showing after maxViews views (frequency cap)', async () => {
    const popup = await createPopup({ maxViews: 2 });
    const anonymousId = guest();
    for (let i = 0; i < 2; i++) {
      expect((await popupsFor(`?anonymousId=${anonymousId}`)).map((p) => p.id)).toContain(popup.id);
      await post(t, `/edgePopups/${popup.id}/events`, { event: 'view', anonymousId });
    }
    expect((await popupsFor(`?anonymousId=${anonymousId}`)).map((p) => p.id)).not.toContain(popup.id);
    await operator('DELETE', `/operator/crm/popups/${popup.id}`);
  });

  it('targets guests, players, countries and languages; respects the schedule', async () => {
    const { auth } = await registerByEmail(t);
    const guestsOnly = await createPopup({ targeting: { audience: 'guests' }, maxViews: null });
    const playersOnly = await createPopup({ targeting: { audience: 'players' }, maxViews: null });
    const germany = await createPopup({ targeting: { countries: ['DE'] }, maxViews: null });
    const french = await createPopup({ targeting: { languages: ['fr'] }, maxViews: null });
    const later = await createPopup({
      startsAt: new Date(t.now() + 3600_000).toISOString(),
      maxViews: null,
    });
    const over = await createPopup({ endsAt: new Date(t.now()).toISOString(), maxViews: null });
    const ids = (list: { id: string }[]) => list.map((p) => p.id);
    const asGuest = ids(await popupsFor(`?anonymousId=${guest()}&country=DE&language=fr`));
    expect(asGuest).toEqual(expect.arrayContaining([guestsOnly.id, germany.id, french.id]));
    expect(asGuest).not.toContain(playersOnly.id);
    expect(asGuest).not.toContain(later.id);
    expect(asGuest).not.toContain(over.id);
    const asGuestUs = ids(await popupsFor(`?anonymousId=${guest()}&country=US&language=en`));
    expect(asGuestUs).not.toContain(germany.id);
    expect(asGuestUs).not.toContain(french.id);
    const asPlayer = ids(await popupsFor('', auth.token));
    expect(asPlayer).toContain(playersOnly.id);
    expect(asPlayer).not.toContain(guestsOnly.id);
    t.advance(3600_000);
    expect(ids(await popupsFor(`?anonymousId=${guest()}`))).toContain(later.id);
    for (const p of [guestsOnly, playersOnly, germany, french, later, over]) {
      await operator('DELETE', `/operator/crm/popups/${p.id}`);
    }
  });

  it('refuses bad input with 4xx', async () => {
    expect((await operator('POST', '/operator/crm/popups', { name: 'x' })).statusCode).toBe(400);
    expect(
      (await post(t, `/edgePopups/${randomUUID()}/events`, { event: 'view', anonymousId: guest() }))
        .statusCode,
    ).toBe(404);
    const popup = await createPopup();
    expect((await post(t, `/edgePopups/${popup.id}/events`, { event: 'view' })).statusCode).toBe(400);
    expect(
      (await post(t, `/edgePopups/${popup.id}/events`, { event: 'sent', anonymousId: guest() })).statusCode,
    ).toBe(400);
    expect((await get(t, '/edgePopups?anonymousId=nope')).statusCode).toBe(400);
    await operator('DELETE', `/operator/crm/popups/${popup.id}`);
  });
});

describe('content cards (001 §3)', () => {
  it('records sent, open, click and dismiss each once per player', async () => {
    const { auth } = await registerByEmail(t);
    const created = await operator('POST', '/operator/crm/cards', {
      name: 'Card',
      title: 'Deposit now',
      buttonLabel: 'Deposit',
      url: '/deposit',
    });
    expect(created.statusCode, created.body).toBe(200);
    const card = created.json() as { id: string };
    const list = async () =>
      (await get(t, '/content-cards', { token: auth.token })).json() as { id: string; status: string }[];
    expect((await list()).find((c) => c.id === card.id)?.status).toBe('sent');
    await list();
    for (const event of ['open', 'open', 'click', 'click']) {
      const res = await post(t, `/content-cards/${card.id}/events`, { event }, { token: auth.token });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await list()).find((c) => c.id === card.id)?.status).toBe('click');
    const counts = await operator('GET', `/operator/crm/${card.id}/events`);
    expect(counts.json()).toEqual({ id: card.id, counts: { sent: 1, open: 1, click: 1, dismiss: 0 } });
    await post(t, `/content-cards/${card.id}/events`, { event: 'dismiss' }, { token: auth.token });
    expect((await list()).map((c) => c.id)).not.toContain(card.id);
    expect((await get(t, '/content-cards')).statusCode).toBe(401);
  });

  it('shows the segment "deposited in the last 7 days" only to such players', async () => {
    const { auth } = await registerByEmail(t);
    const created = await operator('POST', '/operator/crm/cards', {
      name: 'Depositors',
      title: 'Thanks for depositing',
      targeting: { audience: 'players', segment: 'deposited-last-7-days' },
    });
    const card = created.json() as { id: string };
    const ids = (await get(t, '/content-cards', { token: auth.token })).json() as { id: string }[];
    expect(ids.map((c) => c.id)).not.toContain(card.id);
    const res = await post(t, `/content-cards/${card.id}/events`, { event: 'open' }, { token: auth.token });
    expect(res.statusCode).toBe(404);
  });
});

describe('instant messages and notifications (000 §2)', () => {
  it('keeps an instant message until acknowledged; counts unread notifications', async () => {
    const { auth } = await registerByEmail(t);
    const instant = (
      await operator('POST', '/operator/crm/messages', { kind: 'instant', title: 'Read me' })
    ).json() as {
      id: string;
    };
    const note = (
      await operator('POST', '/operator/crm/messages', { kind: 'notification', title: 'News' })
    ).json() as {
      id: string;
    };
    const inbox = async () =>
      (await get(t, '/notifications', { token: auth.token })).json() as {
        instant: { id: string }[];
        notifications: { id: string; read: boolean }[];
        unread: number;
      };
    const first = await inbox();
    expect(first.instant.map((m) => m.id)).toContain(instant.id);
    const unread = first.unread;
    expect(first.notifications.find((n) => n.id === note.id)?.read).toBe(false);
    const read = await post(t, `/notifications/${note.id}/read`, {}, { token: auth.token });
    expect(read.statusCode, read.body).toBe(200);
    expect((await inbox()).unread).toBe(unread - 1);
    expect((await inbox()).instant.map((m) => m.id)).toContain(instant.id);
    await post(t, `/notifications/${instant.id}/acknowledge`, {}, { token: auth.token });
    await post(t, `/notifications/${instant.id}/acknowledge`, {}, { token: auth.token });
    expect((await inbox()).instant.map((m) => m.id)).not.toContain(instant.id);
    const counts = await operator('GET', `/operator/crm/${instant.id}/events`);
    expect(counts.json()).toEqual({ id: instant.id, counts: { read: 1, acknowledged: 1 } });
  });
});

describe('the demo seed', () => {
  it('has a welcome popup for guests, a deposit reminder card and an instant message for players', async () => {
    const { auth } = await registerByEmail(t);
    const welcome = (await popupsFor(`?anonymousId=${guest()}`)).find((p) => p.record_type === 'welcome');
    expect(welcome?.data.title).toBe('Welcome to Croupier');
    expect(welcome?.buttons[0]).toMatchObject({ label: 'Sign up', type: 'primary', size: 'large' });
    expect(welcome?.excluded_pages).toContain('/registration');
    expect((await popupsFor('', auth.token)).map((p) => p.record_type)).not.toContain('welcome');
    const cards = (await get(t, '/content-cards', { token: auth.token })).json() as { title: string }[];
    expect(cards.map((c) => c.title)).toContain('Top up and play on');
    const inbox = (await get(t, '/notifications', { token: auth.token })).json() as {
      instant: { title: string }[];
    };
    expect(inbox.instant.map((m) => m.title)).toContain('Play responsibly');
  });
});
