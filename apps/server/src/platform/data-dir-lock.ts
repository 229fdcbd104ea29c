import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Who holds the embedded database (PGlite) of a data directory. PGlite is one process's files, with
 * no lock of its own: a second process opening them aborts (`RuntimeError: Aborted()`) or damages the
 * first one's pages. The server and the commands (demo-vouchers, reconcile) record themselves in
 * `DATA_DIR/holder.json` while they have the database open, and read it before opening it.
 * A holder whose process is gone (a crash, a kill) no longer counts.
 */
export interface DataDirHolder {
  pid: number;
  /** What holds it: `server` or a command's name. */
  what: string;
  /** Where a server holding it answers (`http://localhost:3000`); absent for a command. */
  url?: string;
}

const fileOf = (dataDir: string) => path.join(dataDir, 'holder.json');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but is someone else's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process other than this one that holds `dataDir`'s database, if any. */
export function dataDirHolder(dataDir: string): DataDirHolder | null {
  let holder: DataDirHolder;
  try {
    holder = JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as DataDirHolder;
  } catch {
    return null; // none, or a file cut short by a crash
  }
  if (!Number.isInteger(holder.pid) || holder.pid === process.pid || !alive(holder.pid)) return null;
  return holder;
}

/**
 * Records this process as `dataDir`'s holder; answers the release (which leaves a later holder's
 * record alone). The caller checks `dataDirHolder` first.
 */
export function holdDataDir(dataDir: string, what: string, url?: string): () => void {
  const file = fileOf(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ pid: process.pid, what, ...(url && { url }) }));
  return () => {
    try {
      const holder = JSON.parse(readFileSync(file, 'utf8')) as DataDirHolder;
      if (holder.pid === process.pid && holder.what === what) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

/** The sentence a process refused the database says: who holds it and what to do. */
export function heldMessage(dataDir: string, holder: DataDirHolder, advice: string): string {
  const by = holder.url ? `the server at ${holder.url}` : `\`${holder.what}\``;
  return `The database in ${dataDir} is in use by ${by} (process ${holder.pid}): PGlite is one process's files. ${advice}`;
}
