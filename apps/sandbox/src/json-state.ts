import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A stand-in's state kept as one JSON file under the data directory, as a real partner keeps its
 * state across restarts: written after every change to a temporary file, then renamed over the old
 * one, so a crash leaves the old or the new file, never half of one. Without a data directory the
 * state lives in memory only (tests).
 */
export class JsonState<T> {
  private readonly file: string | undefined;

  constructor(dataDir: string | undefined, name: string) {
    this.file = dataDir ? path.join(dataDir, name) : undefined;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
  }

  /** The state written last, if any. */
  read(): T | undefined {
    if (!this.file) return undefined;
    try {
      return JSON.parse(readFileSync(this.file, 'utf8')) as T;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  write(state: T): void {
    if (!this.file) return;
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(state), { mode: 0o600 });
    renameSync(temp, this.file);
  }
}
