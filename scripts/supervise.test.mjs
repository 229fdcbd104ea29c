import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { backoff, EX_CONFIG, supervise } from './supervise.mjs';

// `npm start`'s supervision: a child that dies is restarted alone, with backoff;
// a configuration error stops everything; SIGTERM stops everything cleanly. Real child processes.

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'croupier-supervise-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A child: node running `code`, told its marker file (it counts its starts there). */
const child = (name, code) => ({
  name,
  command: process.execPath,
  args: ['-e', code, path.join(dir, name)],
  options: { stdio: 'ignore' },
});
/** Counts its starts in its marker file; crashes on the first `crashes` starts, then stays up. */
const crashesThenRuns = (crashes) => `
  const fs = require('node:fs'); const marker = process.argv[1];
  const starts = (fs.existsSync(marker) ? Number(fs.readFileSync(marker, 'utf8')) : 0) + 1;
  fs.writeFileSync(marker, String(starts));
  if (starts <= ${crashes}) process.exit(1);
  setInterval(() => {}, 1000);`;
const starts = (name) => Number(readFileSync(path.join(dir, name), 'utf8'));
const quick = { backoff: { initialMs: 20, maxMs: 100, stableMs: 60_000 }, log: () => {} };

/** Resolves once `check` holds (child processes start and stop in their own time). */
const until = async (check) => {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
};

describe('backoff', () => {
  it('doubles from 1 s to 30 s, and starts again at 1 s after a stable run', () => {
    const b = backoff();
    expect([0, 0, 0, 0, 0, 0, 0].map(() => b.next(500))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(b.next(60_000)).toBe(1_000);
    expect(b.next(10)).toBe(2_000);
  });
});

describe('supervise', () => {
  it('restarts only the child that died, and stops everything on request', async () => {
    const pids = { crashy: [], steady: [] };
    const s = supervise([child('crashy', crashesThenRuns(2)), child('steady', crashesThenRuns(0))], {
      ...quick,
      onStart: (name, c) => pids[name].push(c.pid),
    });
    await until(() => pids.crashy.length === 3 && pids.steady.length === 1);
    await until(() => {
      try {
        return starts('crashy') === 3 && starts('steady') === 1;
      } catch {
        return false;
      }
    });
    expect(pids.steady).toHaveLength(1); // the steady one was never touched
    expect(await s.stop(0)).toBe(0);
  });

  it('does not restart a configuration error: it stops everything with 78', async () => {
    let steady;
    const s = supervise(
      [child('config', `process.exit(${EX_CONFIG})`), child('other', 'setInterval(() => {}, 1000)')],
      {
        ...quick,
        onStart: (name, c) => {
          if (name === 'other') steady = c;
        },
      },
    );
    expect(await s.done).toBe(EX_CONFIG);
    expect(steady.exitCode !== null || steady.signalCode !== null).toBe(true);
  });

  it('runs a worker thread as the platform runs: restarted after a crash, asked to stop by message', async () => {
    // As apps/server/src/main.ts does: counts its starts, crashes on the first, then waits for 'stop'.
    const file = path.join(dir, 'worker.mjs');
    const marker = path.join(dir, 'worker-starts');
    const stopped = path.join(dir, 'worker-stopped');
    writeFileSync(
      file,
      `import fs from 'node:fs'; import { parentPort } from 'node:worker_threads';
      const starts = (fs.existsSync(${JSON.stringify(marker)}) ? Number(fs.readFileSync(${JSON.stringify(marker)}, 'utf8')) : 0) + 1;
      fs.writeFileSync(${JSON.stringify(marker)}, String(starts));
      if (starts === 1) throw new Error('first start fails');
      parentPort.on('message', (m) => { if (m === 'stop') { fs.writeFileSync(${JSON.stringify(stopped)}, 'yes'); process.exit(0); } });`,
    );
    const logged = [];
    const s = supervise([{ name: 'platform', worker: { file } }], { ...quick, log: (l) => logged.push(l) });
    await until(() => {
      try {
        return Number(readFileSync(marker, 'utf8')) === 2;
      } catch {
        return false;
      }
    });
    expect(logged.some((l) => l.includes('first start fails'))).toBe(true); // the crash is told
    expect(logged.some((l) => l.includes('platform exited unexpectedly (code 1)'))).toBe(true);
    expect(await s.stop(0)).toBe(0);
    expect(readFileSync(stopped, 'utf8')).toBe('yes'); // it shut down by itself, not terminated
  });

  it('a worker that refuses its configuration stops everything with 78', async () => {
    const file = path.join(dir, 'config-worker.mjs');
    writeFileSync(file, `process.exit(${EX_CONFIG});`);
    const s = supervise(
      [{ name: 'platform', worker: { file } }, child('other2', 'setInterval(() => {}, 1000)')],
      quick,
    );
    expect(await s.done).toBe(EX_CONFIG);
  });

  it('as `npm start` runs it: SIGTERM stops the supervisor and its children cleanly', async () => {
    const marker = path.join(dir, 'pid');
    const program = `
      import { run } from ${JSON.stringify(path.join(here, 'supervise.mjs'))};
      import { writeFileSync } from 'node:fs';
      run([{ name: 'server', command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'], options: { stdio: 'ignore' } }],
        { onStart: (_name, c) => writeFileSync(${JSON.stringify(marker)}, String(c.pid)), log: () => {} });`;
    const supervisor = spawn(process.execPath, ['--input-type=module', '-e', program], { stdio: 'ignore' });
    await until(() => {
      try {
        return Number(readFileSync(marker, 'utf8')) > 0;
      } catch {
        return false;
      }
    });
    const childPid = Number(readFileSync(marker, 'utf8'));
    const code = new Promise((resolve) => supervisor.once('exit', (c) => resolve(c)));
    supervisor.kill('SIGTERM');
    expect(await code).toBe(0);
    expect(() => process.kill(childPid, 0)).toThrow(); // the child is gone too
  });
});
