#!/usr/bin/env node
// `npm run cluster`: the shape an operator runs when one machine is not enough, on this machine
// (docs/operations.md, "Several replicas"): CLUSTER_REPLICAS platform replicas (2), each started as
// the image starts one (`node scripts/start.mjs`), on one PostgreSQL and one Redis, behind nginx
// (round-robin, no sticky sessions) at http://localhost:PORT, with the sandbox beside them.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { ensureDatabase, redact } from './cluster-database.mjs';
import { nginxConfig } from './cluster-proxy.mjs';
import { run } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = Number(env.PORT ?? 3000);
const sandboxPort = Number(env.SANDBOX_PORT ?? 3100);
const replicas = Math.max(1, Number(env.CLUSTER_REPLICAS ?? 2));
const firstReplicaPort = Number(env.CLUSTER_REPLICA_PORT ?? port + 1);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/croupier_cluster';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.resolve(root, env.DATA_DIR ?? 'data/cluster');
const nginx = env.NGINX ?? '/usr/sbin/nginx';
const site = `http://localhost:${port}`;

await ensureDatabase(databaseUrl);
try {
  await build();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// What the replicas share: the database, Redis, one token secret and one data directory (the
// uploaded documents); each is told the proxy's address as its public one.
mkdirSync(dataDir, { recursive: true });
const shared = {
  ...env,
  NODE_ENV: env.NODE_ENV ?? 'development',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  AUTH_TOKEN_SECRET: env.AUTH_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
  PUBLIC_URL: site,
  PLATFORM_URL: site,
  SANDBOX_URL: `http://localhost:${sandboxPort}`,
  SANDBOX_PORT: String(sandboxPort),
  START_SANDBOX: 'false',
};
const replicaPorts = Array.from({ length: replicas }, (_, i) => firstReplicaPort + i);

const proxyDir = path.join(dataDir, 'nginx');
mkdirSync(proxyDir, { recursive: true });
writeFileSync(path.join(proxyDir, 'nginx.conf'), nginxConfig({ port, replicaPorts, dir: proxyDir }));

console.log(
  `[cluster] ${replicas} replicas on ${redact(databaseUrl)} and ${redisUrl}, behind nginx at ${site}`,
);
run(
  [
    {
      name: 'the sandbox',
      command: process.execPath,
      args: ['apps/sandbox/dist/main.js'],
      options: { cwd: root, env: { ...shared, PORT: String(sandboxPort) }, stdio: 'inherit' },
    },
    ...replicaPorts.map((replicaPort, i) => ({
      name: `replica ${i + 1}`,
      command: process.execPath,
      args: ['scripts/start.mjs'],
      options: {
        cwd: root,
        env: { ...shared, PORT: String(replicaPort), REPLICA_NAME: `replica-${i + 1}` },
        stdio: 'inherit',
      },
    })),
    {
      name: 'the proxy',
      command: nginx,
      args: ['-p', proxyDir, '-c', path.join(proxyDir, 'nginx.conf'), '-e', 'stderr'],
      options: { cwd: root, stdio: 'inherit' },
    },
  ],
  { log: (line) => console.error(`[cluster] ${line}`) },
);
