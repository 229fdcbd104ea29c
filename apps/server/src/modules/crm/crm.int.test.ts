import { randomUUID } from 'node:crypto';
import { endpoints, WebPopup } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN, type QueryOf, unchecked } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
});
afterAll(() => t?.close());

async function createPopup(over: Record<string, unknown> = {}) {
  const res = await api(t)
    .operator()
    .call(endpoints.operatorCreatePopup, {
      body: {
        name: `popup ${randomUUID()}`,
        data: { title: `Title ${randomUUID()}` },
        buttons: [
          { label: 'Go', url: '/promotions' },
          { label: 'Big', type: 'primary', size: 'large' },
        ],
        ...over,
      },
    });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; data: { title: string } };
}

const popupsFor = async (query: QueryOf<typeof endpoints.edgePopups>, token?: string) => {
  const res = await api(t).as(token).call(endpoints.edgePopups, { query });
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
    await api(t)
      .operator()
      .call(endpoints.operatorPutPopupType, {
        body: {
          type: 'type_promo',
          buttonType: 'ghost',
          buttonSize: 'small',
        },
      });
    const promo = await createPopup({ record_type: 'promo', maxViews: null });
    const list = await popupsFor({ anonymousId: guest() });
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
    await api(t)
      .operator()
      .call(endpoints.operatorDeletePopup, { params: { id: plain.id } });
    await api(t)
      .operator()
      .call(endpoints.operatorDeletePopup, { params: { id: promo.id } });
  });

  it('hides a popup once clicked or dismissed, and records that once', async () => {
    const popup = await createPopup({ maxViews: null });
    const anonymousId = guest();
    expect((await popupsFor({ anonymousId: anonymousId })).map((p) => p.id)).toContain(popup.id);
    const view = await api(t).call(endpoints.popupEvent, {
      params: { id: popup.id },
      body: { event: 'view', anonymousId },
    });
    expect(view.json()).toEqual({ status: 'view' });
    expect((await popupsFor({ anonymousId: anonymousId })).find((p) => p.id === popup.id)?.status).toBe(
      'view',
    );
    const dismiss = await api(t).call(endpoints.popupEvent, {
      params: { id: popup.id },
      body: { event: 'dismiss', anonymousId },
    });
    expect(dismiss.json()).toEqual({ status: 'dismiss' });
    // A later click changes nothing: dismissed stays dismissed.
    const click = await api(t).call(endpoints.popupEvent, {
      params: { id: popup.id },
      body: { event: 'click', anonymousId },
    });
    expect(click.json()).toEqual({ status: 'dismiss' });
    expect((await popupsFor({ anonymousId: anonymousId })).map((p) => p.id)).not.toContain(popup.id);
    // Another visitor still sees it.
    expect((await popupsFor({ anonymousId: guest() })).map((p) => p.id)).toContain(popup.id);
    const counts = await api(t)
      .operator()
      .call(endpoints.operatorCrmEvents, { params: { id: popup.id } });
    expect(counts.json()).toEqual({ id: popup.id, counts: { view: 1, click: 0, dismiss: 1 } });
    await api(t)
      .operator()
      .call(endpoints.operatorDeletePopup, { params: { id: popup.id } });
  });

  it('stops showing after maxViews views (frequency cap)', async () => {
    const popup = await createPopup({ maxViews: 2 });
    const anonymousId = guest();
    for (let i = 0; i < 2; i++) {
      expect((await popupsFor({ anonymousId: anonymousId })).map((p) => p.id)).toContain(popup.id);
      await api(t).call(endpoints.popupEvent, {
        params: { id: popup.id },
        body: { event: 'view', anonymousId },
      });
    }
    expect((await popupsFor({ anonymousId: anonymousId })).map((p) => p.id)).not.toContain(popup.id);
    await api(t)
      .operator()
      .call(endpoints.operatorDeletePopup, { params: { id: popup.id } });
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
    const asGuest = ids(await popupsFor({ anonymousId: guest(), country: 'DE', language: 'fr' }));
    expect(asGuest).toEqual(expect.arrayContaining([guestsOnly.id, germany.id, french.id]));
    expect(asGuest).not.toContain(playersOnly.id);
    expect(asGuest).not.toContain(later.id);
    expect(asGuest).not.toContain(over.id);
    const asGuestUs = ids(await popupsFor({ anonymousId: guest(), country: 'US', language: 'en' }));
    expect(asGuestUs).not.toContain(germany.id);
    expect(asGuestUs).not.toContain(french.id);
    const asPlayer = ids(await popupsFor({}, auth.token));
    expect(asPlayer).toContain(playersOnly.id);
    expect(asPlayer).not.toContain(guestsOnly.id);
    t.advance(3600_000);
    expect(ids(await popupsFor({ anonymousId: guest() }))).toContain(later.id);
    for (const p of [guestsOnly, playersOnly, germany, french, later, over]) {
      await api(t)
        .operator()
        .call(endpoints.operatorDeletePopup, { params: { id: p.id } });
    }
  });

  it('refuses bad input with 4xx', async () => {
    expect(
      await api(t)
        .operator()
        .status(endpoints.operatorCreatePopup, { body: unchecked({ name: 'x' }) }),
    ).toBe(400);
    expect(
      await api(t).status(endpoints.popupEvent, {
        params: { id: randomUUID() },
        body: { event: 'view', anonymousId: guest() },
      }),
    ).toBe(404);
    const popup = await createPopup();
    expect(
      await api(t).status(endpoints.popupEvent, { params: { id: popup.id }, body: { event: 'view' } }),
    ).toBe(400);
    expect(
      await api(t).status(endpoints.popupEvent, {
        params: { id: popup.id },
        body: unchecked({ event: 'sent', anonymousId: guest() }),
      }),
    ).toBe(400);
    expect(await api(t).status(endpoints.edgePopups, { query: { anonymousId: 'nope' } })).toBe(400);
    await api(t)
      .operator()
      .call(endpoints.operatorDeletePopup, { params: { id: popup.id } });
  });
});

describe('content cards (001 §3)', () => {
  it('records sent, open, click and dismiss each once per player', async () => {
    const { auth } = await registerByEmail(t);
    const created = await api(t)
      .operator()
      .call(endpoints.operatorCreateCard, {
        body: {
          name: 'Card',
          title: 'Deposit now',
          buttonLabel: 'Deposit',
          url: '/deposit',
        },
      });
    expect(created.statusCode, created.body).toBe(200);
    const card = created.json() as { id: string };
    const list = async () =>
      (await api(t).as(auth).call(endpoints.contentCards)).json() as { id: string; status: string }[];
    expect((await list()).find((c) => c.id === card.id)?.status).toBe('sent');
    await list();
    for (const event of ['open', 'open', 'click', 'click'] as const) {
      const res = await api(t)
        .as(auth)
        .call(endpoints.contentCardEvent, { params: { id: card.id }, body: { event } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await list()).find((c) => c.id === card.id)?.status).toBe('click');
    const counts = await api(t)
      .operator()
      .call(endpoints.operatorCrmEvents, { params: { id: card.id } });
    expect(counts.json()).toEqual({ id: card.id, counts: { sent: 1, open: 1, click: 1, dismiss: 0 } });
    await api(t)
      .as(auth)
      .call(endpoints.contentCardEvent, { params: { id: card.id }, body: { event: 'dismiss' } });
    expect((await list()).map((c) => c.id)).not.toContain(card.id);
    expect(await api(t).status(endpoints.contentCards)).toBe(401);
  });

  it('shows the segment "deposited in the last 7 days" only to such players', async () => {
    const { auth } = await registerByEmail(t);
    const created = await api(t)
      .operator()
      .call(endpoints.operatorCreateCard, {
        body: {
          name: 'Depositors',
          title: 'Thanks for depositing',
          targeting: { audience: 'players', segment: 'deposited-last-7-days' },
        },
      });
    const card = created.json() as { id: string };
    const ids = (await api(t).as(auth).call(endpoints.contentCards)).json() as { id: string }[];
    expect(ids.map((c) => c.id)).not.toContain(card.id);
    const res = await api(t)
      .as(auth)
      .call(endpoints.contentCardEvent, { params: { id: card.id }, body: { event: 'open' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('instant messages and notifications (000 §2)', () => {
  it('keeps an instant message until acknowledged; counts unread notifications', async () => {
    const { auth } = await registerByEmail(t);
    const instant = (
      await api(t)
        .operator()
        .call(endpoints.operatorCreateMessage, { body: { kind: 'instant', title: 'Read me' } })
    ).json() as {
      id: string;
    };
    const note = (
      await api(t)
        .operator()
        .call(endpoints.operatorCreateMessage, { body: { kind: 'notification', title: 'News' } })
    ).json() as {
      id: string;
    };
    const inbox = async () =>
      (await api(t).as(auth).call(endpoints.inbox)).json() as {
        instant: { id: string }[];
        notifications: { id: string; read: boolean }[];
        unread: number;
      };
    const first = await inbox();
    expect(first.instant.map((m) => m.id)).toContain(instant.id);
    const unread = first.unread;
    expect(first.notifications.find((n) => n.id === note.id)?.read).toBe(false);
    const read = await api(t)
      .as(auth)
      .call(endpoints.readNotification, { params: { id: note.id }, body: {} });
    expect(read.statusCode, read.body).toBe(200);
    expect((await inbox()).unread).toBe(unread - 1);
    expect((await inbox()).instant.map((m) => m.id)).toContain(instant.id);
    await api(t)
      .as(auth)
      .call(endpoints.acknowledgeMessage, { params: { id: instant.id }, body: {} });
    await api(t)
      .as(auth)
      .call(endpoints.acknowledgeMessage, { params: { id: instant.id }, body: {} });
    expect((await inbox()).instant.map((m) => m.id)).not.toContain(instant.id);
    const counts = await api(t)
      .operator()
      .call(endpoints.operatorCrmEvents, { params: { id: instant.id } });
    expect(counts.json()).toEqual({ id: instant.id, counts: { read: 1, acknowledged: 1 } });
  });
});

describe('texts per language', () => {
  it("answers a card, popup and message in the viewer's language, else in their own; an update without translations keeps them", async () => {
    const translations = { 'pt-BR': { title: 'Deposite agora', buttonLabel: 'Depositar' } };
    const card = await api(t)
      .operator()
      .ok(endpoints.operatorCreateCard, {
        body: { name: 'Deposit (pt-BR)', title: 'Deposit now', buttonLabel: 'Deposit', translations },
      });
    expect(card.translations).toEqual({
      'pt-BR': { title: 'Deposite agora', body: '', buttonLabel: 'Depositar' },
    });
    const cardFor = async (languageCode: string) => {
      const { auth } = await registerByEmail(t, { languageCode });
      const cards = await api(t).as(auth).ok(endpoints.contentCards);
      return cards.find((c) => c.id === card.id);
    };
    expect(await cardFor('pt-BR')).toMatchObject({ title: 'Deposite agora', buttonLabel: 'Depositar' });
    // The same language in another country, then a language it has no version in.
    expect(await cardFor('pt')).toMatchObject({ title: 'Deposite agora' });
    expect(await cardFor('fr')).toMatchObject({ title: 'Deposit now', buttonLabel: 'Deposit' });
    // The console edits the card's own text only: its versions stay.
    const { id: _, createdAt: _c, updatedAt: _u, translations: _t, ...rest } = card;
    const updated = await api(t)
      .operator()
      .ok(endpoints.operatorUpdateCard, { params: { id: card.id }, body: { ...rest, title: 'Top up now' } });
    expect(updated.translations).toEqual(card.translations);
    expect(await cardFor('fr')).toMatchObject({ title: 'Top up now' });

    const popup = await createPopup({
      maxViews: null,
      translations: { de: { title: 'Willkommen', body: 'Schön, dass Sie da sind.', buttons: ['Los'] } },
    });
    const shown = async (language: string) =>
      (await popupsFor({ anonymousId: guest(), language })).find((p) => p.id === popup.id);
    expect(await shown('de')).toMatchObject({
      data: { title: 'Willkommen', body: 'Schön, dass Sie da sind.' },
      buttons: [{ label: 'Los' }, { label: 'Big' }],
    });
    expect((await shown('es'))?.data.title).toBe(popup.data.title);
    await api(t)
      .operator()
      .call(endpoints.operatorDeletePopup, { params: { id: popup.id } });

    const message = await api(t)
      .operator()
      .ok(endpoints.operatorCreateMessage, {
        body: { kind: 'notification', title: 'News', translations: { ar: { title: 'أخبار' } } },
      });
    const { auth } = await registerByEmail(t, { languageCode: 'ar' });
    const inbox = await api(t).as(auth).ok(endpoints.inbox);
    expect(inbox.notifications.find((m) => m.id === message.id)?.title).toBe('أخبار');
  });
});

describe('the demo seed', () => {
  it('has a welcome popup for guests, a deposit reminder card and an instant message for players', async () => {
    const { auth } = await registerByEmail(t);
    const welcome = (await popupsFor({ anonymousId: guest() })).find((p) => p.record_type === 'welcome');
    expect(welcome?.data.title).toBe('Welcome to Croupier');
    expect(welcome?.buttons[0]).toMatchObject({ label: 'Sign up', type: 'primary', size: 'large' });
    expect(welcome?.excluded_pages).toContain('/registration');
    expect((await popupsFor({}, auth.token)).map((p) => p.record_type)).not.toContain('welcome');
    const cards = (await api(t).as(auth).call(endpoints.contentCards)).json() as { title: string }[];
    expect(cards.map((c) => c.title)).toContain('Top up and play on');
    const inbox = (await api(t).as(auth).call(endpoints.inbox)).json() as {
      instant: { title: string }[];
    };
    expect(inbox.instant.map((m) => m.title)).toContain('Play responsibly');
  });
});
