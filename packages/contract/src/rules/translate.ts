export const MISSED_TRANSLATION_KEY = 'missed-translation';

/**
 * The fallback rule of 000 §8: a key without a translation shows the `missed-translation`
 * entry, or the key itself when even that is missing.
 */
export function translateWithFallback(messages: Readonly<Record<string, string>>, key: string): string {
  return messages[key] ?? messages[MISSED_TRANSLATION_KEY] ?? key;
}
