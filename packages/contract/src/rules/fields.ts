import { DEFAULT_ERRORS_PER_FIELD } from '../constants.ts';
import type { FieldRule } from './field-rule.ts';

/**
 * The field-validation engine of 000 §5, driven by a brand's configured rule list
 * (`BrandConfig.fieldRules`). Pure: the web forms run it (registration, login, forgot password,
 * and later the profile forms); any side that has the same rule list gets the same messages.
 *
 * - `required` fails when the value is empty, 'undefined' or false (an unchecked checkbox) with
 *   its message, else `auth.errors.field-required`. An empty optional field passes every other rule.
 * - `min` / `max` apply only to numeric values (a number, or a string that is a number).
 * - `regex` fails when the value does not match, or, with `exclude`, when it does match.
 * - `function` rules are looked up by name; each may be synchronous or return a promise.
 * - Only the first `errorsPerField` messages are kept (default 1).
 */

export const FIELD_REQUIRED_MESSAGE = 'auth.errors.field-required';

export type FieldValue = string | number | boolean | null | undefined;

/** A named rule the app supplies: the message key on failure, undefined when the value is fine. */
export type FunctionRule = (
  value: FieldValue,
  values: Readonly<Record<string, unknown>>,
) => string | undefined | Promise<string | undefined>;

export interface ValidationOptions {
  functions?: Readonly<Record<string, FunctionRule>>;
  errorsPerField?: number;
  /** The other values of the form, for rules that compare fields. */
  values?: Readonly<Record<string, unknown>>;
}

/** Empty for the required rule (000 §5): nothing, blank text, 'undefined', or false. */
export function isEmptyValue(value: FieldValue): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '' || value === 'undefined' || value === 'false';
  return false;
}

/** A number, or a string that reads as one; undefined otherwise. */
export function numericValue(value: FieldValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

function regexFails(pattern: string, exclude: boolean, text: string): boolean {
  let re: RegExp;
  try {
    re = new RegExp(pattern);
  } catch {
    return false; // A broken pattern in the configuration never blocks a player.
  }
  const matches = re.test(text);
  return exclude ? matches : !matches;
}

type Outcome = string | undefined | Promise<string | undefined>;

function runRule(rule: FieldRule, value: FieldValue, options: ValidationOptions): Outcome {
  switch (rule.type) {
    case 'required':
      return isEmptyValue(value) ? (rule.message ?? FIELD_REQUIRED_MESSAGE) : undefined;
    case 'min': {
      const n = numericValue(value);
      return n !== undefined && n < rule.value ? rule.message : undefined;
    }
    case 'max': {
      const n = numericValue(value);
      return n !== undefined && n > rule.value ? rule.message : undefined;
    }
    case 'minLength':
      return String(value).length < rule.value ? rule.message : undefined;
    case 'maxLength':
      return String(value).length > rule.value ? rule.message : undefined;
    case 'regex':
      return regexFails(rule.pattern, rule.exclude ?? false, String(value)) ? rule.message : undefined;
    case 'function': {
      const fn = options.functions?.[rule.name];
      if (!fn) return undefined;
      const result = fn(value, options.values ?? {});
      // The configured message wins over the function's own when the function fails.
      if (result instanceof Promise) return result.then((m) => (m ? rule.message || m : undefined));
      return result ? rule.message || result : undefined;
    }
  }
}

function applies(rule: FieldRule, value: FieldValue): boolean {
  return rule.type === 'required' || !isEmptyValue(value);
}

function cap(messages: string[], options: ValidationOptions): string[] {
  const n = Math.max(1, options.errorsPerField ?? DEFAULT_ERRORS_PER_FIELD);
  return [...new Set(messages)].slice(0, n);
}

/**
 * The messages of the synchronous rules, in rule order, capped. Asynchronous function rules are
 * skipped here; `validateField` runs them too.
 */
export function validateFieldSync(
  value: FieldValue,
  rules: readonly FieldRule[] | undefined,
  options: ValidationOptions = {},
): string[] {
  const messages: string[] = [];
  for (const rule of rules ?? []) {
    if (!applies(rule, value)) continue;
    const outcome = runRule(rule, value, options);
    if (outcome instanceof Promise) {
      outcome.catch(() => undefined); // handled by validateField
      continue;
    }
    if (outcome) messages.push(outcome);
  }
  return cap(messages, options);
}

/** Every rule, synchronous and asynchronous, in rule order; the first `errorsPerField` messages. */
export async function validateField(
  value: FieldValue,
  rules: readonly FieldRule[] | undefined,
  options: ValidationOptions = {},
): Promise<string[]> {
  const outcomes = (rules ?? []).filter((r) => applies(r, value)).map((r) => runRule(r, value, options));
  const settled = await Promise.all(outcomes.map((o) => Promise.resolve(o).catch(() => undefined)));
  return cap(
    settled.filter((m): m is string => !!m),
    options,
  );
}
