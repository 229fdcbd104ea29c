#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources (scripts/build.mjs), then runs the
// platform (web + API on PORT, default 3000) and the sandbox (stand-in third parties, :3100).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { build } from './build.mjs';
import { run } from './supervise.mjs';
import { v8FlagsFor } from './v8-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist');
const consoleDist = path.join(root, 'apps/console/dist');

// The web app, the console, the platform and the sandbox, built when missing or older than their sources; the
// platform and the sandbox then run as plain JavaScript (ADR 031).
// The container image is built once (Dockerfile): CROUPIER_PREBUILT=true starts what it holds.
try {
  if (process.env.CROUPIER_PREBUILT !== 'true') await build();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// Each side finds the other from the ports unless told otherwise (PORT=4000 npm start just works).
const port = process.env.PORT ?? '3000';
const sandboxPort = process.env.SANDBOX_PORT ?? '3100';
const env = {
  // The local demo (loopback, public defaults); an operator's NODE_ENV=production holds the start to
  // the production rules (docs/operations.md).
  NODE_ENV: 'development',
  WEB_DIST: webDist,
  CONSOLE_DIST: consoleDist,
  SANDBOX_URL: `http://localhost:${sandboxPort}`,
  PLATFORM_URL: `http://localhost:${port}`,
  ...process.env,
};
// The sandbox (stand-ins with public keys and an open inbox) belongs to the local demo: a production
// start (beyond loopback, NODE_ENV=production, or a trusted proxy in front: ADR 016) runs the
// platform alone, so its own refusal or banner is what the operator reads; START_SANDBOX=true runs
// it anyway, e.g. for testers on a staging host (it then demands SANDBOX_TESTER_TOKEN and real keys
// itself).
const { isLoopback } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/sandbox-defaults.js')).href
);
const localDemo =
  env.NODE_ENV !== 'production' &&
  isLoopback(env.HOST ?? 'localhost') &&
  !(Number(env.TRUST_PROXY_HOPS ?? 0) > 0);
const withSandbox = env.START_SANDBOX ? env.START_SANDBOX === 'true' : localDemo;
if (!withSandbox && localDemo) console.log('[start] START_SANDBOX=false: the sandbox runs elsewhere.');
else if (!withSandbox)
  console.log('[start] production start: the sandbox is not started (START_SANDBOX=true runs it).');

// The platform's memory and start (ADR 031): on the embedded demo, V8's baseline compiler and small
// heaps (scripts/v8-flags.mjs); on PostgreSQL or a production start, full speed. V8's flags are the
// process's: they are set here, before the platform's worker (below) starts its isolate.
const flags = v8FlagsFor(env, { localDemo });
if (flags) v8.setFlagsFromString(flags);

// Each child is restarted alone when it dies (with backoff); a configuration error stops everything
// (scripts/supervise.mjs). Ctrl-C or SIGTERM stops both. The platform runs in a worker thread of this
// process, so the platform and its supervisor share one Node runtime (ADR 035: about 45 MB less than
// two processes); the sandbox, which stands for other companies' servers, stays a process of its own.
process.chdir(root);
run([
  {
    name: 'the platform',
    worker: {
      file: path.join(root, 'apps/server/dist/main.js'),
      options: { env, stdout: false, stderr: false },
    },
  },
  ...(withSandbox
    ? [
        {
          name: 'the sandbox',
          command: process.execPath,
          args: ['apps/sandbox/dist/main.js'],
          options: { cwd: root, env, stdio: 'inherit' },
        },
      ]
    : []),
]);
