import { endpoints } from '@croupier/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPages } from '../../src/platform/schema.ts';
import { api, OPERATOR_TOKEN } from '../../test/api.ts';
import { type BrandsContext, buildBrandTestApps } from '../../test/brands.ts';
import { TEST_CATALOGUE, type TestContext } from '../../test/helper.ts';
import { seedDemo } from '../index.ts';
import { BRAND_B, BRAND_B_CAMPAIGNS, BRAND_B_CRM, BRAND_B_PROMO_CODE, BRAND_B_TOURNAMENT } from './ids.ts';

/** Rows of brand B in every table its content seed writes, by table. */
async function brandBRows(t: TestContext): Promise<Record<string, number>> {
  const tables = [
    'brand_studios',
    'reward_templates',
    'promo_codes',
    'campaigns',
    'welcome_packs',
    'tournaments',
    'crm_popup_types',
    'crm_popups',
    'crm_cards',
    'crm_messages',
    'static_pages',
    'loyalty_levels',
    'loyalty_rates',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where brand_id = ${BRAND_B}`,
    )) as unknown as { rows: { n: number }[] };
    counts[table] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

let brands: BrandsContext;
let a: TestContext;
let b: TestContext;
let seededOnce: Record<string, number>;
beforeAll(async () => {
  // The demo seed writes brand B's row (seed/brand-b.ts), then its content; both brands' instances.
  brands = await buildBrandTestApps({ OPERATOR_TOKEN });
  ({ a, b } = brands);
  seededOnce = await brandBRows(a);
  // Two apps on one seeded database: slow on a busy machine.
}, 300_000);
afterAll(() => brands?.close());

describe('brand B’s demo content', { timeout: 120_000 }, () => {
  it('is seeded once, again only where it is missing, keeping what an operator changed', async () => {
    expect(Object.entries(seededOnce).filter(([, n]) => n === 0)).toEqual([]);
    const about = and(
      eq(staticPages.brandId, BRAND_B),
      eq(staticPages.locale, 'de'),
      eq(staticPages.slug, 'about-us'),
    );
    await a.database.db.update(staticPages).set({ body: 'Von Hand geändert' }).where(about);
    await seedDemo(a.database.db, TEST_CATALOGUE);
    expect(await brandBRows(a)).toEqual(seededOnce);
    const [page] = await a.database.db.select().from(staticPages).where(about);
    expect(page?.body).toBe('Von Hand geändert');
  });

  it('shows brand B’s guests its promotions, welcome pack, popup and pages in German and English', async () => {
    const promotions = async (locale: string) =>
      (
        await api(b).ok(endpoints.publicCampaigns, {
          params: { brandId: BRAND_B },
          query: { locale, country: 'DE', currency: 'EUR' },
        })
      ).content;
    const de = await promotions('de');
    expect(de.map((c) => c.CampainUUID).sort()).toEqual(Object.values(BRAND_B_CAMPAIGNS).sort());
    expect(de.map((c) => c.title)).toContain('Wochenend-Reload');
    expect((await promotions('en')).map((c) => c.title)).toContain('Weekend reload');

    const packs = await api(b).ok(endpoints.welcomePacks, {
      query: { locale: 'de', country: 'DE', currency: 'EUR' },
    });
    expect(packs.map((p) => p.title)).toEqual(['Willkommenspaket']);

    const popup = async (language: string) =>
      (
        await api(b).ok(endpoints.edgePopups, {
          query: { anonymousId: '5d0e6f3a-2b1c-4d9e-8f7a-6b5c4d3e2f1a', country: 'DE', language },
        })
      ).find((p) => p.id === BRAND_B_CRM.popup);
    expect((await popup('de'))?.data.title).toBe('Willkommen bei der Spielbank Nord');
    expect((await popup('en'))?.data.title).toBe('Welcome to Spielbank Nord');

    const page = async (language: string) =>
      (
        await b.app.inject({
          method: 'GET',
          url: '/api/pages/about-us',
          headers: { 'accept-language': language },
        })
      ).json() as { title: string };
    expect((await page('de')).title).toBe('Über uns');
    expect((await page('en')).title).toBe('About us');
  });

  it('offers its promo code, a running tournament on its own slots and German loyalty levels', async () => {
    const validate = (t: TestContext) =>
      api(t).call(endpoints.validatePromoCode, {
        query: { promoCode: BRAND_B_PROMO_CODE, currency: 'EUR', country: 'DE' },
      });
    expect((await validate(b)).statusCode).toBe(200);
    expect((await validate(a)).statusCode).toBe(400);

    // Seeded a day before the tests' fixed date, so it may have finished by now.
    const listed = await api(b).ok(endpoints.tournaments, { query: { locale: 'de', status: 'all' } });
    expect(listed.map((x) => [x.id, x.content.title, x.currency])).toEqual([
      [BRAND_B_TOURNAMENT, 'Nordlicht-Rennen', 'EUR'],
    ]);
    const games = await api(b).ok(endpoints.tournamentGames, {
      query: { tournamentId: BRAND_B_TOURNAMENT, page: 0, size: 10 },
    });
    expect(games.totalElements).toBeGreaterThan(0);
    const studios = (await api(b).ok(endpoints.providers, { query: {} })).content.map((p) => p.providerAlias);
    expect(games.content.every((g) => studios.includes(g.providerAlias))).toBe(true);
    const all = (await api(a).ok(endpoints.providers, { query: {} })).count;
    expect(studios.length).toBe(Math.ceil(all / 2));

    const levels = await api(b).operator().ok(endpoints.loyaltyLevels);
    expect(levels.levels.map((l) => l.name)).toEqual(['Bronze', 'Silber', 'Gold', 'Platin', 'Diamant']);
    expect(await api(b).operator().ok(endpoints.loyaltyRates)).toEqual({ rates: { EUR: 10 } });
  });
});
