import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '@croupier/contract/package-root';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../html.ts';

/**
 * The languages the stand-ins speak: the site's (en, es, pt-BR, de, ar). A stand-in learns the
 * player's from the platform the way its real vendor does (a launch claim, a session field, a `lang`
 * URL parameter, a widget option); without one it reads the browser's Accept-Language.
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** A supported locale for a language tag: exact ('pt-BR'), else by its language ('pt' → 'pt-BR', 'es-MX' → 'es'). */
export function matchLocale(tag: string): Locale | null {
  const wanted = tag.trim().toLowerCase().replace('_', '-');
  if (!wanted) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return LOCALES.find((l) => l.split('-')[0] === language) ?? null;
}

/** The tags of an Accept-Language header, most wanted first ('de-CH,de;q=0.9,en;q=0.8' → de-CH, de, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((x) => x.tag);
}

/**
 * The page's locale: the language the platform passed (English when it is one the stand-ins do not
 * speak), else the first the browser accepts that they speak, else English.
 */
export function pickLocale(given: unknown, acceptLanguage?: string | string[]): Locale {
  if (typeof given === 'string' && given.trim()) return matchLocale(given) ?? DEFAULT_LOCALE;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  for (const tag of acceptedLanguages(header)) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

export const dirOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The `<html>` attributes of a page in the locale: `lang="ar" dir="rtl"`. */
export const htmlAttrs = (locale: Locale) => `lang="${locale}" dir="${dirOf(locale)}"`;

/** Fills `{name}` placeholders; unknown ones stay as written. */
export const fill = (template: string, vars: Record<string, string | number> = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

/** Escapes a template, then fills it with HTML fragments (already escaped): `Pay <strong>$5.00</strong>`. */
export const fillHtml = (template: string, html: Record<string, string>) => fill(escapeHtml(template), html);

/** A text with a number in it, one form per plural category of the language (`Intl.PluralRules`). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of `forms` for `n` in the locale, `{n}` filled with the number as the locale writes it. */
export function plural(
  locale: Locale,
  forms: PluralForms,
  n: number,
  vars: Record<string, string | number> = {},
): string {
  const form = forms[new Intl.PluralRules(locale).select(n)] ?? forms.other;
  return fill(form, { n: new Intl.NumberFormat(locale).format(n), ...vars });
}

/** An amount of major units ('25.00' or 25) with its currency as the locale writes it: '$25.00', '25,00 US$'. */
export function formatMoney(locale: Locale, amount: string | number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * A page's texts for its script, as a JSON data block (not run, so no CSP nonce): the shared client
 * (`/locale/texts.js`) reads it with the page's `<html lang>`.
 */
export const textsBlock = (texts: unknown) =>
  `<script type="application/json" id="sandbox-texts">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>`;

export const TEXTS_SCRIPT_PATH = '/locale/texts.js';

// From the sandbox's root, so the bundle (apps/sandbox/dist) finds the asset too.
const client = readFileSync(
  path.join(packageRoot(import.meta.dirname), 'src/locale/public/texts.js'),
  'utf8',
);

/** Serves the pages' shared client of their texts (`window.sandboxTexts`). */
export function registerLocaleAssets(app: FastifyInstance) {
  app.get(TEXTS_SCRIPT_PATH, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(client),
  );
}
