import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, startServer } from '../../test/server-process.ts';
import { operatorAudit, operators } from '../modules/operators/tables.ts';
import { openDatabase } from '../platform/db.ts';

// `npm run operator -- create-admin <email>` makes the first admin of a new install and prints
// their one-time enrolment link (ADR 047).

const serverRoot = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function operatorCommand(args: string[], env: Record<string, string>) {
  const { OPERATOR_TOKEN: _none, DATABASE_URL: _pglite, NODE_ENV: _test, ...parent } = process.env;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/commands/operator.ts', ...args],
      { cwd: serverRoot, env: { ...parent, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env } },
      (err, stdout, stderr) => resolve({ code: err ? ((err.code as number) ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run operator -- create-admin', () => {
  it('creates an admin awaiting enrolment and prints the link once; the same e-mail again is refused', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-operator-'));
    dirs.push(dataDir);
    const usage = await operatorCommand(['create-admin', 'not-an-email'], { DATA_DIR: dataDir });
    expect(usage.code).toBe(64);
    expect(usage.stderr).toContain('Usage: npm run operator -- create-admin <email>');

    const made = await operatorCommand(['create-admin', 'First@Example.com'], { DATA_DIR: dataDir });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('Created the admin first@example.com.');
    const token = /\/console\/activate#([\w-]+)/.exec(made.stdout)?.[1];
    expect(token).toBeTruthy();

    const again = await operatorCommand(['create-admin', 'first@example.com'], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');

    const database = await openDatabase({ dataDir });
    try {
      const [admin] = await database.db
        .select()
        .from(operators)
        .where(eq(operators.email, 'first@example.com'));
      expect(admin).toMatchObject({
        roles: ['admin'],
        passwordHash: null,
        totpEnrolledAt: null,
        createdBy: 'command',
      });
      // Only the token's hash is kept.
      expect(admin?.enrolmentHash).not.toBe(token);
      const audit = await database.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.event, 'operator.create-admin'));
      expect(audit).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('asks a running server (with OPERATOR_TOKEN, from this machine), and refuses without the token', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-operator-'));
    dirs.push(dataDir);
    const TOKEN = 'operator-token-of-the-create-admin-test';
    const server = await startServer({ DATA_DIR: dataDir, OPERATOR_TOKEN: TOKEN });
    try {
      const refused = await operatorCommand(['create-admin', 'held@example.com'], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('OPERATOR_TOKEN');
      const asked = await operatorCommand(['create-admin', 'held@example.com'], {
        DATA_DIR: dataDir,
        OPERATOR_TOKEN: TOKEN,
      });
      expect(asked.code, asked.stderr).toBe(0);
      expect(asked.stdout).toContain('Created the admin held@example.com.');
      const list = await fetch(`${server.base}/api/operator/operators`, {
        headers: { 'x-operator-token': TOKEN },
      });
      const emails = ((await list.json()) as { operators: { email: string }[] }).operators.map(
        (o) => o.email,
      );
      // The local demo's admin, and the one the command made.
      expect(emails).toEqual(['admin@example.com', 'held@example.com']);
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
  }, 180_000);
});
