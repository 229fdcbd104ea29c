import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, GameSession, verifyLaunch } from '@croupier/contract';
import { SANDBOX_STUDIO_SECRET } from '@croupier/contract/sandbox-defaults';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { DEMO_BRAND_ID } from '../seed/brand.ts';
import { seedDemo } from '../seed/index.ts';
import { unusedVouchers } from '../seed/vouchers.ts';
import { signupBody } from '../test/players.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { exited, freePort, json, studioCall } from '../test/server-process.ts';
import { reconcileLedger } from './modules/wallet/index.ts';
import { openDatabase } from './platform/db.ts';

// The tested cluster (docs/operations.md, "Several replicas"): `npm run cluster`'s two replicas
// behind nginx take real-money rounds and lobby reads through the proxy; one replica is killed with
// SIGKILL and comes back under the cluster's supervision. Every operation the proxy answered is
// kept (its replay answers the same), each left unanswered is applied once when retried (as the
// studio retries it at once, and again at the end), the
// proxy's failures are only the requests that were in flight on the killed replica, each balance is
// what the rounds add up to, and the ledger reconciles.

const root = path.resolve(import.meta.dirname, '../../..');
const PLAYERS = 6;
const READERS = 3;
const ROUNDS = 40;
const FUNDS = 10_000;
const STAKE = 100;
const PAYOUT = 50;

/** The pid of the process listening on a loopback port (`ss`, iproute2), if any. */
function listener(port: number): number | undefined {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : undefined;
}

async function until(what: string, ok: () => Promise<boolean> | boolean, limitMs = 120_000) {
  const deadline = Date.now() + limitMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const healthy = (base: string) =>
  fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

describe('npm run cluster refuses to start without its database', () => {
  it('exits with the reason when PostgreSQL is not there', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nowhere` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (d: Buffer) => {
      output += d;
    });
    await exited(child);
    expect(child.exitCode).toBe(1);
    expect(output).toContain(`PostgreSQL at postgres://postgres@127.0.0.1:${port}/nowhere is needed`);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

// The cluster runs on PostgreSQL only; on the PGlite pass this block is not registered.
if (adminUrl) {
  describe('a replica killed under load (PostgreSQL, Redis, nginx)', () => {
    it('loses no answered operation, fails only what was in flight, and reconciles', async () => {
      const scratch = await createScratchDatabase(adminUrl, 'croupier_cluster');
      const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-cluster-'));
      const redisUrl = 'redis://127.0.0.1:6379/2';
      let cluster: ChildProcess | undefined;
      try {
        // No rate-limit counter from an earlier run (the players sign up from the same loopback addresses).
        const redis = new Redis(redisUrl);
        await redis.flushdb();
        redis.disconnect();
        const seeding = await openDatabase({ databaseUrl: scratch.url, dataDir });
        await seeding.migrate();
        await seedDemo(seeding.db);
        const hundreds = (await unusedVouchers(seeding.db, DEMO_BRAND_ID, 'USD')).filter(
          (v) => v.amount === BigInt(FUNDS),
        );
        await seeding.close();

        const port = await freePort();
        const replicaPorts = [port + 1, port + 2];
        const { NODE_ENV: _testMode, ...parent } = process.env;
        cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
          cwd: root,
          env: {
            ...parent,
            LOG_LEVEL: 'warn',
            PORT: String(port),
            CLUSTER_REPLICA_PORT: String(replicaPorts[0]),
            SANDBOX_PORT: String(await freePort()),
            DATABASE_URL: scratch.url,
            REDIS_URL: redisUrl,
            DATA_DIR: dataDir,
          },
          stdio: 'ignore',
        });
        const base = `http://127.0.0.1:${port}`;
        await until('both replicas and the proxy', async () =>
          (
            await Promise.all([...replicaPorts.map((p) => healthy(`http://127.0.0.1:${p}`)), healthy(base)])
          ).every(Boolean),
        );

        const list = (await json(base, endpoints.defaultGames, {
          query: { country: 'US', currency: 'USD', size: 30 },
        })) as { content: { uuid: string; restricted: boolean }[] };
        const gameUuid = list.content.find((g) => !g.restricted)!.uuid;
        const players = await Promise.all(
          Array.from({ length: PLAYERS }, async (_, i) => {
            const auth = (await json(base, endpoints.signup, {
              body: signupBody({ email: `cluster-${i}-${Date.now()}@example.com` }),
            })) as { token: string; uuid: string };
            await json(
              base,
              endpoints.voucherActivate,
              { params: { voucherId: hundreds[i]!.code } },
              auth.token,
            );
            const started = GameSession.parse(
              await json(
                base,
                endpoints.startGame,
                { params: { uuid: gameUuid }, query: { type: 'DESKTOP', lang: 'en' } },
                auth.token,
              ),
            );
            const claims = await verifyLaunch(
              new URL(started.gameSessionURL).searchParams.get('token')!,
              SANDBOX_STUDIO_SECRET,
              0,
            );
            type Op = {
              kind: string;
              body: Record<string, unknown>;
              answer?: { status: number; body: string };
            };
            return { ...auth, sessionId: claims!.sid, operations: [] as Op[] };
          }),
        );

        // Load through the proxy: each player's rounds in order, and lobby reads beside them.
        const failures: string[] = [];
        let acknowledged = 0;
        let reading = true;
        const play = async (p: (typeof players)[number]) => {
          for (let n = 0; n < ROUNDS; n++) {
            const round = { sessionId: p.sessionId, roundId: `${p.uuid}-r${n}` };
            const bet = {
              kind: 'bet',
              body: { ...round, transactionId: `${p.uuid}-b${n}`, amount: STAKE, currency: 'USD' },
            };
            const win = {
              kind: 'win',
              body: {
                ...round,
                transactionId: `${p.uuid}-w${n}`,
                betTransactionId: `${p.uuid}-b${n}`,
                amount: PAYOUT,
                currency: 'USD',
              },
            };
            for (const op of [bet, win]) {
              p.operations.push(op);
              // A studio that got no answer sends the same call again until one comes (a win names
              // its bet, which must stand first).
              for (let attempt = 0; !(op as { answer?: unknown }).answer; attempt++) {
                if (attempt > 50) throw new Error(`${op.kind} never answered: ${failures.join(', ')}`);
                const answer = await studioCall(base, op.kind, op.body).catch((err: Error) => ({
                  status: 0,
                  retryAfter: null,
                  body: err.message,
                }));
                if (answer.status === 200) {
                  (op as { answer?: unknown }).answer = answer;
                  acknowledged += 1;
                } else {
                  failures.push(`${op.kind} ${answer.status}`);
                  await new Promise((r) => setTimeout(r, 200));
                }
              }
            }
          }
        };
        const read = async () => {
          while (reading) {
            const res = await fetch(
              `${base}/api/games/public?page=0&size=30&countryCode=US&currencyCode=USD`,
            ).catch(() => null);
            if (res?.status !== 200) failures.push(`lobby ${res?.status ?? 0}`);
            else await res.arrayBuffer();
          }
        };
        const readers = Array.from({ length: READERS }, read);
        const playing = Promise.all(players.map(play));

        await until('rounds under way', () => acknowledged >= 100);
        const victim = listener(replicaPorts[0]!);
        expect(victim, 'replica 1 listens').toBeDefined();
        process.kill(victim!, 'SIGKILL');
        await playing;
        // The supervisor brings it back, a new process on the same port.
        await until('replica 1 back', async () => {
          const now = listener(replicaPorts[0]!);
          return (
            now !== undefined && now !== victim && (await healthy(`http://127.0.0.1:${replicaPorts[0]}`))
          );
        });
        reading = false;
        await Promise.all(readers);

        // Only the requests in flight on the killed replica failed: one per caller at most.
        expect(failures.length, failures.join(', ')).toBeLessThanOrEqual(PLAYERS + READERS);
        expect(
          failures.every((f) => /^(bet|win|lobby) (502|0)$/.test(f)),
          failures.join(', '),
        ).toBe(true);

        for (const p of players) {
          for (const op of p.operations) {
            const again = await studioCall(base, op.kind, op.body);
            expect(again.status, again.body).toBe(200);
            if (op.answer) expect(JSON.parse(again.body)).toEqual(JSON.parse(op.answer.body));
          }
          const balance = (await json(base, endpoints.balance, { params: { uuid: p.uuid } }, p.token)) as {
            balances: { real: { amount: number } }[];
          };
          expect(Math.round(balance.balances[0]!.real.amount * 100)).toBe(FUNDS - ROUNDS * (STAKE - PAYOUT));
        }

        cluster.kill('SIGTERM');
        await exited(cluster);
        const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
        try {
          expect(await reconcileLedger(database.db)).toMatchObject({ ok: true });
        } finally {
          await database.close();
        }
      } finally {
        if (cluster && cluster.exitCode === null) {
          cluster.kill('SIGTERM');
          await exited(cluster);
        }
        await scratch.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 600_000);
  });
}
