import english from '@croupier/contract/locales/en.json';
import { isMessageKey, issueMessageKey } from '@croupier/contract/rules/messages';
import { translateWithFallback } from '@croupier/contract/rules/translate';

/** The contract's English texts: the field errors' keys and the player site's promotion words. */
const EN: Readonly<Record<string, string>> = english;

/** A message key's English text (a sentence already: itself). */
export const inEnglish = (key: string): string => (isMessageKey(key) ? translateWithFallback(EN, key) : key);

/** The player site's text for `key`, with its `{{variables}}` filled in. */
export const playerText = (key: string, vars: Record<string, string | number> = {}): string =>
  inEnglish(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));

/** Parse options that make every zod failure a message key (the schema's own, or one for zod's kind). */
export const KEYED_ERRORS = { error: issueMessageKey } as const;

type ErrorTree = { message?: unknown; [key: string]: unknown } | undefined;

function at(errors: unknown, path: string): ErrorTree {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as ErrorTree;
}

/** The error on exactly `path` (react-hook-form's nested errors), in English. */
export function ownError(errors: unknown, path: string): string | undefined {
  const node = at(errors, path);
  const own = typeof node?.message === 'string' ? node.message : undefined;
  const root = at(node, 'root');
  const message = own ?? (typeof root?.message === 'string' ? root.message : undefined);
  return message ? inEnglish(message) : undefined;
}

/** The first error at or under `path` (an item of a list typed as text, an amount of a currency). */
export function errorUnder(errors: unknown, path: string): string | undefined {
  const first = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref') continue;
      const found = first(child);
      if (found) return found;
    }
    return undefined;
  };
  const message = first(at(errors, path));
  return message ? inEnglish(message) : undefined;
}
