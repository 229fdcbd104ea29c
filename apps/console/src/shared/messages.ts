import { MESSAGE_VARIABLES } from '@croupier/contract/rules/messages';

type English = Record<string, string>;
let loaded: Promise<English> | null = null;

/** The contract's English texts, loaded once, when a refusal or a form's check first needs one. */
export const englishTexts = (): Promise<English> => {
  loaded ??= import('@croupier/contract/locales/en.json').then((m) => m.default as English);
  return loaded;
};

/** The English text of a contract message key, its figures filled in; `fallback` when unknown. */
export function textOf(key: string, english: English, fallback = key): string {
  const text = english[key] ?? english[`middleware.${key}`] ?? fallback;
  const variables = MESSAGE_VARIABLES as Record<string, number>;
  return text.replaceAll(/\{\{(\w+)\}\}/g, (whole, name: string) => String(variables[name] ?? whole));
}
