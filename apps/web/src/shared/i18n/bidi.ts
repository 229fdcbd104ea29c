import { textDirection } from '@croupier/contract/rules/text-direction';

/**
 * The values a sentence names (a phone number, an e-mail, a code, a name), each isolated from the
 * words around it when the language runs right to left: Unicode's first-strong isolate (FSI … PDI,
 * `<bdi>` in plain text), so '+971 50 123' keeps its order inside an Arabic sentence and a Latin
 * e-mail does not carry the punctuation after it. Left to right, the values are left as they are.
 */
export function isolated<T extends Record<string, string>>(language: string, values: T): T {
  if (textDirection(language) !== 'rtl') return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, `\u2068${value}\u2069`]),
  ) as T;
}
