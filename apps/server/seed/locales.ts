import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '@croupier/contract/package-root';

/**
 * The languages the demo brand is made for, in the order its language switch lists them. The demo's
 * content (pages, promotions, tournaments, CRM, live-chat groups) is written in each; the brand
 * offers those whose bundle of web texts ships in `packages/contract/locales`.
 */
export const DEMO_LOCALES = ['en', 'es', 'pt-BR', 'de', 'ar'] as const;
export type DemoLocale = (typeof DEMO_LOCALES)[number];

// From the server's root, so the bundle (apps/server/dist) finds the contract's locales too.
export const LOCALES_DIR = path.join(packageRoot(import.meta.dirname), '../../packages/contract/locales');

/** The locales whose bundle ships in `dir` (`<locale>.json`), sorted. */
export function bundleLocales(dir: string = LOCALES_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/**
 * A locale's bundle from the contract (`packages/contract/locales`): every key the web app uses, which
 * a web test checks. Seeded into the database, where operators edit translations.
 */
export function loadBundle(locale: string, dir: string = LOCALES_DIR): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8'));
}

/**
 * The demo's languages that have a bundle in `dir`: the brand's `locales`. Derived, so a language
 * is offered as soon as its bundle lands, and never without one (a test keeps both lists in step).
 */
export function offeredLocales(dir: string = LOCALES_DIR): string[] {
  const shipped = new Set(bundleLocales(dir));
  return DEMO_LOCALES.filter((l) => shipped.has(l));
}
