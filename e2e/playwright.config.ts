import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { COUNTRY_HEADER, OPERATOR_TOKEN, settledVisitor } from './support.ts';

// The journeys run against the product exactly as `npm start` runs it, on a fresh data directory,
// on ports of their own so a developer's running copy is left alone.
const PORT = Number(process.env.E2E_PORT ?? 3200);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 3300);
// Set in the environment so the workers (which load this file again) share the directory: the
// wallet journeys read the install's random voucher codes from it (e2e/wallet.spec.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'croupier-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// E2E_CLUSTER=1: the journeys go through `npm run cluster` (two replicas behind nginx, on a fresh
// PostgreSQL database and Redis) instead of `npm start` (docs/operations.md, "Several replicas").
const cluster = process.env.E2E_CLUSTER === '1';
// The database is named after the data directory the workers share, so each worker names the same.
const clusterEnv: Record<string, string> = cluster
  ? {
      DATABASE_URL:
        process.env.E2E_DATABASE_URL ??
        `postgres://postgres@127.0.0.1:5432/${path.basename(dataDir).replace(/\W/g, '_').toLowerCase()}`,
      REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/1',
    }
  : {};
const vouchers = `node --import tsx apps/server/src/commands/demo-vouchers.ts USD > "${path.join(dataDir, 'demo-vouchers.txt')}"`;
const root = path.resolve(import.meta.dirname, '..');

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * Journeys that change what every visitor meets while they run (a popup for all guests, a game
 * blocked in the guests' market, the About us page's title).
 */
const SHOWN_TO_EVERY_VISITOR = ['console-crm.spec.ts', 'console-catalogue.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // The cluster's run has its own, so a second run keeps the first one's traces.
  outputDir: path.join(root, cluster ? 'test-results/e2e-cluster' : 'test-results/e2e'),
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, 'test-results/playwright.json'),
      },
    ],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Every journey starts as a visitor who has made the cookie choice and closed the demo's welcome
    // popup and instant message (ADR 029); e2e/crm.spec.ts and e2e/analytics.spec.ts start afresh.
    storageState: settledVisitor(`http://localhost:${PORT}`),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: SHOWN_TO_EVERY_VISITOR },
    // They run after the others and one after another, so no other journey's visitor meets what
    // they make, nor moves its counts.
    ...SHOWN_TO_EVERY_VISITOR.map((file, i) => ({
      name: `chromium, alone: ${file}`,
      use: chromium,
      testMatch: file,
      dependencies: [i === 0 ? 'chromium' : `chromium, alone: ${SHOWN_TO_EVERY_VISITOR[i - 1]}`],
    })),
  ],
  webServer: {
    // The demo-vouchers script seeds the fresh database (as the first start would) and lists its
    // random voucher codes for the journeys; then the product starts as `npm start` starts it (or
    // as `npm run cluster` does).
    command: cluster
      ? `node scripts/cluster-database.mjs --empty-redis && ${vouchers} && node scripts/cluster.mjs`
      : `${vouchers} && node scripts/start.mjs`,
    cwd: root,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_URL: `http://localhost:${SANDBOX_PORT}`,
      PLATFORM_URL: `http://localhost:${PORT}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OPERATOR_TOKEN,
      // Where a visitor is, as a CDN would say it (e2e/locale-choice.spec.ts).
      GEO_COUNTRY_HEADER: COUNTRY_HEADER,
      // A reality-check interval of seconds beside the minutes (e2e/reality.spec.ts; ADR 044).
      REALITY_CHECK_TEST_SECONDS: '5',
      // The sportsbook's fast clock: live events' clocks and odds move while a journey watches.
      SPORTSBOOK_CLOCK_SPEED: '20',
      ...clusterEnv,
    },
  },
});
