import { BrandConfig, endpoints, LiveChatConfig, Localization, StaticPage } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '../../../seed/index.ts';
import { api, envelope, type QueryOf } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { brands, translations } from './tables.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('brand and page set-up', () => {
  it('serves the brand config the web app starts from', async () => {
    const res = await api(t).call(endpoints.brandConfig);
    expect(res.statusCode).toBe(200);
    const brand = BrandConfig.parse(res.json());
    expect(brand.brandId).toBe('croupier');
    expect(brand.locales).toContain(brand.defaultLocale);
    expect(brand.thirdPartyOrigins).toContain('http://localhost:3100');
    // 001 §9: the default deposit amount is a brand setting, per currency.
    expect(brand.cashier?.defaultDepositAmount).toEqual({ USD: 25, EUR: 25, GBP: 20, CAD: 30 });
    // 001 §5: the withdrawal amount's rules per currency come from the brand's content.
    expect(brand.cashier?.withdrawalRules?.GBP).toEqual([
      { type: 'max', value: 2000, message: 'withdrawal.rules.max-gbp' },
    ]);
    const keys = loadBundle('en');
    for (const rules of Object.values(brand.cashier?.withdrawalRules ?? {}))
      for (const rule of rules) expect(keys['message' in rule ? (rule.message ?? '') : '']).toBeTruthy();
  });

  it('advertises only the features that exist, even when an older database switches on the rest', async () => {
    const shown = async () => BrandConfig.parse((await api(t).call(endpoints.brandConfig)).json()).features;
    // Every feature is built now.
    const others = { sports: true, tournaments: true, loyalty: true, callback: true };
    expect(await shown()).toEqual({ redeem: true, ...others });
    // A database seeded by an older build had every switch on.
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, 'croupier'));
    const all = { redeem: true, sports: true, tournaments: true, loyalty: true, callback: true };
    await t.database.db
      .update(brands)
      .set({ config: { ...row!.config, features: all } })
      .where(eq(brands.id, 'croupier'));
    await t.app.services.content.reload();
    expect(await shown()).toEqual({ redeem: true, ...others });
    // A brand may still switch an existing feature off.
    await t.database.db
      .update(brands)
      .set({ config: { ...row!.config, features: { ...all, redeem: false } } })
      .where(eq(brands.id, 'croupier'));
    await t.app.services.content.reload();
    expect(await shown()).toEqual({ redeem: false, ...others });
    await t.database.db.update(brands).set({ config: row!.config }).where(eq(brands.id, 'croupier'));
    await t.app.services.content.reload();
  });

  it('serves the en bundle with every seeded key, including missed-translation', async () => {
    const res = await api(t).call(endpoints.localization, {
      query: { hasAuth: 'false', countryCode: 'US', preferredLocale: 'en' },
    });
    const body = Localization.parse(res.json());
    expect(body.locale).toBe('en');
    expect(body.translations).toEqual(loadBundle('en'));
    expect(body.translations['missed-translation']).toBeTruthy();
  });

  it('falls back to the default locale for a locale the brand does not have', async () => {
    const body = Localization.parse(
      (await api(t).call(endpoints.localization, { query: { preferredLocale: 'ja-JP' } })).json(),
    );
    expect(body.locale).toBe('en');
  });

  it("chooses the locale in the spec's order, with the location of the country sent (000 §4)", async () => {
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, 'croupier'));
    const locales = ['en', 'en-GB', 'de', 'fr-CH'];
    await t.database.db
      .update(brands)
      .set({ config: { ...row!.config, locales } })
      .where(eq(brands.id, 'croupier'));
    await t.app.services.content.reload();
    try {
      const locale = async (query: QueryOf<typeof endpoints.localization>) =>
        Localization.parse((await api(t).call(endpoints.localization, { query })).json()).locale;
      // Language-country: the preferred language in the visitor's country.
      expect(await locale({ preferredLocale: 'en', countryCode: 'GB', hasAuth: 'true' })).toBe('en-GB');
      // The location: a Spanish speaker in Austria or Switzerland.
      expect(await locale({ preferredLocale: 'es', countryCode: 'AT', hasAuth: 'true' })).toBe('de');
      expect(await locale({ preferredLocale: 'es', countryCode: 'CH', hasAuth: 'true' })).toBe('fr-CH');
      // Then the language alone; without a country, a guest's is the brand's default (US).
      expect(await locale({ preferredLocale: 'de-AT', countryCode: 'JP' })).toBe('de');
      expect(await locale({ preferredLocale: 'es' })).toBe('en');
      expect(await locale({ preferredLocale: 'en' })).toBe('en');
    } finally {
      await t.database.db.update(brands).set({ config: row!.config }).where(eq(brands.id, 'croupier'));
      await t.app.services.content.reload();
    }
  });

  it('reflects a translation changed in the database after a reload', async () => {
    await t.database.db
      .update(translations)
      .set({ value: 'Oops' })
      .where(eq(translations.key, 'missed-translation'));
    await t.app.services.content.reload();
    const body = Localization.parse((await api(t).call(endpoints.localization)).json());
    expect(body.translations['missed-translation']).toBe('Oops');
  });

  it('rejects a malformed locale with 400', async () => {
    const res = await api(t).fails(endpoints.localization, { query: { preferredLocale: 'english!' } });
    expect(res.status).toBe(400);
    expect(res.error).toBe('error.validation');
  });

  it('serves the live-chat configuration per language', async () => {
    const body = LiveChatConfig.parse((await api(t).call(endpoints.liveChatConfig)).json());
    expect(body.groups.default).toBeDefined();
  });

  it.each(['privacy-policy', 'about-us', 'general-terms-conditions'])(
    'serves the static page %s',
    async (slug) => {
      const page = StaticPage.parse((await api(t).call(endpoints.staticPage, { params: { slug } })).json());
      expect(page.slug).toBe(slug);
      expect(page.body.length).toBeGreaterThan(20);
    },
  );

  it('answers an unknown page with 400, an unknown API path with a 404 envelope', async () => {
    expect(await api(t).status(endpoints.staticPage, { params: { slug: 'secret' } })).toBe(400);
    const res = await t.app.inject('/api/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(envelope(res).error).toBe('error.not.found');
  });
});

describe('platform', () => {
  it('publishes the OpenAPI description of the contract calls and the reference page', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/games/search',
        '/api/providers',
        '/api/{locale}/games',
        '/api/localization/all',
      ]),
    );
    expect(spec.paths['/api/games/search'].get.operationId).toBe('searchGames');
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sends the security headers', async () => {
    const res = await api(t).call(endpoints.brandConfig);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain('frame-src');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a malformed JSON body with 4xx, not 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/games/search',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
