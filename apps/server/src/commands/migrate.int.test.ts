import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startServer } from '../../test/server-process.ts';

// `npm run migrate -w @croupier/server`: the start's work on the database alone (a deployment's
// migration job): the first run migrates and seeds, a later one finds it done; the embedded database
// a server holds is never opened.

const serverRoot = path.resolve(import.meta.dirname, '../..');

function migrate(dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _pglite, NODE_ENV: _test, ...parent } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/commands/migrate.ts'],
      { cwd: serverRoot, env: { ...parent, LOG_LEVEL: 'warn', DATA_DIR: dataDir } },
      (err, stdout, stderr) => resolve({ code: err ? ((err.code as number) ?? 1) : 0, stdout, stderr }),
    );
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the migrate command', () => {
  it('migrates and seeds a new database once; a second run finds it done', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'croupier-migrate-'));
    dirs.push(dir);
    const first = await migrate(dir);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^Migrated .+, and seeded it\.$/m);
    const again = await migrate(dir);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^Migrated [^,]+\.$/m);
  }, 180_000);

  it('refuses the embedded database while a server holds it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'croupier-migrate-held-'));
    dirs.push(dir);
    const server = await startServer({ DATA_DIR: dir });
    try {
      const run = await migrate(dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('The running server has migrated it already.');
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
  }, 180_000);
});
