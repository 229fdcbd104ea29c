import { issueMessageKey } from '@croupier/contract/rules/messages';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../api/index.ts';
import { englishTexts, textOf } from '../messages.ts';

/**
 * A body path (`content.en.title`) as the form's field (`content.0.title`) for the form's `values`;
 * null: the form's own error.
 */
export type FieldOf<V = unknown> = (path: string, values: V) => string | null;

const samePath: FieldOf = (path) => path;

/**
 * A react-hook-form resolver that checks the body `toBody` makes of the form's values with the
 * contract's `schema`: the server's own rules, so a form never sends what the platform refuses for
 * its shape. Each issue lands on the field `fieldOf` names for its body path, in English.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
  fieldOf: FieldOf<V> = samePath,
): Resolver<V, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const parsed = schema.safeParse(toBody(values), { error: (issue) => issueMessageKey(issue) });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const english = await englishTexts();
    const flat: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.join('.'), values) ?? 'root.form';
      // A record's bad key says why through its own issue (a currency code's rule, say).
      const cause = issue.code === 'invalid_key' ? (issue.issues[0] ?? issue) : issue;
      flat[field] ??= { type: issue.code, message: textOf(issueMessageKey(cause), english) };
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<V> };
  };
}

/**
 * A refusal's field errors as the form's fields (`fieldOf`) with English texts, and the refusal's
 * message when no field carries it (`form`).
 */
export async function refusalOf<V>(
  error: unknown,
  values: V,
  fieldOf: FieldOf<V> = samePath,
): Promise<{ fields: Record<string, string>; form: string | null }> {
  const fallback = 'That did not work. Try again.';
  if (!isApiError(error)) return { fields: {}, form: fallback };
  const english = await englishTexts();
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const [path, key] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(path, values);
    if (field) fields[field] ??= textOf(key, english);
    else unplaced = true;
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, form: placed && !unplaced ? null : error.message || fallback };
}
