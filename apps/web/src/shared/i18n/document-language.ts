import { textDirection } from '@croupier/contract/rules/text-direction';

/**
 * The page's language and direction (`<html lang dir>`), set at the first render and on every
 * switch: a right-to-left language (Arabic) mirrors the whole layout, which is written in logical
 * CSS only (start/end, never left/right; `no-physical-directions.test.ts`).
 */
export function setDocumentLanguage(locale: string, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = textDirection(locale);
}
