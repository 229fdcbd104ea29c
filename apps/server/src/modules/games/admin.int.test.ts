import { ErrorCode, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN, unchecked } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { newOperator, type TestOperator } from '../../../test/operators.ts';

// The operators' catalogue (ADR 057): roles, validation, the audit row, and the lobby that follows a
// write at once (this process's snapshot is refreshed before the write answers).

let t: TestContext;
let marketing: TestOperator;
let support: TestOperator;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
  [marketing, support] = await Promise.all([newOperator(t, ['marketing']), newOperator(t, ['support'])]);
});
afterAll(() => t?.close());

const as = (o: TestOperator) => api(t).console(o.session);
const lobbyNames = async (countryCode: string, keyword: string) =>
  (await api(t).ok(endpoints.publicGames, { query: { countryCode, keyword, size: 200 } })).content.map(
    (g) => g.slug,
  );

async function someGame() {
  const page = await as(marketing).ok(endpoints.listCatalogueGames, { query: { size: 1, page: 3 } });
  const game = page.content[0];
  if (!game) throw new Error('the test catalogue is empty');
  return game;
}

describe('catalogue games', () => {
  it('lists every game by name, paged and filtered on the server', async () => {
    const all = await as(support).ok(endpoints.listCatalogueGames, { query: { size: 5 } });
    expect(all.content).toHaveLength(5);
    expect(all.totalElements).toBe(t.app.services.catalogue.size);
    const names = all.content.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const game = all.content[0]!;
    const byName = await as(support).ok(endpoints.listCatalogueGames, {
      query: { name: game.name.slice(0, 6).toUpperCase(), provider: game.providerAlias },
    });
    expect(byName.content.map((g) => g.uuid)).toContain(game.uuid);
    for (const g of byName.content) expect(g.providerAlias).toBe(game.providerAlias);
  });

  it("blocks a game in a market: gone from that market's lobby at once, still in another's", async () => {
    const game = await someGame();
    expect(await lobbyNames('DE', game.name)).toContain(game.slug);
    const body = { enabled: true, featured: false, blockedCountries: ['de'], categories: game.categories };
    const changed = await as(marketing).ok(endpoints.updateCatalogueGame, {
      params: { gameUuid: game.uuid },
      body,
    });
    expect(changed.blockedCountries).toEqual(['DE']);
    expect(await lobbyNames('DE', game.name)).not.toContain(game.slug);
    expect(await lobbyNames('GB', game.name)).toContain(game.slug);
    const blocked = await as(support).ok(endpoints.listCatalogueGames, { query: { blockedIn: 'DE' } });
    expect(blocked.content.map((g) => g.uuid)).toContain(game.uuid);

    // The audit log keeps who did it and the game before and after.
    const audit = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, { query: { event: 'updateCatalogueGame', target: game.uuid } });
    expect(audit.content[0]).toMatchObject({
      status: 200,
      before: { blockedCountries: game.blockedCountries },
      after: { blockedCountries: ['DE'] },
    });

    // Disabled: in no lobby; featured: first in the default list.
    await as(marketing).ok(endpoints.updateCatalogueGame, {
      params: { gameUuid: game.uuid },
      body: { ...body, blockedCountries: [], enabled: false },
    });
    expect(await lobbyNames('GB', game.name)).not.toContain(game.slug);
    await as(marketing).ok(endpoints.updateCatalogueGame, {
      params: { gameUuid: game.uuid },
      body: { ...body, blockedCountries: [], featured: true },
    });
    const first = await api(t).ok(endpoints.defaultGames, { query: { size: 1 } });
    expect(first.content[0]?.uuid).toBe(game.uuid);
  });

  it('refuses support and read-only writes, bad markets and unknown categories, changing nothing', async () => {
    const game = await someGame();
    const params = { gameUuid: game.uuid };
    const body = { enabled: false, featured: false, blockedCountries: [], categories: [] };
    expect(await as(support).fails(endpoints.updateCatalogueGame, { params, body })).toMatchObject({
      status: 403,
      error: ErrorCode.operatorRole,
    });
    const badCountry = await as(marketing).fails(endpoints.updateCatalogueGame, {
      params,
      body: unchecked({ ...body, blockedCountries: ['Germany'] }),
    });
    expect(badCountry).toMatchObject({
      status: 400,
      fieldErrors: { 'blockedCountries.0': 'fields.errors.country-code' },
    });
    const badCategory = await as(marketing).fails(endpoints.updateCatalogueGame, {
      params,
      body: { ...body, categories: ['no-such-category'] },
    });
    expect(badCategory).toMatchObject({
      status: 400,
      fieldErrors: { categories: 'fields.errors.unknown-category' },
    });
    expect(await as(marketing).ok(endpoints.getCatalogueGame, { params })).toEqual(game);
    expect(
      await as(marketing).status(endpoints.getCatalogueGame, {
        params: { gameUuid: '0b6f6c1e-3f7a-4b7e-9a55-1f2e3d4c5b6a' },
      }),
    ).toBe(404);
  });
});

describe('catalogue studios and categories', () => {
  it('switches a studio off: none of its games stays in the lobby', async () => {
    const studios = await as(marketing).ok(endpoints.listCatalogueProviders, { query: { size: 50 } });
    const studio = studios.content.find((s) => s.enabled && s.gamesCount > 0)!;
    const before = await api(t).ok(endpoints.publicGames, { query: { provider: studio.alias } });
    expect(before.totalElements).toBeGreaterThan(0);
    const off = await as(marketing).ok(endpoints.updateCatalogueProvider, {
      params: { alias: studio.alias },
      body: { name: studio.name, enabled: false, sortOrder: studio.sortOrder },
    });
    expect(off.enabled).toBe(false);
    const after = await api(t).ok(endpoints.publicGames, { query: { provider: studio.alias } });
    expect(after.totalElements).toBe(0);
    await as(marketing).ok(endpoints.updateCatalogueProvider, {
      params: { alias: studio.alias },
      body: { name: studio.name, enabled: true, sortOrder: studio.sortOrder },
    });
  });

  it('reorders the categories, adds one, and refuses to drop one that games carry', async () => {
    const { categories } = await as(marketing).ok(endpoints.listCatalogueCategories);
    const reordered = [...categories].reverse().map(({ slug, categoryKey }) => ({ slug, categoryKey }));
    const added = [...reordered, { slug: 'live', categoryKey: 'games.categories.live' }];
    await as(marketing).ok(endpoints.setCatalogueCategories, { body: { categories: added } });
    expect((await api(t).ok(endpoints.categories)).map((c) => c.slug)).toEqual(added.map((c) => c.slug));

    const used = categories.find((c) => c.gamesCount > 0)!;
    const dropped = await as(marketing).fails(endpoints.setCatalogueCategories, {
      body: { categories: added.filter((c) => c.slug !== used.slug) },
    });
    expect(dropped).toMatchObject({
      status: 400,
      fieldErrors: { categories: 'fields.errors.category-in-use' },
    });
    const twice = await as(marketing).fails(endpoints.setCatalogueCategories, {
      body: { categories: [...added, added[0]!] },
    });
    expect(twice.status).toBe(400);
    // The unused one goes.
    await as(marketing).ok(endpoints.setCatalogueCategories, { body: { categories: reordered } });
    expect((await api(t).ok(endpoints.categories)).map((c) => c.slug)).toEqual(reordered.map((c) => c.slug));
  });
});
