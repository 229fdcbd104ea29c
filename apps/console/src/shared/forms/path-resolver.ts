import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { englishMessages } from '../api/index.ts';

/** Where a contract path's problem shows: the name of a form field, or 'root' for the form as a whole. */
export type FieldOf<V> = (path: readonly PropertyKey[]) => (keyof V & string) | 'root';

/** A zod problem in the operator's words: the contract's message key in English, else by its kind. */
export function issueText(issue: z.core.$ZodIssue, english: Record<string, string>): string {
  const known = english[issue.message] ?? english[`middleware.${issue.message}`];
  if (known) return known;
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? 'Required.'
          : `At least ${issue.minimum} characters.`
        : issue.origin === 'array'
          ? `At least ${issue.minimum}.`
          : `At least ${issue.minimum}.`;
    case 'too_big':
      return issue.origin === 'string' ? `At most ${issue.maximum} characters.` : `At most ${issue.maximum}.`;
    case 'invalid_type':
      return issue.expected === 'number' ? 'Enter a number.' : 'Required.';
    case 'invalid_format':
      return issue.format === 'regex' ? 'Not in the expected form.' : `Enter a valid ${issue.format}.`;
    case 'invalid_key':
      return 'Unknown code.';
    default:
      return issue.message;
  }
}

/**
 * A react-hook-form resolver that checks the body the form would send against the contract's own
 * schema (never a copy of its rules): `toBody` turns the fields into the call's body, `fieldOf`
 * names the field a problem belongs to. The first problem of each field shows beside it; a choice
 * left empty says `unchosen`'s words for its field rather than the schema's.
 */
export function contractResolver<V extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
  fieldOf: FieldOf<V>,
  unchosen: Partial<Record<keyof V & string, string>> = {},
): Resolver<V> {
  return async (values) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return { values, errors: {} };
    const english = await englishMessages();
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      const empty = field !== 'root' && values[field] === '' ? unchosen[field] : undefined;
      errors[field] ??= { type: issue.code, message: empty ?? issueText(issue, english) };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * Puts a refusal's field errors (already in English, from `fieldErrorsOf`) on their fields; answers
 * whether any found a field, so the caller says the rest as the form's alert.
 */
export function showRefusal<V>(
  fields: Record<string, string>,
  fieldOf: FieldOf<V>,
  setError: (
    name: (keyof V & string) | 'root',
    error: { message: string },
    o?: { shouldFocus: boolean },
  ) => void,
): boolean {
  const entries = Object.entries(fields);
  for (const [path, message] of entries)
    setError(fieldOf(path.split('.')), { message }, { shouldFocus: true });
  return entries.length > 0;
}
