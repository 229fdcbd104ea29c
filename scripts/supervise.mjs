// Supervision for `npm start`: runs each child (the platform in a worker thread, the sandbox as a
// process) and, when one exits unexpectedly, restarts that one alone after a delay that doubles with each quick crash (1 s up to
// 30 s, back to 1 s once it has run for a minute). A configuration error (exit code 78, EX_CONFIG)
// is not restarted, as it would only fail again: everything stops with that code. SIGINT and
// SIGTERM stop every child and end with 0.
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';

/** sysexits.h EX_CONFIG: the server refused its configuration (apps/server/src/start.ts). */
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
    const child = launch(r.spec, log);
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
    child.onEnd(onEnd);
    opts.onStart?.(r.spec.name, child.handle);
  };

  function stop(code = 0) {
    if (stopping) return done;
    stopping = true;
    exitCode = code;
    for (const r of running) {
      if (r.timer) clearTimeout(r.timer);
      r.timer = undefined;
      const child = r.child;
      if (child?.running()) {
        child.askToStop();
        // A child that does not stop in time is killed; its 'exit' then settles `done`.
        setTimeout(() => {
          if (child.running()) child.kill();
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

/**
 * One run of a child, as a process (`command`, `args`, `options`) or as a worker thread (`worker`:
 * { file, options }). A worker shares the supervisor's Node runtime, so the platform in a worker
 * costs one process's memory instead of two (ADR 035); it is asked to stop with a 'stop' message
 * (a worker receives no signals) and `terminate()`d if it does not.
 */
function launch(spec, log) {
  if (spec.worker) {
    const worker = new Worker(spec.worker.file, spec.worker.options);
    let exited = false;
    worker.once('exit', () => {
      exited = true;
    });
    // An uncaught error ends the worker with code 1; say what it was, as a crashed process would.
    worker.on('error', (err) => log(`${spec.name} failed: ${err?.stack ?? err}`));
    return {
      handle: worker,
      onEnd: (cb) => worker.once('exit', (code) => cb(code, null)),
      running: () => !exited,
      askToStop: () => worker.postMessage('stop'),
      kill: () => void worker.terminate(),
    };
  }
  const child = spawn(spec.command, spec.args, spec.options);
  return {
    handle: child,
    onEnd: (cb) => {
      child.once('exit', (code, signal) => cb(code, signal));
      child.once('error', (error) => cb(null, null, error)); // could not be spawned at all
    },
    running: () => child.exitCode === null && child.signalCode === null,
    askToStop: () => child.kill('SIGTERM'),
    kill: () => child.kill('SIGKILL'),
  };
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
