#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// platform (web + API on PORT, default 3000) and the sandbox (stand-in third parties, :3100).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { run } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const st = statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = newestMtime(path.join(webDist, 'index.html'));
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
];
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (!builtAt || sourcesAt > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@croupier/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Each side finds the other from the ports unless told otherwise (PORT=4000 npm start just works).
const port = process.env.PORT ?? '3000';
const sandboxPort = process.env.SANDBOX_PORT ?? '3100';
const env = {
  // The local demo (loopback, public defaults); an operator's NODE_ENV=production holds the start to
  // the production rules (docs/operations.md).
  NODE_ENV: 'development',
  WEB_DIST: webDist,
  SANDBOX_URL: `http://localhost:${sandboxPort}`,
  PLATFORM_URL: `http://localhost:${port}`,
  ...process.env,
};
// The sandbox (stand-ins with public keys and an open inbox) belongs to the local demo: a production
// start (beyond loopback, or NODE_ENV=production) runs the platform alone, so its own refusal or
// banner is what the operator reads; START_SANDBOX=true runs it anyway, e.g. for testers on a
// staging host (it then demands SANDBOX_TESTER_TOKEN and real keys itself).
const { isLoopback } = await tsImport('../packages/contract/src/sandbox-defaults.ts', import.meta.url);
const localDemo = env.NODE_ENV !== 'production' && isLoopback(env.HOST ?? 'localhost');
const withSandbox = env.START_SANDBOX ? env.START_SANDBOX === 'true' : localDemo;
if (!withSandbox)
  console.log('[start] production start: the sandbox is not started (START_SANDBOX=true runs it).');

// Each child is restarted alone when it dies (with backoff); a configuration error stops everything
// (scripts/supervise.mjs). Ctrl-C or SIGTERM stops both.
run([
  {
    name: 'the platform',
    command: process.execPath,
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
    options: { cwd: root, env, stdio: 'inherit' },
  },
  ...(withSandbox
    ? [
        {
          name: 'the sandbox',
          command: process.execPath,
          args: ['--import', 'tsx', 'apps/sandbox/src/main.ts'],
          options: { cwd: root, env, stdio: 'inherit' },
        },
      ]
    : []),
]);
