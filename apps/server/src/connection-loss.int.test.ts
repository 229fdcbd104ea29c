import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ErrorCode,
  endpoints,
  GameSession,
  STUDIO_SIGNATURE_HEADER,
  STUDIO_TIMESTAMP_HEADER,
  verifyLaunch,
} from '@croupier/contract';
import { SANDBOX_STUDIO_SECRET } from '@croupier/contract/sandbox-defaults';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalogue } from '../seed/catalogue.ts';
import { api, envelope } from '../test/api.ts';
import { buildTestApp, TEST_CATALOGUE, type TestContext } from '../test/helper.ts';
import { registerByEmail, signupBody } from '../test/players.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { exited, json, type RunningServer, startServer, studioCall } from '../test/server-process.ts';
import { sign } from './adapters/payments/signature.ts';
import { games } from './modules/games/tables.ts';
import { LedgerService, reconcileLedger } from './modules/wallet/index.ts';
import { isConnectionLost } from './platform/connection-loss.ts';
import { openPostgres } from './platform/db.ts';

// A dropped database connection fails only the request that used it (503, to be
// retried), never the process; the pool reconnects by itself. The drops are real: the test ends the
// backends of its OWN scratch database with pg_terminate_backend (never the server, which others share).

describe('recognising a lost connection', () => {
  const pgError = (code: string, message = 'boom') => Object.assign(new Error(message), { code });
  // As drizzle throws it: its message quotes the statement and the parameters, the driver's error is the cause.
  const wrapped = (cause: unknown) =>
    Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });

  it('knows the driver, socket and SQLSTATE signs of a connection gone, through any wrapping', () => {
    for (const err of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P02'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('08003'),
      pgError('08P01'),
      pgError('ECONNRESET'),
      pgError('ECONNREFUSED'),
      pgError('EPIPE'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], 'connect failed'),
    ]) {
      expect(isConnectionLost(err), String(err)).toBe(true);
      expect(isConnectionLost(wrapped(err)), `wrapped ${err}`).toBe(true);
    }
  });

  it('does not take a fault of the request, or a parameter that says so, for one', () => {
    for (const err of [
      pgError('23505', 'duplicate key value violates unique constraint "players_email_unique"'),
      pgError('22P02'),
      pgError('40001'),
      pgError('LD001'),
      new Error('Connection refused by the payment provider'),
      new TypeError('x is undefined'),
      Object.assign(new Error('Failed query: select $1\nparams: Connection terminated'), {
        query: 'select $1',
        params: ['Connection terminated'],
      }),
      'Connection terminated',
      undefined,
      null,
    ]) {
      expect(isConnectionLost(err), String(err)).toBe(false);
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

/** The URL of the database `db` is on: TEST_DATABASE_URL's server, the test's own scratch database. */
async function urlOf(t: TestContext): Promise<string> {
  const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(adminUrl!);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}

/** Ends every other connection to the database `client` is on; answers how many it ended. */
async function terminateOthers(client: pg.Client): Promise<number> {
  const result = await client.query<{ ended: boolean }>(
    'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return result.rows.filter((r) => r.ended).length;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // This test's own connection is never the one ended; a stray notice must not end the test.
  client.on('error', () => {});
  return client;
}

// Only a real PostgreSQL server has connections to drop; on PGlite this block is not registered.
if (adminUrl) {
  describe('a database connection dropped under a request (PostgreSQL)', () => {
    let t: TestContext;
    let admin: pg.Client;
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);

    beforeAll(async () => {
      t = await buildTestApp({ env: { SANDBOX_URL: 'http://studio.test:3100' } });
      admin = await connect(await urlOf(t));
      process.on('uncaughtException', onUncaught);
    });
    afterAll(async () => {
      process.off('uncaughtException', onUncaught);
      await admin?.end();
      await t?.close();
    });

    /** A studio call, signed as the studio signs it. */
    const call = (operation: string, body: unknown) => {
      const text = JSON.stringify(body);
      const ts = Math.floor(Date.now() / 1000);
      return t.app.inject({
        method: 'POST',
        url: `/api/seamless-wallet/${operation}`,
        payload: text,
        headers: {
          'content-type': 'application/json',
          [STUDIO_TIMESTAMP_HEADER]: String(ts),
          [STUDIO_SIGNATURE_HEADER]: sign(SANDBOX_STUDIO_SECRET, ts, text),
        },
      });
    };

    it('fails the request in its transaction with a retryable 503, keeps the process, and reconnects', async () => {
      const { auth } = await registerByEmail(t);
      await t.app.services.ledger.transfer({
        key: `test-deposit:${auth.uuid}`,
        from: { system: 'payments-clearing' },
        to: { player: auth.uuid, wallet: 'real' },
        amount: 10_000n,
        currency: 'USD',
        kind: 'deposit',
      });
      const slot = makeCatalogue(TEST_CATALOGUE).games.find((g) => !g.restricted && g.engine === 'slot')!;
      const [game] = await t.database.db.select().from(games).where(eq(games.slug, slot.slug));
      const started = await api(t)
        .as(auth)
        .call(endpoints.startGame, { params: { uuid: game!.uuid }, query: { type: 'DESKTOP', lang: 'en' } });
      expect(started.statusCode, started.body).toBe(200);
      const launch = new URL(GameSession.parse(started.json()).gameSessionURL).searchParams.get('token')!;
      const { sid } = (await verifyLaunch(launch, SANDBOX_STUDIO_SECRET, 0))!;
      const bet = {
        sessionId: sid,
        transactionId: `bet-${auth.uuid}`,
        roundId: 'r1',
        amount: 700,
        currency: 'USD',
      };

      // The bet's transaction (a connection checked out of the pool) waits on a lock this test holds;
      // meanwhile its connection is ended, as a restart or a failover would end it.
      await admin.query('begin');
      await admin.query('lock table game_rounds in access exclusive mode');
      const pending = call('bet', bet);
      for (;;) {
        const waiting = await admin.query(
          "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        );
        if (waiting.rowCount) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(await terminateOthers(admin)).toBeGreaterThan(0);
      await admin.query('rollback');

      const res = await pending;
      expect(res.statusCode, res.body).toBe(503);
      expect(envelope(res).error).toBe(ErrorCode.unavailable);
      expect(res.headers['retry-after']).toBe('1');
      // Node would have ended the process here: the checked-out connection's 'error' had no listener.
      expect(uncaught).toEqual([]);

      // The pool opens new connections: the same bet, retried after the Retry-After a client honours
      // (by then the pool has dropped the idle connections that were ended too), is taken once.
      await new Promise((r) => setTimeout(r, 1000));
      const again = await call('bet', bet);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ balance: 9_300 });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const balance = await api(t)
        .as(auth)
        .call(endpoints.balance, { params: { uuid: auth.uuid } });
      expect(balance.statusCode, balance.body).toBe(200);
      expect(await t.app.services.ledger.reconcile()).toMatchObject({ ok: true });
    });
  });

  describe('a transaction on a connection that drops (PostgreSQL)', () => {
    it('always gives its connection back, so the pool never runs dry', async () => {
      const scratch = await createScratchDatabase(adminUrl, 'croupier_tx');
      const database = await openPostgres(scratch.url, 1);
      const killer = await connect(scratch.url);
      try {
        let failed = 0;
        for (let i = 0; i < 20; i++) {
          await database.db.execute(sql`select 1`); // the pool's one connection, idle again
          await terminateOthers(killer);
          // It dies under BEGIN or under the statement; with a leaked connection, the next waits forever.
          await database.db
            .transaction(async (tx) => {
              await tx.execute(sql`select pg_sleep(0.01)`);
            })
            .catch((err: unknown) => {
              expect(isConnectionLost(err), String(err)).toBe(true);
              failed += 1;
            });
        }
        expect(failed).toBeGreaterThan(0);
        expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
      } finally {
        await killer.end();
        await database.close();
        await scratch.drop();
      }
    }, 20_000);
  });

  describe('the server process under wallet load while its connections are ended again and again (PostgreSQL)', () => {
    const PLAYERS = 6;
    const ROUNDS = 30;
    const FUNDS = 10_000;
    const STAKE = 100;
    const PAYOUT = 40;
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const clean of cleanups.reverse()) await clean();
    });

    it('answers every dropped call 503, keeps running, and the ledger reconciles', async () => {
      const scratch = await createScratchDatabase(adminUrl, 'croupier_drop');
      cleanups.push(scratch.drop);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-drop-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const server: RunningServer = await startServer({
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
      });
      cleanups.push(async () => {
        if (server.child.exitCode === null) {
          server.child.kill('SIGTERM');
          await exited(server.child);
        }
      });
      const funding = await openPostgres(scratch.url, 2);
      cleanups.push(() => funding.close());
      const ledger = new LedgerService({ db: funding.db });

      const list = (await json(server.base, endpoints.defaultGames, {
        query: { country: 'US', currency: 'USD', size: 30 },
      })) as {
        content: { uuid: string; restricted: boolean }[];
      };
      const gameUuid = list.content.find((g) => !g.restricted)!.uuid;
      const players = await Promise.all(
        Array.from({ length: PLAYERS }, async () => {
          const auth = (await json(server.base, endpoints.signup, { body: signupBody() })) as {
            token: string;
            uuid: string;
          };
          await ledger.transfer({
            key: `test-deposit:${auth.uuid}`,
            from: { system: 'payments-clearing' },
            to: { player: auth.uuid, wallet: 'real' },
            amount: BigInt(FUNDS),
            currency: 'USD',
            kind: 'deposit',
          });
          const started = GameSession.parse(
            await json(
              server.base,
              endpoints.startGame,
              { params: { uuid: gameUuid }, query: { type: 'DESKTOP', lang: 'en' } },
              auth.token,
            ),
          );
          const launch = new URL(started.gameSessionURL).searchParams.get('token')!;
          return { ...auth, sessionId: (await verifyLaunch(launch, SANDBOX_STUDIO_SECRET, 0))!.sid };
        }),
      );

      // Rounds from every player at once, as a studio plays them: a call the platform could not
      // complete is sent again, as the studio would, until it is answered.
      let answered = 0;
      let dropped = 0;
      const refusals: string[] = [];
      const until200 = async (operation: string, body: Record<string, unknown>) => {
        for (let attempt = 0; attempt < 50; attempt++) {
          const res = await studioCall(server.base, operation, body).catch((err: Error) => err);
          if (res instanceof Error) {
            refusals.push(`${operation}: no answer (${res.message}: ${res.cause})`);
            return;
          }
          answered += 1;
          if (res.status === 200) return;
          if (res.status === 503 && res.retryAfter && JSON.parse(res.body).error === ErrorCode.unavailable) {
            dropped += 1;
            continue;
          }
          refusals.push(`${operation} → ${res.status} ${res.body}`);
          return;
        }
        refusals.push(`${operation}: still failing after 50 tries`);
      };
      let playing = true;
      const play = Promise.all(
        players.map(async (p) => {
          for (let n = 0; n < ROUNDS; n++) {
            const round = { sessionId: p.sessionId, roundId: `${p.uuid}-r${n}`, currency: 'USD' };
            await until200('bet', { ...round, transactionId: `${p.uuid}-b${n}`, amount: STAKE });
            await until200('win', {
              ...round,
              transactionId: `${p.uuid}-w${n}`,
              betTransactionId: `${p.uuid}-b${n}`,
              amount: PAYOUT,
            });
          }
        }),
      ).finally(() => {
        playing = false;
      });

      // Every dozen answers, every connection the server holds is ended.
      const killer = await connect(scratch.url);
      cleanups.push(() => killer.end());
      let ended = 0;
      let drops = 0;
      let seen = 0;
      while (playing) {
        if (answered - seen >= 12) {
          seen = answered;
          ended += await terminateOthers(killer);
          drops += 1;
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      await play;

      expect(drops).toBeGreaterThanOrEqual(10);
      expect(ended).toBeGreaterThan(0);
      expect(dropped).toBeGreaterThan(0); // calls were in flight when their connection went
      expect(refusals).toEqual([]);
      // The process lived through it, and still answers.
      expect(server.child.exitCode, server.output()).toBeNull();
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
      for (const p of players) {
        const balance = (await json(
          server.base,
          endpoints.balance,
          { params: { uuid: p.uuid } },
          p.token,
        )) as {
          balances: { real: { amount: number } }[];
        };
        // Each round applied once, however often it was sent (the balance call answers major units).
        expect(balance.balances[0]!.real.amount * 100).toBe(FUNDS - ROUNDS * (STAKE - PAYOUT));
      }
      expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
      server.child.kill('SIGTERM');
      await exited(server.child);

      const report = await reconcileLedger(funding.db);
      expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
    }, 180_000);
  });
}
