import { ErrorCode, endpoints } from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, failure, type QueryOf, unchecked } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import {
  bonusTemplate,
  buildRewardsTestApp,
  createTemplate,
  expectRewardsReconciled,
  ledgerBalances,
  operatorRewards,
} from '../../../test/rewards.ts';
import { anotherSlotGame, fundedPlayer } from '../../../test/studio.ts';
import {
  board,
  createTournament,
  HOUR,
  optIn,
  optInCall,
  settleDemoTournaments,
  table,
  tournamentBody,
} from '../../../test/tournaments.ts';

let t: TestContext;
beforeAll(async () => {
  t = (await buildRewardsTestApp()).t;
  await settleDemoTournaments(t);
});
afterAll(() => t?.close());
afterEach(async () => {
  if (t) await expectRewardsReconciled(t);
});

type Status = QueryOf<typeof endpoints.tournaments>['status'];
const list = (status: Status, token?: string) =>
  api(t)
    .as(token)
    .ok(endpoints.tournaments, { query: { locale: 'en', status } });

describe('life cycle', () => {
  it('goes scheduled, active, finished with the clock, and the list filters by status', async () => {
    const created = await createTournament(t, {
      startsAt: new Date(t.now() + HOUR).toISOString(),
      endsAt: new Date(t.now() + 2 * HOUR).toISOString(),
    });
    expect(created.status).toBe('SCHEDULED');
    const ids = async (status: Status) => (await list(status)).map((x) => x.id);
    expect(await ids('SCHEDULED')).toContain(created.id);
    expect(await ids('ACTIVE')).not.toContain(created.id);
    t.advance(HOUR);
    expect(await ids('ACTIVE')).toContain(created.id);
    expect(await ids('all')).toContain(created.id);
    t.advance(HOUR);
    expect(await ids('FINISHED')).toContain(created.id);
    expect(await ids('ACTIVE')).not.toContain(created.id);
  });

  it('refuses bad operator input with 4xx and changes nothing; a cancelled one leaves the lists', async () => {
    const bad = [
      { endsAt: new Date(t.now() - HOUR).toISOString() },
      { games: ['no-such-game'] },
      { prizes: [{ placeFrom: 2, placeTo: 1, amount: '1.00' }] },
      { prizes: [{ placeFrom: 1, placeTo: 1 }] },
      { content: { de: { title: 'x' } } },
      { scoring: 'LUCK' },
    ];
    const before = (await api(t).operator().call(endpoints.listTournaments)).json() as unknown[];
    for (const over of bad) {
      const res = await api(t)
        .operator()
        .call(endpoints.createTournament, { body: unchecked({ ...tournamentBody(t), ...over }) });
      expect(res.statusCode, JSON.stringify(over)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await api(t).operator().call(endpoints.listTournaments)).json()).toHaveLength(before.length);
    const c = await createTournament(t);
    const cancelled = await api(t)
      .operator()
      .call(endpoints.cancelTournament, { params: { id: c.id } });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    expect((await list('all')).map((x) => x.id)).not.toContain(c.id);
    const gone = await api(t).fails(endpoints.tournament, { params: { id: c.id }, query: { locale: 'en' } });
    expect(gone).toMatchObject({ status: 404, error: ErrorCode.tournamentNotFound });
  });
});

describe('scoring', () => {
  it('counts stakes at or over the minimum on the games, after opt-in, once; a rollback takes them back', async () => {
    const tour = await createTournament(t);
    const p = await fundedPlayer(t);
    const slot = await table(t, p);
    await slot.bet(500); // before opt-in: nothing
    expect((await optIn(t, p, tour.id)).optedIn).toBe(true);
    const a = await slot.bet(200);
    await slot.bet(50); // under the 1.00 minimum
    const other = await table(t, p, anotherSlotGame.slug);
    await other.bet(300); // not a tournament game
    const b = await slot.bet(100);
    expect((await board(t, tour.id, p.token)).own).toMatchObject({ place: 1, points: 300 });
    await slot.rollback(b);
    await slot.rollback(b);
    expect((await board(t, tour.id, p.token)).own?.points).toBe(200);
    await slot.win(a, 1000); // wins do not score a WAGERED tournament
    expect((await board(t, tour.id, p.token)).own?.points).toBe(200);
  });

  it('MULTIPLIER keeps the best single win over its stake, times 100', async () => {
    const tour = await createTournament(t, { scoring: 'MULTIPLIER' });
    const p = await fundedPlayer(t);
    await optIn(t, p, tour.id);
    const slot = await table(t, p);
    const a = await slot.bet(200);
    await slot.win(a, 500); // 2.5×
    const b = await slot.bet(100);
    await slot.win(b, 150); // 1.5×: not better
    expect((await board(t, tour.id, p.token)).own?.points).toBe(250);
  });

  it('ties go to whoever reached the score first; the own row only when opted in; guests read without auth', async () => {
    const tour = await createTournament(t);
    const [first, second, watcher] = [await fundedPlayer(t), await fundedPlayer(t), await fundedPlayer(t)];
    await optIn(t, first, tour.id);
    await optIn(t, second, tour.id);
    await (await table(t, first)).bet(400);
    t.advance(1000);
    await (await table(t, second)).bet(400);
    const guest = await board(t, tour.id);
    expect(guest.rows.map((r) => r.points)).toEqual([400, 400]);
    expect(guest.own).toBeNull();
    expect((await board(t, tour.id, first.token)).own?.place).toBe(1);
    expect((await board(t, tour.id, second.token)).own?.place).toBe(2);
    expect((await board(t, tour.id, watcher.token)).own).toBeNull();
    expect(guest.rows[0]?.name).toMatch(/\*\*\*/);
  });

  it('is exact under concurrent rounds from many players', async () => {
    const tour = await createTournament(t);
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(t)));
    for (const p of players) await optIn(t, p, tour.id);
    const tables = await Promise.all(players.map((p) => table(t, p)));
    const stakes = [100, 200, 300, 400, 500];
    await Promise.all(tables.flatMap((s, i) => stakes.map((amount) => s.bet(amount + i))));
    const lb = await board(t, tour.id, undefined, { page: 0, size: 20 });
    const expected = players.map((_, i) => stakes.reduce((sum, s) => sum + s + i, 0)).sort((a, b) => b - a);
    expect(lb.rows.map((r) => r.points)).toEqual(expected);
    expect(lb.rows.map((r) => r.place)).toEqual(expected.map((_, i) => i + 1));
    expect(lb.totalPages).toBe(1);
  });

  it('opt-out takes the player off the board; a guest cannot opt in', async () => {
    const tour = await createTournament(t);
    const p = await fundedPlayer(t);
    await optIn(t, p, tour.id);
    await (await table(t, p)).bet(100);
    const out = await api(t)
      .as(p)
      .call(endpoints.tournamentOptOut, {
        params: { id: tour.id },
        body: { locale: 'en', playerId: p.uuid },
      });
    expect(out.json()).toMatchObject({ optedIn: false, optIn: true });
    expect((await board(t, tour.id)).rows).toEqual([]);
    const guest = await optInCall(t, { uuid: p.uuid }, tour.id);
    expect(guest.statusCode).toBe(401);
  });
});

describe('prizes', () => {
  it('pays each place once, money through the ledger and a reward through the engine, across a restart', async () => {
    const template = await createTemplate(t, bonusTemplate({ name: 'Prize bonus' }));
    const tour = await createTournament(t, {
      prizes: [
        { placeFrom: 1, placeTo: 1, amount: '50.00' },
        { placeFrom: 2, placeTo: 2, templateUUID: template.templateUUID },
      ],
    });
    const [gold, silver, none] = [await fundedPlayer(t), await fundedPlayer(t), await fundedPlayer(t)];
    for (const p of [gold, silver, none]) await optIn(t, p, tour.id);
    await (await table(t, gold)).bet(300);
    await (await table(t, silver)).bet(200);
    await (await table(t, none)).bet(100);
    const goldReal = await ledgerBalances(t, gold.uuid).real();
    const tournaments = t.app.services.tournaments;

    expect(await tournaments.payoutDue()).toBe(0); // not finished yet
    t.advance(HOUR + 1000);
    // Two runs at once, as two instances of the schedule would: each place is paid once.
    await Promise.all([tournaments.payoutDue(), tournaments.payoutDue()]);
    // A restart after paying but before marking: the marks are lost, the next run pays nothing twice.
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`update tournament_prizes set paid_at = null where tournament_id = ${tour.id}`,
    );
    await t.database.db.execute(sql`update tournaments set paid_at = null where id = ${tour.id}`);
    expect(await tournaments.payoutDue()).toBe(2);
    expect(await tournaments.payoutDue()).toBe(0);

    expect((await ledgerBalances(t, gold.uuid).real()) - goldReal).toBe(5_000n);
    expect((await operatorRewards(t, silver.uuid)).map((r) => r.data.templateUUID)).toEqual([
      template.templateUUID,
    ]);
    expect(await operatorRewards(t, none.uuid)).toEqual([]);
    const view = (
      await api(t)
        .operator()
        .call(endpoints.operatorTournamentLeaderboard, { params: { id: tour.id } })
    ).json();
    expect(view).toMatchObject({
      prizes: [
        { place: 1, paid: true },
        { place: 2, paid: true },
      ],
    });
    expect(
      (
        await api(t)
          .operator()
          .call(endpoints.getTournament, { params: { id: tour.id } })
      ).json(),
    ).toMatchObject({
      status: 'FINISHED',
    });
    // A finished tournament cannot be joined (a player logged in now: the clock has moved on).
    const newcomer = await fundedPlayer(t, 0n);
    const late = await optInCall(t, newcomer, tour.id);
    expect(failure(late)).toMatchObject({ status: 409, error: ErrorCode.tournamentState });
  });
  it('pays a tournament that ended after one that cannot be paid, and the stuck one once it can', async () => {
    const stuckTemplate = await createTemplate(t, bonusTemplate({ name: 'Withdrawn prize' }));
    const stuck = await createTournament(t, {
      prizes: [
        { placeFrom: 1, placeTo: 1, templateUUID: stuckTemplate.templateUUID },
        { placeFrom: 2, placeTo: 2, amount: '3.00' },
      ],
    });
    const later = await createTournament(t, {
      endsAt: new Date(t.now() + HOUR + 60_000).toISOString(),
      prizes: [{ placeFrom: 1, placeTo: 1, amount: '7.00' }],
    });
    const [first, second] = [await fundedPlayer(t), await fundedPlayer(t)];
    for (const p of [first, second]) {
      await optIn(t, p, stuck.id);
      await optIn(t, p, later.id);
    }
    await (await table(t, first)).bet(300);
    await (await table(t, second)).bet(200);
    const { sql } = await import('drizzle-orm');
    // The operator disables the first tournament's prize template before it ends: granting it fails.
    await t.database.db.execute(
      sql`update reward_templates set enabled = false where uuid = ${stuckTemplate.templateUUID}`,
    );
    const [firstReal, secondReal] = [
      await ledgerBalances(t, first.uuid).real(),
      await ledgerBalances(t, second.uuid).real(),
    ];
    t.advance(HOUR + 120_000);
    const tournaments = t.app.services.tournaments;
    await expect(tournaments.payoutDue()).rejects.toThrow(stuck.id);
    // The later tournament is paid, and so is the stuck one's second place.
    expect((await ledgerBalances(t, first.uuid).real()) - firstReal).toBe(700n);
    expect((await ledgerBalances(t, second.uuid).real()) - secondReal).toBe(300n);
    await expect(tournaments.payoutDue()).rejects.toThrow(stuck.id); // tried again, nothing paid twice
    expect((await ledgerBalances(t, second.uuid).real()) - secondReal).toBe(300n);

    await t.database.db.execute(
      sql`update reward_templates set enabled = true where uuid = ${stuckTemplate.templateUUID}`,
    );
    expect(await tournaments.payoutDue()).toBe(1);
    expect((await operatorRewards(t, first.uuid)).map((r) => r.data.templateUUID)).toEqual([
      stuckTemplate.templateUUID,
    ]);
    expect(await tournaments.payoutDue()).toBe(0);
  });
});

describe('the demo', () => {
  it('has one active, one scheduled and one finished tournament, the games 14 a page', async () => {
    const res = await api(t).call(endpoints.tournamentGames, {
      query: { brandId: 'croupier', tournamentId: '7a2e4c1b-5d6f-4e8a-9b0c-1d2e3f4a5b01' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ size: 14, totalElements: 20, totalPages: 2 });
    expect((res.json() as { content: unknown[] }).content).toHaveLength(14);
  });
});
