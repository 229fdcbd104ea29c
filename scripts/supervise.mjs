// Supervision for `npm start`: runs each child (the platform, the sandbox) and, when one exits
// unexpectedly, restarts that one alone after a delay that doubles with each quick crash (1 s up to
// 30 s, back to 1 s once it has run for a minute). A configuration error (exit code 78, EX_CONFIG)
// is not restarted, as it would only fail again: everything stops with that code. SIGINT and
// SIGTERM stop every child and end with 0.
import { spawn } from 'node:child_process';

/** sysexits.h EX_CONFIG: the server refused its configuration (apps/server/src/main.ts). */
export const EX_CONFIG = 78;

/** The delays between restarts of one child. Pure: `next(ranForMs)` answers the next delay. */
export function backoff({ initialMs = 1_000, maxMs = 30_000, stableMs = 60_000 } = {}) {
  let attempt = 0;
  return {
    next(ranForMs) {
      if (ranForMs >= stableMs) attempt = 0;
      const delay = Math.min(maxMs, initialMs * 2 ** attempt);
      attempt += 1;
      return delay;
    },
  };
}

/**
 * Runs `children` ({ name, command, args, options }) under supervision. Answers `stop(code)`, which
 * ends every child (SIGTERM, SIGKILL after `killAfterMs`), and `done`, a promise of the exit code.
 */
export function supervise(children, opts = {}) {
  const log = opts.log ?? ((line) => console.error(`[start] ${line}`));
  const now = opts.now ?? Date.now;
  const killAfterMs = opts.killAfterMs ?? 10_000;
  let stopping = false;
  let exitCode = 0;
  let resolveDone;
  const done = new Promise((resolve) => {
    resolveDone = resolve;
  });

  const running = children.map((spec) => ({
    spec,
    child: undefined,
    startedAt: 0,
    timer: undefined,
    delays: backoff(opts.backoff),
  }));

  const settleIfAllDown = () => {
    if (stopping && running.every((r) => !r.child && !r.timer)) resolveDone(exitCode);
  };

  const start = (r) => {
    r.timer = undefined;
    if (stopping) return settleIfAllDown();
    r.startedAt = now();
    const child = spawn(r.spec.command, r.spec.args, r.spec.options);
    r.child = child;
    let ended = false;
    const onEnd = (code, signal, error) => {
      if (ended) return;
      ended = true;
      r.child = undefined;
      if (stopping) return settleIfAllDown();
      if (code === EX_CONFIG) {
        log(`${r.spec.name} refused its configuration (exit ${EX_CONFIG}): stopping everything`);
        return stop(EX_CONFIG);
      }
      const delay = r.delays.next(now() - r.startedAt);
      const why = error ? error.message : signal ? `signal ${signal}` : `code ${code}`;
      log(`${r.spec.name} exited unexpectedly (${why}); restarting it in ${delay / 1000} s`);
      r.timer = setTimeout(() => start(r), delay);
    };
    child.once('exit', (code, signal) => onEnd(code, signal));
    child.once('error', (error) => onEnd(null, null, error)); // could not be spawned at all
    opts.onStart?.(r.spec.name, child);
  };

  function stop(code = 0) {
    if (stopping) return done;
    stopping = true;
    exitCode = code;
    for (const r of running) {
      if (r.timer) clearTimeout(r.timer);
      r.timer = undefined;
      const child = r.child;
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        // A child that does not stop in time is killed; its 'exit' then settles `done`.
        setTimeout(() => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        }, killAfterMs).unref();
      } else {
        r.child = undefined;
      }
    }
    settleIfAllDown();
    return done;
  }

  for (const r of running) start(r);
  return { stop, done };
}

/** `npm start`'s supervision of its children: signals stop everything; the exit code is the outcome. */
export function run(children, opts = {}) {
  const supervisor = supervise(children, opts);
  process.on('SIGINT', () => supervisor.stop(0));
  process.on('SIGTERM', () => supervisor.stop(0));
  supervisor.done.then((code) => {
    process.exitCode = code;
  });
  return supervisor;
}
