import { Bet, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type QueryOf } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import { creditPlayer, placeBet } from '../../../test/wallet.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A player with 50.00 USD in the real wallet (a deposit as the payments module books it). */
async function player() {
  const { auth } = await registerByEmail(t);
  await creditPlayer(t, auth.uuid, 'deposit', `test-deposit:${auth.uuid}`, 5_000n);
  return { uuid: auth.uuid, token: auth.token };
}

const bet = (uuid: string, betId: string, minor: bigint, meta: Record<string, unknown> = {}) =>
  placeBet(t, uuid, betId, minor, meta);
const win = (uuid: string, betId: string, minor: bigint, n = 1) =>
  creditPlayer(t, uuid, 'win', `win:${betId}:${n}`, minor, { betId });
const rollback = (uuid: string, betId: string, minor: bigint) =>
  creditPlayer(t, uuid, 'bet.rollback', `rollback:${betId}`, minor, { betId });

async function page(
  p: { uuid: string; token: string },
  query: QueryOf<typeof endpoints.gameInfoActivity> = {},
) {
  return api(t)
    .as(p)
    .ok(endpoints.gameInfoActivity, { params: { uuid: p.uuid }, query });
}

describe('bet activity (GET /player/{uuid}/game-info-activity)', () => {
  it('lists the player’s bets with wins and rollbacks, and shows one bet only to its player', async () => {
    const [p, q] = [await player(), await player()];
    await bet(p.uuid, 'b-won', 500n);
    await win(p.uuid, 'b-won', 1500n);
    await bet(p.uuid, 'b-lost', 200n, { kind: 'sports', gameSlug: null });
    const all = await page(p);
    expect(all.totalElements).toBe(2);
    expect(all.bets).toEqual(all.content);
    expect(all.content.find((b) => b.id === 'b-won')).toMatchObject({
      kind: 'games',
      amount: 5,
      winAmount: 15,
      status: 'WON',
      gameSlug: 'dragon-gold',
    });
    const sports = await page(p, { kind: 'sports' });
    expect(sports.content.map((b) => [b.id, b.status])).toEqual([['b-lost', 'LOST']]);
    expect(
      (
        await api(t)
          .as(p)
          .call(endpoints.betActivity, { params: { kind: 'games', id: 'b-won' } })
      ).json(),
    ).toMatchObject({
      id: 'b-won',
    });
    expect(
      await api(t)
        .as(q)
        .status(endpoints.betActivity, { params: { kind: 'games', id: 'b-won' } }),
    ).toBe(404);
    expect(
      await api(t)
        .as(p)
        .status(endpoints.betActivity, { params: { kind: 'sports', id: 'b-won' } }),
    ).toBe(404);
    expect(
      await api(t)
        .as(p)
        .status(endpoints.betActivity, { params: { kind: 'poker', id: 'b-won' } }),
    ).toBe(400);
  });

  it('names each games bet’s game as the catalogue lists it; a game it no longer lists keeps its slug', async () => {
    const p = await player();
    const listed = await api(t).call(endpoints.searchGames, {
      query: { name: 'viking', size: 1, countryCode: 'US', currencyCode: 'USD' },
    });
    const game = (listed.json() as { content: { slug: string; fullGameName: string }[] }).content[0];
    if (!game) throw new Error('the seeded catalogue has a viking game');
    await bet(p.uuid, 'b-listed', 100n, { gameSlug: game.slug });
    await bet(p.uuid, 'b-gone', 100n, { gameSlug: 'no-longer-listed' });
    const { content } = await page(p);
    expect(content.find((b) => b.id === 'b-listed')).toMatchObject({
      gameSlug: game.slug,
      gameName: game.fullGameName,
    });
    expect(content.find((b) => b.id === 'b-gone')).toMatchObject({
      gameSlug: 'no-longer-listed',
      gameName: null,
    });
    expect(
      (
        await api(t)
          .as(p)
          .call(endpoints.betActivity, { params: { kind: 'games', id: 'b-listed' } })
      ).json(),
    ).toMatchObject({
      gameName: game.fullGameName,
    });
  });

  it('pages newest first with the totals of every page, and filters by kind and dates', async () => {
    const p = await player();
    const other = await player();
    await bet(other.uuid, `${other.uuid}-x`, 100n);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const id = `${p.uuid}-${i}`;
      ids.push(id);
      await bet(p.uuid, id, BigInt(100 + i), i % 3 === 0 ? { kind: 'sports' } : {});
    }
    await win(p.uuid, ids[1]!, 300n);
    await win(p.uuid, ids[1]!, 200n, 2);
    await rollback(p.uuid, ids[4]!, 104n);
    const newestFirst = [...ids].reverse();

    const first = await page(p, { size: 3 });
    expect(first).toMatchObject({ page: 0, size: 3, totalElements: 7, totalPages: 3 });
    expect(first.content.map((b) => b.id)).toEqual(newestFirst.slice(0, 3));
    expect(first.content.map((b) => b.status)).toEqual(['LOST', 'LOST', 'ROLLED_BACK']);
    const second = await page(p, { size: 3, page: 1 });
    expect(second.content.map((b) => b.id)).toEqual(newestFirst.slice(3, 6));
    expect(second.content.map((b) => b.status)).toEqual(['LOST', 'LOST', 'WON']);
    expect(second.content[2]).toMatchObject({ id: ids[1], winAmount: 5, amount: 1.01 });
    const last = await page(p, { size: 3, page: 2 });
    expect(last.content.map((b) => b.id)).toEqual(newestFirst.slice(6));
    expect(last.content[0]).toMatchObject({ id: ids[0], kind: 'sports', amount: 1, status: 'LOST' });
    const beyond = await page(p, { size: 3, page: 5 });
    expect(beyond).toMatchObject({ content: [], bets: [], totalElements: 7, totalPages: 3 });

    const detail = Bet.parse(
      (
        await api(t)
          .as(p)
          .call(endpoints.betActivity, { params: { kind: 'games', id: ids[1]! } })
      ).json(),
    );
    expect(detail).toMatchObject({ id: ids[1], status: 'WON', winAmount: 5, amount: 1.01 });

    const sports = await page(p, { kind: 'sports', size: 2 });
    expect(sports).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(sports.content.map((b) => b.id)).toEqual([ids[6], ids[3]]);
    const games = await page(p, { kind: 'games' });
    expect(games.content.map((b) => b.id)).toEqual(
      newestFirst.filter((id) => ![0, 3, 6].includes(ids.indexOf(id))),
    );

    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await page(p, { dateFrom: today, dateTo: today })).totalElements).toBe(7);
    expect((await page(p, { dateTo: yesterday })).totalElements).toBe(0);
  });

  it('answers an empty page for a player with no activity', async () => {
    const { auth } = await registerByEmail(t);
    const res = await api(t)
      .as(auth)
      .call(endpoints.gameInfoActivity, { params: { uuid: auth.uuid } });
    expect(res.json()).toMatchObject({ content: [], bets: [], totalElements: 0, totalPages: 0, size: 100 });
    expect(
      await api(t)
        .as(auth)
        .status(endpoints.betActivity, { params: { kind: 'games', id: '123' } }),
    ).toBe(404);
  });
});
