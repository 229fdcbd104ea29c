import { endpoints } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, staticPages } from '../src/platform/schema.ts';
import { api } from '../test/api.ts';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { registerByEmail } from '../test/players.ts';
import { DEMO_BRAND_ID } from './brand.ts';
import { DEMO_CAMPAIGNS, DEMO_WELCOME_PACKS } from './campaigns.ts';
import { DEMO_DEPOSIT_CARD, DEMO_INSTANT_MESSAGE, DEMO_WELCOME_POPUP } from './crm.ts';
import { DEMO_LOCALES } from './locales.ts';
import { DEMO_DEPOSIT_BONUS } from './rewards.ts';
import { DEMO_ACTIVE_TOURNAMENT } from './tournaments.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  // The brand offers each language once its bundle of web texts ships; here it offers all five.
  const [row] = await t.database.db.select().from(brands).where(eq(brands.id, DEMO_BRAND_ID));
  await t.database.db
    .update(brands)
    .set({ config: { ...row!.config, locales: [...DEMO_LOCALES] } })
    .where(eq(brands.id, DEMO_BRAND_ID));
  await t.app.services.content.reload();
});
afterAll(() => t?.close());

describe('the demo in five languages, with English where a text is missing', () => {
  it('serves a static page in German, asked for or by the request’s language', async () => {
    const page = (query: { locale?: string }, headers: Record<string, string> = {}) =>
      api(t).ok(endpoints.staticPage, { params: { slug: 'about-us' }, query, headers });
    expect(await page({ locale: 'de' })).toMatchObject({ title: 'Über uns' });
    expect((await page({ locale: 'de' })).body).toContain('ganz ohne echtes Geld');
    expect(await page({}, { 'accept-language': 'de,en;q=0.8' })).toMatchObject({ title: 'Über uns' });
    // A language the brand does not offer, and one it offers but the page is not written in.
    expect(await page({ locale: 'fr' })).toMatchObject({ title: 'About us' });
    await t.database.db.delete(staticPages).where(eq(staticPages.locale, 'ar'));
    expect(await page({ locale: 'ar' })).toMatchObject({ title: 'About us' });
  });

  it('answers a campaign and a welcome pack in Brazilian Portuguese', async () => {
    const campaigns = (locale: string) =>
      api(t).ok(endpoints.publicCampaigns, { params: { brandId: DEMO_BRAND_ID }, query: { locale } });
    const sport = (await campaigns('pt-BR')).content.find((c) => c.CampainUUID === DEMO_CAMPAIGNS.sport);
    expect(sport).toMatchObject({
      title: 'Estreia nas apostas esportivas: um bônus de 10',
      description: 'Participe e ganhe um bônus de 10 para usar nas apostas esportivas.',
    });
    expect(sport?.terms).toContain('Substitui o pacote de boas-vindas do cassino.');
    const english = (await campaigns('fr')).content.find((c) => c.CampainUUID === DEMO_CAMPAIGNS.sport);
    expect(english?.title).toBe('Sports starter: a 10 bonus');
    const packs = await api(t).ok(endpoints.welcomePacks, { query: { locale: 'pt-BR' } });
    expect(packs.find((p) => p.uid === DEMO_WELCOME_PACKS.casino)).toMatchObject({
      title: 'Pacote de boas-vindas do cassino',
      steps: ['1º depósito: 100% até 100', '2º depósito: 50% até 100', '3º depósito: 25% até 100'],
    });
  });

  it('names a tournament and a reward in Spanish', async () => {
    const active = async (locale: string) =>
      (await api(t).ok(endpoints.tournaments, { query: { locale } })).find(
        (x) => x.id === DEMO_ACTIVE_TOURNAMENT,
      );
    expect((await active('es'))?.content).toMatchObject({
      title: 'Carrera semanal de apuestas',
      terms: 'Los premios se abonan en el saldo de dinero real de los ganadores cuando termina el torneo.',
    });
    expect((await active('fr'))?.content.title).toBe('Weekly wager race');
    const [reward] = await api(t).ok(endpoints.rewardContent, {
      params: { locale: 'es' },
      body: { ids: [DEMO_DEPOSIT_BONUS] },
    });
    expect(reward?.title).toBe('Bono del 100 % en tu depósito');
  });

  it('shows the CRM card, message and popup in Arabic', async () => {
    const { auth } = await registerByEmail(t, { languageCode: 'ar' });
    const card = (await api(t).as(auth).ok(endpoints.contentCards)).find((c) => c.id === DEMO_DEPOSIT_CARD);
    expect(card).toMatchObject({ title: 'اشحن رصيدك وواصل اللعب', buttonLabel: 'إيداع' });
    const inbox = await api(t).as(auth).ok(endpoints.inbox);
    expect(inbox.instant.find((m) => m.id === DEMO_INSTANT_MESSAGE)?.title).toBe('العب بمسؤولية');
    const popups = await api(t).ok(endpoints.edgePopups, { query: { language: 'ar' } });
    expect(popups.find((p) => p.id === DEMO_WELCOME_POPUP)).toMatchObject({
      data: { title: 'مرحبًا بك في Croupier' },
      buttons: [{ label: 'سجّل الآن' }, { label: 'أتصفح فقط' }],
    });
    // A player in a language the card has no version in reads it in English.
    const other = await registerByEmail(t, { languageCode: 'fr' });
    const english = (await api(t).as(other.auth).ok(endpoints.contentCards)).find(
      (c) => c.id === DEMO_DEPOSIT_CARD,
    );
    expect(english?.title).toBe('Top up and play on');
  });

  it('has a live-chat group for German, and the default one for English', async () => {
    const config = await api(t).ok(endpoints.liveChatConfig);
    expect(config.groups.de).toMatchObject({ kind: 'LIVECHAT', group: 'support-de' });
    expect(config.groups.de?.scriptUrl).not.toContain('{sandbox}');
    expect(config.groups.default?.group).toBe('support-en');
    for (const locale of DEMO_LOCALES.filter((l) => l !== 'en')) expect(config.groups[locale]).toBeDefined();
  });
});
