import { issueMessageKey } from '@croupier/contract/rules/messages';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError, messageOf } from '../api/index.ts';
import { englishTexts, textOf } from '../messages.ts';

/**
 * The form field (`content.0.title`) a body's path (`content.en.title`) belongs to, given the form's
 * `values` (a record's key may be a row's field); null: the form's own (`root.form`).
 */
export type FieldOf<V = unknown> = (path: string, values: V) => string | null;

/** The body's path is the field's name (an empty path is the form's own). */
export const samePath: FieldOf = (path) => path || null;

/** A path's first part is the field (`blockedCountries.0` → `blockedCountries`). */
export const topLevelField: FieldOf = (path) => path.split('.')[0] || null;

/**
 * Lists written in one text field (countries, pages): an item's issue goes to the whole field
 * (`targeting.countries.2` → `targeting.countries`); any other path is placed by `rest`.
 */
export const inLists =
  <V>(lists: readonly string[], rest: FieldOf<V> = samePath): FieldOf<V> =>
  (path, values) =>
    lists.find((l) => path === l || path.startsWith(`${l}.`)) ?? rest(path, values);

/**
 * A feature's own words for an issue on `field` (a choice left empty, say); undefined: the
 * contract's English text for the issue's message key.
 */
export type Wording<V> = (issue: z.core.$ZodIssue, field: string, values: V) => string | undefined;

const identity = (values: unknown) => values;

/**
 * A react-hook-form resolver that checks the body `toBody` makes of the form's values with the
 * contract's `schema` (as the server will), so a form never sends what the platform refuses for its
 * shape. Each issue's message key lands on the field `fieldOf` names for its body path, in English
 * (`wording` may say it in the feature's words); the first issue of a field is the one shown. The
 * parsed body is what the form submits.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType = z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown = identity,
  fieldOf: FieldOf<V> = samePath,
  wording?: Wording<V>,
): Resolver<V, unknown, z.output<S>> {
  return async (values, _context, options) => {
    // The schema's own keys, else the key for zod's kind of failure, as the server answers them.
    const parsed = schema.safeParse(toBody(values), { error: issueMessageKey });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const english = await englishTexts();
    const flat: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'), values) ?? 'root.form';
      // A record's bad key (a currency code) says why through its own issue; a schema's own
      // sentence ('Write valid JSON.') is said as it is.
      const cause = issue.code === 'invalid_key' ? issue.issues[0] : undefined;
      const key = cause ? issueMessageKey(cause) : issue.message;
      const message = wording?.(issue, field, values) ?? textOf(key, english);
      flat[field] ??= { type: issue.code, message };
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<V> };
  };
}

/**
 * Puts a server refusal where the operator looks: each field error, in English, on the field
 * `fieldOf` names for its path (among `fields` when given). Answers what is left for the form's own
 * message: a field error no field took, else the refusal's message when no field took anything;
 * null when every error found its field.
 */
export async function showRefusal<V extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<V>; getValues(): NoInfer<V> },
  fieldOf: NoInfer<FieldOf<V>> = samePath,
  fields?: readonly string[],
): Promise<string | null> {
  if (!isApiError(error)) return messageOf(error);
  const english = await englishTexts();
  const values = form.getValues();
  let placed = false;
  let left: string | null = null;
  for (const [path, key] of Object.entries(error.fieldErrors)) {
    const message = textOf(key, english, error.message);
    const field = fieldOf(path, values);
    if (field === null || field.startsWith('root') || (fields && !fields.includes(field))) {
      left ??= message;
      continue;
    }
    form.setError(field as FieldPath<V>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return left ?? (placed ? null : messageOf(error));
}
