import { seedDemo } from '../seed/index.ts';
import { MemoryMessaging } from '../src/adapters/messaging/index.ts';
import { type App, type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/platform/config.ts';
import { type Database, openPglite, openPostgres } from '../src/platform/db.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** A fixed "now" so the seeded catalogue (release dates, 'new' games) is the same in every run. */
export const SEED_NOW = Date.UTC(2026, 10, 1);
export const TEST_CATALOGUE = { gameCount: 600, providerCount: 44, now: SEED_NOW } as const;

/**
 * A database of its own for one test file: in-memory PGlite by default; with TEST_DATABASE_URL,
 * a new database on that PostgreSQL server, dropped again on close (GUIDE §5).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite('memory');
  // TEST_DATABASE_URL names a database we may connect to; each file creates its own beside it.
  const scratch = await createScratchDatabase(url, 'croupier_t');
  const database = await openPostgres(scratch.url, 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    // Tests run the tournament payout and loyalty rewards themselves, on their own clock.
    TOURNAMENT_PAYOUT_INTERVAL_MS: '0',
    ROUND_EVENTS_RELAY_MS: '0',
    LOYALTY_REWARD_INTERVAL_MS: '0',
    // Tests prune the intake tables themselves, on their own clock.
    INTAKE_PRUNE_INTERVAL_MS: '0',
    ...overrides,
  });
}

export interface TestContext {
  app: App;
  database: Database;
  /** Moves the injected clock forward (provider cache and other timed rules). */
  advance(ms: number): void;
  /** The injected clock: the app's "now" (a partner signs its calls with it). */
  now(): number;
  /** What the platform sent by SMS and e-mail (codes, reset links). */
  messaging: MemoryMessaging;
  close(): Promise<void>;
}

/** A migrated database of its own with the test catalogue seeded (every test app's start). */
export async function seededTestDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  await database.migrate();
  await seedDemo(database.db, TEST_CATALOGUE);
  return database;
}

/** The injected clock of a test context: starts at the real time and moves only when told. */
export function testClock(): Pick<TestContext, 'now' | 'advance'> {
  let now = Date.now();
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}

/**
 * Moves the clock to just after a rate-limit window of `windowMs` begins: limits count in
 * clock-aligned windows (platform/rate-limit.ts), so a test whose calls advance the clock between
 * them would otherwise straddle two windows now and then.
 */
export function toWindowStart(t: Pick<TestContext, 'now' | 'advance'>, windowMs: number): void {
  t.advance(windowMs - (t.now() % windowMs) + 1_000);
}

/** Builds the whole platform on a migrated, seeded database of its own (fastify/demo's `build(t)`). */
export async function buildTestApp(
  options: Pick<BuildOptions, 'adapters' | 'authPolicy' | 'logStream'> & {
    env?: Record<string, string>;
  } = {},
): Promise<TestContext> {
  const database = await seededTestDatabase();
  const clock = testClock();
  const messaging = new MemoryMessaging();
  const app = await buildApp({
    config: testConfig({ ...(options.logStream && { LOG_LEVEL: 'debug' }), ...options.env }),
    database,
    now: clock.now,
    logger: !!options.logStream,
    logStream: options.logStream,
    adapters: { messaging, ...options.adapters },
    authPolicy: options.authPolicy,
  });
  await app.ready();
  return {
    app,
    database,
    messaging,
    ...clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let lastAddress = 0;
/** A client address of its own, so the per-address limits of one test do not touch another. */
export function freshIp(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

let lastLoopback = 0;
/**
 * A loopback address of its own (127.0.0.0/8): where OPERATOR_TOKEN is taken from (the local demo,
 * the create-admin command), kept apart per call so per-address limits do not touch each other.
 */
export function freshLoopbackIp(): string {
  lastLoopback += 1;
  return `127.${(lastLoopback >> 16) & 255}.${(lastLoopback >> 8) & 255}.${lastLoopback & 255 || 1}`;
}
