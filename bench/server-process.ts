/** A platform (or the bare baseline) in a child process for `npm run bench`, started and stopped by message. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParentMessage, ServerMessage } from './servers/protocol.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const START_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 25_000;

export interface Server {
  port: number;
  info: Record<string, unknown>;
  /** The server process's CPU time so far, in µs (user + system). */
  cpu(): Promise<number>;
  /** The child's money checks after a load (bench/servers/platform.ts with wallet players). */
  check(): Promise<{ ok: boolean; report: Record<string, unknown> }>;
  stop(): Promise<void>;
}

/** `nodeArgs`: V8's flags for the child, as `npm start` would give the platform (scripts/v8-flags.mjs). */
export function startServer(
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(here, 'servers', script)],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ type: 'close' });
    else child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  /** Sends `request` and waits for the child's answer of type `answer`. */
  const ask = <T extends ServerMessage['type']>(request: ParentMessage, answer: T, timeoutMs: number) =>
    new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${script} did not answer ${request.type}`)),
        timeoutMs,
      );
      const onMessage = (m: ServerMessage) => {
        if (m.type !== answer) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(m as Extract<ServerMessage, { type: T }>);
      };
      child.on('message', onMessage);
      child.send(request);
    });
  const cpu = async () => {
    const m = await ask({ type: 'cpu' }, 'cpu', 10_000);
    return m.userUs + m.systemUs;
  };
  // Reconciling a ledger of some 100,000 transfers takes a while on the embedded database.
  const check = () => ask({ type: 'check' }, 'checked', 120_000);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.on('message', (m: ServerMessage) => {
      clearTimeout(timer);
      if (m.type === 'ready') resolve({ port: m.port, info: m.info, cpu, check, stop });
      else if (m.type === 'failed') {
        void stop();
        reject(new Error(`${script} failed to start:\n${m.error}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (code ${code}) before it was ready`));
    });
  });
}
