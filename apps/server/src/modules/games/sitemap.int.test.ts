import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, makeCatalogue } from '../../../seed/catalogue.ts';
import { buildTestApp, TEST_CATALOGUE, type TestContext } from '../../../test/helper.ts';

let t: TestContext;
const seeded = makeCatalogue(TEST_CATALOGUE);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('sitemap (ADR 032)', () => {
  it("lists the lobby, every category's page and every provider's page, absolute under PUBLIC_URL", async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    // Absolute, all under the one origin (PUBLIC_URL; the tests' default is http://localhost:PORT).
    const origin = new URL(locs[0] ?? '').origin;
    expect(origin).toMatch(/^http:\/\/localhost:\d+$/);
    for (const loc of locs) expect(loc.startsWith(`${origin}/`)).toBe(true);
    const pages = locs.map((loc) => loc.slice(origin.length));

    const categories = CATEGORIES.map((c) => c.slug);
    const providers = [...new Set(seeded.games.map((g) => g.providerAlias))];
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/games',
        '/providers',
        ...categories.map((c) => `/games/category/${c}`),
        ...providers.map((p) => `/providers/${p}`),
      ]),
    );
    // Nothing else: no 'all' chip of its own, no provider twice.
    expect(pages).toHaveLength(3 + categories.length + providers.length);
    expect(pages).not.toContain('/games/category/all');
  });

  it('robots.txt keeps crawlers off the API and the profile and names the sitemap, absolute', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Disallow: \/profile$/m);
    const sitemap = /^Sitemap: (.+)$/m.exec(res.body)?.[1] ?? '';
    expect(sitemap).toMatch(/^http:\/\/localhost:\d+\/sitemap\.xml$/);
    expect((await t.app.inject(new URL(sitemap).pathname)).statusCode).toBe(200);
  });
});
