import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { type Endpoint, STUDIO_SIGNATURE_HEADER, STUDIO_TIMESTAMP_HEADER } from '@croupier/contract';
import { SANDBOX_STUDIO_SECRET } from '@croupier/contract/sandbox-defaults';
import { sign } from '../src/adapters/payments/signature.ts';
import { type CallInput, sent, urlOf } from './api.ts';

/** The real server as a child process, as `npm start` runs it (tests of what a process lives through). */

const serverRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface RunningServer {
  child: ChildProcess;
  base: string;
  /** Everything the process printed so far. */
  output(): string;
}

/** Starts `src/main.ts` on a free loopback port and waits until /api/health answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  // As `npm start` runs it: not in test mode (which, for one, signs tokens with a key per process).
  const { NODE_ENV: _testMode, ...parent } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...parent, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d;
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base, output: () => output };
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

let lastLoopback = 1;
/** A loopback address of its own (127.0.0.2 and on): the server sees each as another client. */
function loopbackAddress(): string {
  lastLoopback += 1;
  return `127.${(lastLoopback >> 16) & 255}.${(lastLoopback >> 8) & 255}.${lastLoopback & 255}`;
}

/**
 * A player's JSON call of the contract (`api.ts`'s descriptors and inputs) against a started server,
 * connected from a loopback address of its own, so per-address limits (ten sign-ups an hour) hold
 * per player as with real players, without trusting a proxy (which would make the start a
 * production start, ADR 016); throws unless 2xx.
 */
export function json<E extends Endpoint>(
  base: string,
  endpoint: E,
  input: CallInput<E> = {},
  token?: string,
) {
  const { method } = endpoint;
  const url = urlOf(endpoint, input);
  const target = new URL(`${base}${url}`);
  const payload = input.body === undefined ? undefined : JSON.stringify(sent(input.body));
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        localAddress: loopbackAddress(),
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(payload !== undefined && { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status > 299) reject(new Error(`${method} ${url} → ${status} ${text}`));
          else resolve(JSON.parse(text) as Record<string, unknown>);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A seamless-wallet call as the game studio sends it: signed over the exact body. */
export async function studioCall(base: string, operation: string, body: unknown) {
  const text = JSON.stringify(body);
  const ts = Math.floor(Date.now() / 1000);
  const res = await fetch(`${base}/api/seamless-wallet/${operation}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [STUDIO_TIMESTAMP_HEADER]: String(ts),
      [STUDIO_SIGNATURE_HEADER]: sign(SANDBOX_STUDIO_SECRET, ts, text),
    },
    body: text,
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
}
