/** PostgreSQL errors as both drivers raise them (node-postgres directly, PGlite/Drizzle as a cause). */

type PgError = { code?: unknown; constraint?: unknown; cause?: unknown };

function* chain(err: unknown): Generator<PgError> {
  for (let e = err as PgError | undefined; e; e = e.cause as PgError | undefined) yield e;
}

/** True for a unique-constraint violation (SQLSTATE 23505), whichever driver raised it. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}

/** The name of the constraint a violation names ('' when none does). */
export function violatedConstraint(err: unknown): string {
  for (const e of chain(err)) if (typeof e.constraint === 'string') return e.constraint;
  return '';
}

/** The SQLSTATE of a database error (e.g. a function's own `LD001`), whichever driver raised it. */
export function sqlState(err: unknown): string | undefined {
  for (const e of chain(err)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** The DETAIL a database error carries (a function's `USING DETAIL`), whichever driver raised it. */
export function sqlDetail(err: unknown): string | undefined {
  for (const e of chain(err) as Iterable<PgError & { detail?: unknown }>) {
    if (typeof e.detail === 'string') return e.detail;
  }
  return undefined;
}
