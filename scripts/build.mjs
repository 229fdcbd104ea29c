#!/usr/bin/env node
// `npm run build`: the web app and the operators' console (Vite), then the platform and the sandbox. `npm start` and the start
// bench build only what is missing or older than its sources (`buildStale`).
//
// The platform and the sandbox become plain JavaScript (ADR 031): one ES module each, with the
// workspace's own TypeScript (the app and @croupier/contract) bundled in and every npm package left
// to Node, which loads them from node_modules as before (PGlite finds its WebAssembly beside itself,
// argon2 its native binary). `npm start` runs the output with `node` directly: no compilation at
// start. Files read at run time (migrations, locales, the sandbox's assets) stay where they are and
// are found from the package's root (`@croupier/contract/package-root`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The apps built by Vite: the player's web app and the operators' console (their vite.config.ts). */
const WEB = {
  name: 'web app',
  workspace: '@croupier/web',
  built: 'apps/web/dist/index.html',
  sources: [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/public',
    'apps/web/package.json',
    // The English texts the app falls back on are bundled into it.
    'packages/contract/locales',
    'packages/contract/src',
    'packages/client/src',
  ],
};
const CONSOLE = {
  name: 'console',
  workspace: '@croupier/console',
  built: 'apps/console/dist/index.html',
  sources: [
    'apps/console/src',
    'apps/console/index.html',
    'apps/console/vite.config.ts',
    'apps/console/package.json',
    'packages/contract/src',
    'packages/client/src',
  ],
};

/** Platform and sandbox: `sources` are the paths whose changes make a bundle stale. */
const NODE_TARGETS = [
  {
    name: 'server',
    entryPoints: {
      main: 'apps/server/src/main.ts',
      // main.js loads it after tracing has started, when OTEL_EXPORTER_OTLP_ENDPOINT asks for it (ADR 069).
      start: 'apps/server/src/start.ts',
      // For scripts/start.mjs, which must tell the local demo from a production start.
      'sandbox-defaults': 'packages/contract/src/sandbox-defaults.ts',
    },
    outdir: 'apps/server/dist',
    built: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/seed', 'packages/contract/src', 'apps/server/package.json'],
  },
  {
    name: 'sandbox',
    entryPoints: { main: 'apps/sandbox/src/main.ts' },
    outdir: 'apps/sandbox/dist',
    built: 'apps/sandbox/dist/main.js',
    sources: ['apps/sandbox/src', 'packages/contract/src', 'apps/sandbox/package.json'],
  },
];

/** The newest modification time (ms) of a file or of any file under a folder (tests included). */
export function newestMtime(target) {
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

/** True when a target's output is missing or older than one of its sources. */
function isStale(target) {
  const builtAt = newestMtime(path.join(root, target.built));
  const sourcesAt = Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
  return !builtAt || sourcesAt > builtAt;
}

/** Bundles the workspace's own modules; leaves every npm package (and Node's own) external. */
const workspaceOnly = {
  name: 'workspace-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@croupier/') ? undefined : { path: args.path, external: true },
    );
  },
};

function buildVite(target) {
  const build = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the ${target.name}'s build failed (exit ${build.status})`);
}

async function buildNode(targets) {
  // Loaded only when there is something to build: a start with fresh bundles never pays for it.
  const esbuild = await import('esbuild');
  try {
    for (const target of targets) {
      await esbuild.build({
        absWorkingDir: root,
        entryPoints: target.entryPoints,
        outdir: target.outdir,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20.19',
        plugins: [workspaceOnly],
        // Stack traces point into the sources with `NODE_OPTIONS=--enable-source-maps`.
        sourcemap: 'linked',
        logLevel: 'warning',
      });
    }
  } finally {
    // esbuild's service process would otherwise live as long as `npm start`'s supervisor.
    await esbuild.stop();
  }
}

/** Builds what is missing or stale (everything with `all`). Answers the names of what it built. */
export async function build({ all = false, log = console.log } = {}) {
  const vite = [WEB, CONSOLE].filter((t) => all || isStale(t));
  for (const target of vite) {
    log(`Building the ${target.name}…`);
    buildVite(target);
  }
  const node = NODE_TARGETS.filter((t) => all || isStale(t));
  if (node.length > 0) {
    log(`Building the ${node.map((t) => t.name).join(' and ')}…`);
    await buildNode(node);
  }
  return [...vite, ...node].map((t) => t.name);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    // `--stale`: only what is missing or stale (the start bench, before it times anything).
    await build({ all: !process.argv.includes('--stale') });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
