import { issueMessageKey } from '@croupier/contract/rules/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The contract's English texts; they load only when a form has something to say. */
const english = async () =>
  (await import('@croupier/contract/locales/en.json')).default as Record<string, string>;

/** The first message anywhere in a field's errors (an array field's errors sit on its items). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const nested of Object.values(error)) {
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}

/**
 * A react-hook-form resolver from one of the contract's schemas: the rules are the server's own, and
 * each message key (`fields.errors.country-code`) is shown in English on its top-level field, as a
 * server refusal of the same field is (`fieldErrorsOf`).
 */
export function contractResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  // The schema's input is the form's values; its output is what the write sends.
  // zod's own messages become keys too ('too_small' on a text: required), as the server's are.
  const inner = zodResolver(schema as z.ZodType<T, T>, { error: issueMessageKey }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    const fields = Object.entries(result.errors);
    if (fields.length === 0) return result;
    const texts = await english();
    const errors: Record<string, FieldError> = {};
    for (const [field, error] of fields) {
      const key = firstMessage(error) ?? 'fields.errors.invalid';
      errors[field] = { type: 'contract', message: texts[key] ?? key };
    }
    return { values: {}, errors } as Awaited<ReturnType<Resolver<T>>>;
  };
}

/** A server refusal's field errors on the form's top-level fields (`blockedCountries.0` → `blockedCountries`). */
export function topLevelFields(fields: Record<string, string>): Record<string, string> {
  const top: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) top[path.split('.')[0] ?? path] ??= message;
  return top;
}
