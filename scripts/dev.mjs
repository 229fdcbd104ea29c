#!/usr/bin/env node
// `npm run dev`: Vite with hot reload on :5173 (proxying /api to :3000), the server and the
// sandbox in watch mode.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Players use Vite's origin in development: links and the cashier frame's parent are there.
const env = { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173', ...process.env };
const run = (args) => spawn(args[0], args.slice(1), { cwd: root, env, stdio: 'inherit' });
const children = [
  run([process.execPath, '--import', 'tsx', '--watch', 'apps/server/src/main.ts']),
  run([process.execPath, '--import', 'tsx', '--watch', 'apps/sandbox/src/main.ts']),
  run(['npm', 'run', 'dev', '-w', '@croupier/web']),
];
const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
