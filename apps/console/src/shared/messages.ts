import { MESSAGE_VARIABLES } from '@croupier/contract/rules/messages';
import { useEffect, useState } from 'react';

export type English = Readonly<Record<string, string>>;
let loaded: Promise<English> | null = null;

/** The contract's English texts, loaded once, when a refusal, a form's check or a preview first needs one. */
export const englishTexts = (): Promise<English> => {
  loaded ??= import('@croupier/contract/locales/en.json').then((m) => m.default as English);
  return loaded;
};

/** The contract's English texts for a component that shows them; null until they have loaded. */
export function useEnglishTexts(): English | null {
  const [english, setEnglish] = useState<English | null>(null);
  useEffect(() => {
    let live = true;
    void englishTexts().then((texts) => live && setEnglish(texts));
    return () => {
      live = false;
    };
  }, []);
  return english;
}

/**
 * The English text of a contract message key, its `{{variables}}` filled in (`vars`, else the
 * contract's figures); `fallback` when unknown.
 */
export function textOf(
  key: string,
  english: English,
  fallback = key,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  const text = english[key] ?? english[`middleware.${key}`] ?? fallback;
  const variables = { ...MESSAGE_VARIABLES, ...vars } as Record<string, string | number>;
  return text.replaceAll(/\{\{(\w+)\}\}/g, (whole, name: string) => String(variables[name] ?? whole));
}
