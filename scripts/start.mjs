#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// platform (web + API on PORT, default 3000) and the sandbox (stand-in third parties, :3100).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  NODE_ENV: 'production',
  WEB_DIST: webDist,
  SANDBOX_URL: `http://localhost:${sandboxPort}`,
  PLATFORM_URL: `http://localhost:${port}`,
  ...process.env,
};
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) stop(code ?? (signal ? 1 : 0));
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
