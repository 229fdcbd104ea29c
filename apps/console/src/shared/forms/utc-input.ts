/*
 * Date-and-time inputs (`datetime-local`) in the console are read and shown in UTC, the platform's
 * clock, whatever the operator's time zone.
 */

/** An instant as a date-and-time input shows it: UTC, to the minute ('' for none). */
export const inputOfInstant = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toISOString().slice(0, 16) : '';

/**
 * A date-and-time input's value read as UTC (`2026-12-01T10:00` → `2026-12-01T10:00:00.000Z`);
 * empty is none, and a value that is no date is left as typed, for the contract's schema to refuse.
 */
export function instantOfInput(value: string): string | null {
  const typed = value.trim();
  if (!typed) return null;
  const date = new Date(`${typed}${typed.length === 16 ? ':00' : ''}Z`);
  return Number.isNaN(date.getTime()) ? typed : date.toISOString();
}
