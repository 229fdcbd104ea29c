/** Messages a benchmark server child sends its parent over the IPC channel. */
export type ServerMessage =
  | { type: 'ready'; port: number; info: Record<string, unknown> }
  | { type: 'failed'; error: string }
  /** The child's CPU time so far (µs), asked for before and after each measurement. */
  | { type: 'cpu'; userUs: number; systemUs: number }
  /** The money checks after a load (the HTTP wallet bench): `ok` when every invariant holds. */
  | { type: 'checked'; ok: boolean; report: Record<string, unknown> };

/** The parent asks the child to close gracefully (a PostgreSQL database is dropped on close). */
export type ParentMessage = { type: 'close' } | { type: 'cpu' } | { type: 'check' };

/** A child's answer to `check`; a child without one answers that it has nothing to check. */
export type Check = () => Promise<{ ok: boolean; report: Record<string, unknown> }>;

export function send(message: ServerMessage): void {
  process.send?.(message);
}

/** Exits when the parent asks, or goes away; `close` must finish within 20 s. */
export function closeOnRequest(close: () => Promise<void>, check?: Check): void {
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await close();
    } finally {
      process.exit(0);
    }
  };
  process.on('message', (m: ParentMessage) => {
    if (m?.type === 'close') void stop();
    if (m?.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ type: 'cpu', userUs: user, systemUs: system });
    }
    if (m?.type === 'check') {
      (check ?? (async () => ({ ok: false, report: { error: 'this server has no checks' } })))().then(
        (r) => send({ type: 'checked', ...r }),
        (err: unknown) => send({ type: 'checked', ok: false, report: { error: String(err) } }),
      );
    }
  });
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
}
