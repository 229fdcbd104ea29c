#!/usr/bin/env node
// `npm test`: every suite: unit, component and server integration tests (Vitest, on PGlite, and
// again on PostgreSQL when TEST_DATABASE_URL is set), then the browser journeys (Playwright), and
// again through the two-replica cluster when PostgreSQL and nginx are there.
// Ends with one line `N passed, N failed` summing them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) ok = false;
  return res.status;
}

function vitest(label, file, args, env) {
  const status = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    env ?? {},
  );
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    if (r.numTotalTests === 0) ok = false;
  } else if (status !== 0) totals.failed += 1;
}

// Unit, component and integration tests; server integration tests on embedded PGlite.
vitest('Vitest: every workspace, server on PGlite', path.join(out, 'vitest.json'), [], {
  TEST_DATABASE_URL: '',
});

// The server's integration tests again, on a real PostgreSQL server.
if (process.env.TEST_DATABASE_URL) {
  vitest('Vitest: server on PostgreSQL', path.join(out, 'vitest-postgres.json'), ['--project', 'server']);
}

// Browser journeys against the product as `npm start` runs it.
const pwJson = path.join(out, 'playwright.json');
const pwStatus = run(
  'Playwright: user journeys',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  },
);
countJourneys(pwJson, pwStatus);

// Every journey again through `npm run cluster`: two replicas behind nginx, round-robin, on
// PostgreSQL and Redis (docs/operations.md, "Several replicas"). Run when this machine has
// PostgreSQL (TEST_DATABASE_URL) and nginx.
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((bin) => existsSync(bin));
if (process.env.TEST_DATABASE_URL && nginx) {
  const clusterJson = path.join(out, 'playwright-cluster.json');
  const status = run(
    'Playwright: user journeys through the cluster (two replicas behind nginx)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { E2E_CLUSTER: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: clusterJson },
  );
  countJourneys(clusterJson, status);
} else {
  console.log(
    '\nNo PostgreSQL (TEST_DATABASE_URL) or no nginx: the journeys through the cluster do not run.',
  );
}

function countJourneys(file, status) {
  if (existsSync(file)) {
    const s = JSON.parse(readFileSync(file, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
    if (s.expected + s.unexpected + s.flaky === 0) ok = false;
  } else if (status !== 0) totals.failed += 1;
}

if (totals.skipped > 0) {
  console.log(`\n${totals.skipped} test(s) were skipped: skipped tests are not allowed here.`);
  ok = false;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
