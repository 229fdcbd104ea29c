import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startServer } from '../../test/server-process.ts';

// The embedded database is one process's files (PGlite): `npm run demo-vouchers` never opens it
// under a running server. It asks the server (the operator call) or refuses, exit code 1.

const serverRoot = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'operator-token-of-the-demo-vouchers-test';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command as `npm run demo-vouchers -w @croupier/server USD` runs it. */
function demoVouchers(env: Record<string, string>): Promise<Run> {
  const { OPERATOR_TOKEN: _none, DATABASE_URL: _pglite, NODE_ENV: _test, ...parent } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/commands/demo-vouchers.ts', 'USD'],
      { cwd: serverRoot, env: { ...parent, LOG_LEVEL: 'warn', ...env } },
      (err, stdout, stderr) => resolve({ code: err ? ((err.code as number) ?? 1) : 0, stdout, stderr }),
    );
  });
}

const codesOf = (stdout: string) => stdout.trim().split('\n').filter(Boolean);

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'croupier-vouchers-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run demo-vouchers', () => {
  it('refuses, without opening the database, while another process holds the data directory', async () => {
    const dataDir = fresh();
    // This test's own process stands for a live holder (a server with no address given here).
    writeFileSync(path.join(dataDir, 'holder.json'), JSON.stringify({ pid: process.pid, what: 'reconcile' }));
    const run = await demoVouchers({ DATA_DIR: dataDir });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(
      `The database in ${dataDir} is in use by \`reconcile\` (process ${process.pid})`,
    );
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('asks a running server for the codes (with its operator key), refuses without it, and reads the database once the server stops', async () => {
    const dataDir = fresh();
    // A fresh directory: the command seeds it and lists the codes, as the journeys' start does.
    const before = await demoVouchers({ DATA_DIR: dataDir });
    expect(before.code, before.stderr).toBe(0);
    const codes = codesOf(before.stdout);
    expect(codes).toHaveLength(40);
    expect(codes[0]).toMatch(/^[A-Z0-9]{16} {2}USD 10\.00$/);
    expect(existsSync(path.join(dataDir, 'holder.json'))).toBe(false);

    const server = await startServer({ DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN });
    try {
      const refused = await demoVouchers({ DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`in use by the server at ${server.base}`);
      expect(refused.stderr).toContain('OPERATOR_TOKEN');
      expect(refused.stdout).toBe('');

      const asked = await demoVouchers({ DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN });
      expect(asked.code, asked.stderr).toBe(0);
      expect(codesOf(asked.stdout)).toEqual(codes);
      // The server, which alone held the database, is still well.
      expect((await fetch(`${server.base}/api/health`)).ok).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    expect(server.child.exitCode).toBe(0);

    const after = await demoVouchers({ DATA_DIR: dataDir });
    expect(after.code, after.stderr).toBe(0);
    expect(codesOf(after.stdout)).toEqual(codes);
    // Five processes in turn (a seed of a new directory, a server, three commands): the default 30 s
    // is too short on a loaded 2-core machine (CI with another suite beside it).
  }, 180_000);
});
