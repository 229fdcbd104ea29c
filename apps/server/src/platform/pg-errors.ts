/** PostgreSQL errors as both drivers raise them (node-postgres directly, PGlite/Drizzle as a cause). */

type PgError = { code?: unknown; constraint?: unknown; cause?: unknown };

function* chain(err: unknown): Generator<PgError> {
  for (let e = err as PgError | undefined; e; e = e.cause as PgError | undefined) yield e;
}

/** True for a unique-constraint violation (SQLSTATE 23505), whichever driver raised it. */
export function isUniqueViolation(err: unknown): boolean {
  for (const e of chain(err)) if (e.code === '23505') return true;
  return false;
}

/** The name of the constraint a violation names ('' when none does). */
export function violatedConstraint(err: unknown): string {
  for (const e of chain(err)) if (typeof e.constraint === 'string') return e.constraint;
  return '';
}
