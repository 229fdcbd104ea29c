import { randomUUID } from 'node:crypto';
import { BrandConfig, endpoints, WebPopup } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/api.ts';
import { buildReplicas, eventually } from '../test/replicas.ts';
import { fundedPlayer } from '../test/studio.ts';
import { board, createTournament, optIn, settleDemoTournaments, table } from '../test/tournaments.ts';

// Two servers on one database and one Redis (ADR 067): what an operator changes on A shows in B's
// player API within moments, through the event bus (B's timed reloads are an hour away), and a
// limit counted on A counts on B.

let replicas: Awaited<ReturnType<typeof buildReplicas>>;
beforeAll(async () => {
  replicas = await buildReplicas({ ANALYTICS_EVENTS_PER_MINUTE: '3' });
  await settleDemoTournaments(replicas.a);
});
afterAll(() => replicas?.close());

describe('an operator change on one server', () => {
  it("a game disabled on A leaves B's lobby", async () => {
    const { a, b } = replicas;
    const page = await api(a)
      .operator()
      .ok(endpoints.listCatalogueGames, { query: { size: 1, page: 5 } });
    const game = page.content[0]!;
    const lobby = async () =>
      (await api(b).ok(endpoints.publicGames, { query: { keyword: game.name, size: 200 } })).content.map(
        (g) => g.slug,
      );
    expect(await lobby()).toContain(game.slug);
    await api(a)
      .operator()
      .ok(endpoints.updateCatalogueGame, {
        params: { gameUuid: game.uuid },
        body: { enabled: false, featured: false, blockedCountries: [], categories: game.categories },
      });
    expect(await eventually(lobby, (slugs) => !slugs.includes(game.slug))).not.toContain(game.slug);
  });

  it("brand settings changed on A are B's /brand/config", async () => {
    const { a, b } = replicas;
    const { settings } = await api(a).operator().ok(endpoints.getBrandSettings);
    const redeem = !settings.features.redeem;
    await api(a)
      .operator()
      .ok(endpoints.updateBrandSettings, {
        body: { ...settings, features: { ...settings.features, redeem } },
      });
    const config = async () => BrandConfig.parse((await api(b).call(endpoints.brandConfig)).json());
    expect((await eventually(config, (c) => c.features.redeem === redeem)).features.redeem).toBe(redeem);
  });

  it("a tournament created on A scores the rounds played on B's servers", async () => {
    const { a, b } = replicas;
    const p = await fundedPlayer(b);
    const tour = await createTournament(a);
    await optIn(b, p, tour.id);
    const slot = await table(b, p);
    // Each try stakes 1.00 on B; once B's live set knows the tournament, its rounds score.
    const points = await eventually(
      async () => {
        await slot.bet(100);
        return (await board(b, tour.id, p.token)).own?.points ?? 0;
      },
      (n) => n > 0,
      20,
    );
    expect(points).toBeGreaterThan(0);
  });

  it("a web popup created on A is in B's popups", async () => {
    const { a, b } = replicas;
    const created = await api(a)
      .operator()
      .ok(endpoints.operatorCreatePopup, {
        body: {
          name: `popup ${randomUUID()}`,
          data: { title: 'Across servers' },
          buttons: [{ label: 'Go', url: '/promotions' }],
          targeting: { audience: 'everyone' },
          maxViews: null,
        },
      });
    const popups = async () =>
      WebPopup.array().parse(
        (await api(b).call(endpoints.edgePopups, { query: { anonymousId: randomUUID() } })).json(),
      );
    const seen = await eventually(popups, (list) => list.some((x) => x.id === created.id));
    expect(seen.map((x) => x.id)).toContain(created.id);
  });
});

describe('the rate limits', () => {
  it("the analytics intake's cap counted on A refuses on B", async () => {
    const { a, b } = replicas;
    const batch = (n: number) => ({
      anonymousId: randomUUID(),
      events: Array.from({ length: n }, () => ({
        id: randomUUID(),
        name: 'page_view' as const,
        at: new Date(a.now()).toISOString(),
        page: '/',
        props: {},
      })),
    });
    expect((await api(a).call(endpoints.collectEvents, { body: batch(3) })).statusCode).toBe(200);
    const refused = await api(b).call(endpoints.collectEvents, { body: batch(1) });
    expect(refused.statusCode, refused.body).toBe(429);
  });
});
