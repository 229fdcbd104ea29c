/**
 * A per-key figure as the operator types it: `USD 10.00, EUR 9.50` (a comma or a new line between
 * entries, a space between key and value). What cannot be read stays in the record as it was typed,
 * so the contract's schema names the problem.
 */
export function parsePairs(text: string, upperKeys: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of text.split(/[,\n]/)) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const [key = '', ...rest] = trimmed.split(/\s+/);
    out[upperKeys ? key.toUpperCase() : key] = rest.join(' ');
  }
  return out;
}

/** A record written back as the operator types it. */
export const formatPairs = (record: Record<string, string | number>): string =>
  Object.entries(record)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');

/** Per-key numbers (percentages): a value that is not a number stays NaN, which the schema refuses. */
export const numberPairs = (text: string): Record<string, number> =>
  Object.fromEntries(
    Object.entries(parsePairs(text, false)).map(([k, v]) => [k, v === '' ? Number.NaN : Number(v)]),
  );

/** A typed number: empty is NaN (the schema says a number is needed), else the number. */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** A typed optional number: empty is null. */
export const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** A typed list of codes: `US, CA` → ['US', 'CA']. */
export const codesOf = (text: string): string[] =>
  text
    .split(/[,\s]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
