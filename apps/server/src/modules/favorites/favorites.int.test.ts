import {
  ErrorCode,
  endpoints,
  FAVORITE_GAMES_MAX,
  FavoriteIds,
  GameList,
  RECENT_GAMES_MAX,
} from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, envelope } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import { favoriteGames } from './tables.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function player() {
  const { auth } = await registerByEmail(t);
  return { uuid: auth.uuid, token: auth.token };
}
type Player = Awaited<ReturnType<typeof player>>;

/** Games of the catalogue the studio can start in demo, in lobby order. */
function demoGames() {
  const catalogue = t.app.services.catalogue;
  return catalogue
    .list({}, 0, 600)
    .content.filter((g) => g.hasDemoMode && !g.restricted && catalogue.game(g.uuid)?.engine !== undefined);
}

const add = (p: Player, id: string, caller: Player = p) =>
  api(t)
    .as(caller)
    .call(endpoints.addFavorite, { body: { playerUUID: p.uuid, id } });
const ids = async (p: Player) => {
  const res = await api(t)
    .as(p)
    .call(endpoints.favoriteIds, { params: { uuid: p.uuid } });
  expect(res.statusCode, res.body).toBe(200);
  return FavoriteIds.parse(res.json());
};
const favourites = async (p: Player) => {
  const res = await api(t).as(p).call(endpoints.favoriteGames);
  expect(res.statusCode, res.body).toBe(200);
  return GameList.parse(res.json());
};
const recent = async (p: Player) => {
  const res = await api(t).as(p).call(endpoints.recentGames);
  expect(res.statusCode, res.body).toBe(200);
  return GameList.parse(res.json());
};
const startDemo = (uuid: string, player?: { token: string }) =>
  api(t)
    .as(player)
    .call(endpoints.startFunGame, { params: { uuid }, query: { type: 'DESKTOP', lang: 'en' } });

describe('favourites', () => {
  it('adds, lists (most recently added first) and removes favourite games', async () => {
    const p = await player();
    const [a, b] = demoGames();
    expect(await ids(p)).toEqual([]);

    const first = await add(p, a!.uuid);
    expect(first.statusCode, first.body).toBe(200);
    expect(FavoriteIds.parse(first.json())).toEqual([a!.uuid]);
    expect(FavoriteIds.parse((await add(p, b!.uuid)).json())).toEqual([b!.uuid, a!.uuid]);

    expect(await ids(p)).toEqual([b!.uuid, a!.uuid]);
    expect((await favourites(p)).map((g) => g.uuid)).toEqual([b!.uuid, a!.uuid]);
    expect((await favourites(p))[0]).toEqual(t.app.services.catalogue.game(b!.uuid)!.dto);

    const removed = await api(t)
      .as(p)
      .call(endpoints.removeFavorite, { params: { uuid: p.uuid, id: b!.uuid } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(FavoriteIds.parse(removed.json())).toEqual([a!.uuid]);
    expect((await favourites(p)).map((g) => g.uuid)).toEqual([a!.uuid]);
  });

  it('adding twice or removing twice changes nothing and succeeds', async () => {
    const p = await player();
    const [a, b] = demoGames();
    await add(p, a!.uuid);
    await add(p, b!.uuid);
    const again = await add(p, a!.uuid);
    expect(again.statusCode).toBe(200);
    // The game keeps its place: re-adding does not move it to the front.
    expect(FavoriteIds.parse(again.json())).toEqual([b!.uuid, a!.uuid]);

    expect(
      await api(t)
        .as(p)
        .status(endpoints.removeFavorite, { params: { uuid: p.uuid, id: a!.uuid } }),
    ).toBe(200);
    const twice = await api(t)
      .as(p)
      .call(endpoints.removeFavorite, { params: { uuid: p.uuid, id: a!.uuid } });
    expect(twice.statusCode).toBe(200);
    expect(FavoriteIds.parse(twice.json())).toEqual([b!.uuid]);
  });

  it('accepts a game id in capitals as the same game', async () => {
    const p = await player();
    const [a] = demoGames();
    await add(p, a!.uuid.toUpperCase());
    expect(await ids(p)).toEqual([a!.uuid]);
    await add(p, a!.uuid);
    expect(await ids(p)).toEqual([a!.uuid]);
  });

  it('refuses an unknown game (404) and a malformed id (400), changing nothing', async () => {
    const p = await player();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await add(p, unknown);
    expect(res.statusCode).toBe(404);
    expect(envelope(res).error).toBe(ErrorCode.gameNotFound);
    const bad = await add(p, 'not-a-game');
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).error).toBe(ErrorCode.validation);
    const removeUnknown = await api(t)
      .as(p)
      .call(endpoints.removeFavorite, { params: { uuid: p.uuid, id: unknown } });
    expect(removeUnknown.statusCode).toBe(404);
    expect(
      await api(t)
        .as(p)
        .status(endpoints.removeFavorite, { params: { uuid: p.uuid, id: 'x' } }),
    ).toBe(400);
    expect(await ids(p)).toEqual([]);
  });

  it("never lets a player read or change another player's favourites (403)", async () => {
    const owner = await player();
    const intruder = await player();
    const [a, b] = demoGames();
    await add(owner, a!.uuid);

    const read = await api(t)
      .as(intruder)
      .fails(endpoints.favoriteIds, { params: { uuid: owner.uuid } });
    expect(read.status).toBe(403);
    expect(read.error).toBe(ErrorCode.forbidden);
    expect((await add(owner, b!.uuid, intruder)).statusCode).toBe(403);
    const removal = await api(t)
      .as(intruder)
      .call(endpoints.removeFavorite, { params: { uuid: owner.uuid, id: a!.uuid } });
    expect(removal.statusCode).toBe(403);

    expect(await ids(owner)).toEqual([a!.uuid]);
    expect(await ids(intruder)).toEqual([]);
    expect(await favourites(intruder)).toEqual([]);
  });

  it('needs a logged-in player (401) for every call', async () => {
    const p = await player();
    const [a] = demoGames();
    const calls = [
      api(t).call(endpoints.favoriteIds, { params: { uuid: p.uuid } }),
      api(t).call(endpoints.addFavorite, { body: { playerUUID: p.uuid, id: a!.uuid } }),
      api(t).call(endpoints.removeFavorite, { params: { uuid: p.uuid, id: a!.uuid } }),
      api(t).call(endpoints.favoriteGames),
      api(t).call(endpoints.recentGames),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(envelope(res).error).toBe(ErrorCode.unauthorized);
    }
  });

  it(`keeps at most ${FAVORITE_GAMES_MAX} favourites (409 over the limit)`, async () => {
    const p = await player();
    const games = t.app.services.catalogue.list({}, 0, FAVORITE_GAMES_MAX + 1).content;
    // Fill the list directly up to the limit, then ask for one more.
    await t.database.db.insert(favoriteGames).values(
      games.slice(0, FAVORITE_GAMES_MAX).map((g) => ({
        playerUuid: p.uuid,
        gameUuid: g.uuid,
        createdAt: new Date(),
      })),
    );
    const over = await add(p, games[FAVORITE_GAMES_MAX]!.uuid);
    expect(over.statusCode).toBe(409);
    expect(envelope(over).error).toBe(ErrorCode.favoriteLimitReached);
    // One already there is still fine (idempotent), and after a removal there is room again.
    expect((await add(p, games[0]!.uuid)).statusCode).toBe(200);
    await api(t)
      .as(p)
      .call(endpoints.removeFavorite, { params: { uuid: p.uuid, id: games[0]!.uuid } });
    expect((await add(p, games[FAVORITE_GAMES_MAX]!.uuid)).statusCode).toBe(200);
  });
});

describe('recently played', () => {
  it('records games a logged-in player starts: each once, most recent first', async () => {
    const p = await player();
    const [a, b, c] = demoGames();
    for (const g of [a, b, c, a]) {
      const res = await startDemo(g!.uuid, p);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await recent(p)).map((g) => g.uuid)).toEqual([a!.uuid, c!.uuid, b!.uuid]);
  });

  it('records nothing for a guest, for a start that fails, or for another player', async () => {
    const p = await player();
    const other = await player();
    const [a] = demoGames();
    const noDemo = t.app.services.catalogue.list({}, 0, 600).content.find((g) => !g.hasDemoMode)!;
    expect((await startDemo(a!.uuid)).statusCode).toBe(200);
    expect((await startDemo(noDemo.uuid, p)).statusCode).toBe(400);
    expect(await recent(p)).toEqual([]);
    await startDemo(a!.uuid, other);
    expect(await recent(p)).toEqual([]);
    expect((await recent(other)).map((g) => g.uuid)).toEqual([a!.uuid]);
  });

  it(`keeps the last ${RECENT_GAMES_MAX} games`, async () => {
    const p = await player();
    const games = demoGames().slice(0, RECENT_GAMES_MAX + 2);
    expect(games).toHaveLength(RECENT_GAMES_MAX + 2);
    for (const g of games) await t.app.services.favorites.recordRecentGame(p.uuid, g.uuid);
    const list = await recent(p);
    expect(list.map((g) => g.uuid)).toEqual(
      games
        .slice(2)
        .map((g) => g.uuid)
        .reverse(),
    );
    // Playing an old one again brings it to the front without growing the list.
    await t.app.services.favorites.recordRecentGame(p.uuid, games[5]!.uuid);
    const again = await recent(p);
    expect(again).toHaveLength(RECENT_GAMES_MAX);
    expect(again[0]!.uuid).toBe(games[5]!.uuid);
  });
});
