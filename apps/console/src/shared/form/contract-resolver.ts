import { issueMessageKey } from '@croupier/contract/rules/messages';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The contract's English texts, loaded when a form first has something to say. */
export const englishTexts = async (): Promise<Record<string, string>> =>
  (await import('@croupier/contract/locales/en.json')).default as Record<string, string>;

/** A field's English text for a message key of the contract ('fields.errors.too-long'). */
export const englishFor = (texts: Record<string, string>, key: string) =>
  texts[key] ?? texts[`middleware.${key}`] ?? key;

/**
 * Which form field a body's path (`data.title`, `targeting.countries.2`) belongs to, given the
 * form's values (a record's key may be a row's field).
 */
export type PlaceIssue<V = unknown> = (path: string, values: V) => string;

/**
 * The form field an issue of the body at `path` belongs to: a list written in one text field
 * (countries, pages) gives its item's issue to the whole field (`targeting.countries.2` →
 * `targeting.countries`); `lists` names those fields. Any other path is its field's name.
 */
export const inLists =
  (lists: readonly string[] = []): PlaceIssue =>
  (path) =>
    lists.find((l) => path === l || path.startsWith(`${l}.`)) ?? (path || 'root');

function setIn(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] ?? path;
  at[last] ??= value;
}

/**
 * A react-hook-form resolver that validates with the contract's own request schema: the form's
 * values become the body `toBody` makes, `schema` parses it (as the server will), and each issue
 * lands on its field in the words the server would use. The parsed body is what the form submits.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
  place: PlaceIssue<V> = inLists(),
): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    // The schema's own keys, else the key for zod's failure, as the server answers them.
    const parsed = schema.safeParse(toBody(values), { error: issueMessageKey });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const texts = await englishTexts();
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const field = place(issue.path.map(String).join('.'), values);
      // A record's key (a language) says what is wrong with it in its own issue.
      const own = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
      setIn(errors, field, { type: issue.code, message: englishFor(texts, own) });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
