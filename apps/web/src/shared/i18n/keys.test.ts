import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, MISSED_TRANSLATION_KEY, middlewareKey } from '@croupier/contract';
import { ISSUE_MESSAGES, MESSAGE_VARIABLES, SCHEMA_MESSAGES } from '@croupier/contract/rules/messages';
import { describe, expect, it } from 'vitest';
import { keyUsage, LOCALES_DIR, placeholders, pluralForm } from '../../test/key-usage.ts';

// Every shipped language (packages/contract/locales/*.json) has a text for every key the code uses
// and for every key of the English texts, no key the code does not use, every plural form of its
// language and every {{variable}} of the English (ADR 060).

type Texts = Record<string, string>;
const read = (file: string): Texts => JSON.parse(readFileSync(join(LOCALES_DIR, file), 'utf8'));
const LOCALES = readdirSync(LOCALES_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ locale: file.replace(/\.json$/, ''), texts: read(file) }));
const english = read('en.json');
const usage = keyUsage();

/**
 * Keys built where no template in the code shows it: a family the code reaches only through data.
 * Everything else built at run time is found in the code's templates (`breaks.${kind}.title`,
 * `middleware.${code}` for every ErrorCode, `games.tags.${key}` …).
 */
const DYNAMIC_FAMILIES: readonly { prefix: string; why: string }[] = [
  {
    prefix: 'games.categories.',
    why: "a category's text key is catalogue data (`categoryKey`), set by the seed and the console",
  },
  {
    prefix: 'message.',
    why: "the platform's own e-mails and SMS: the server picks a message's texts by its kind and part",
  },
];

/** Keys the code names in full, each with where: web `t('…')`, the server's messages, the contract's. */
function namedKeys(): Map<string, string> {
  const named = new Map(usage.named);
  for (const key of [...Object.values(SCHEMA_MESSAGES), ...Object.values(ISSUE_MESSAGES)])
    named.set(key, 'packages/contract/src/rules/messages.ts');
  for (const code of [...Object.values(ErrorCode), undefined]) named.set(middlewareKey(code), 'ErrorCode');
  named.set(MISSED_TRANSLATION_KEY, '000 §8');
  return named;
}

/** A key with plural forms (`x_one`, `x_other`) counts as present. */
const has = (texts: Texts, key: string) => key in texts || `${key}_other` in texts;
const isPlural = (texts: Texts, base: string) => `${base}_other` in texts;

function used(key: string): boolean {
  const { base, category } = pluralForm(key);
  // A plural form of a key the English has no plural of is never read.
  if (category && !isPlural(english, base) && !(key in english)) return false;
  return (
    usage.named.has(base) ||
    usage.quoted.has(base) ||
    usage.built.some((b) => b.pattern.test(base)) ||
    DYNAMIC_FAMILIES.some((f) => base.startsWith(f.prefix))
  );
}

/** The English texts of a key, all its plural forms for a plural one. */
function englishOf(key: string): string[] {
  const { base, category } = pluralForm(key);
  if (!category || !isPlural(english, base)) return key in english ? [english[key]!] : [];
  return Object.entries(english)
    .filter(([k]) => pluralForm(k).base === base && pluralForm(k).category)
    .map(([, text]) => text);
}

/** Forms that may write the number in words ('دقيقة واحدة', 'un minuto'), so may leave out {{count}}. */
const NUMBER_IN_WORDS: readonly string[] = ['zero', 'one', 'two'];
const DEFAULT_VARIABLES = new Set(Object.keys(MESSAGE_VARIABLES).map((name) => `{{${name}}}`));

describe('the shipped language files', () => {
  it('include English, the reference, and are read from the whole folder', () => {
    expect(LOCALES.map((l) => l.locale)).toContain('en');
    expect(usage.named.size).toBeGreaterThan(20);
  });

  it('list each dynamic family once it still has keys', () => {
    expect(DYNAMIC_FAMILIES.filter((f) => !Object.keys(english).some((k) => k.startsWith(f.prefix)))).toEqual(
      [],
    );
  });
});

describe.each(LOCALES)('texts of $locale', ({ locale, texts }) => {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it('have every key the code uses', () => {
    const missing = [...namedKeys()]
      .filter(([key]) => !has(texts, key))
      .map(([key, where]) => `${key} (${where})`);
    expect(missing).toEqual([]);
  });

  it('have every key of the English texts, plural where the English is', () => {
    const missing = Object.keys(english)
      .map((key) => pluralForm(key))
      .filter(({ base, category }) =>
        category && isPlural(english, base) ? !isPlural(texts, base) : !(base in texts),
      )
      .map(({ base }) => base);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('have no key the code does not use', () => {
    expect(Object.keys(texts).filter((key) => !used(key))).toEqual([]);
  });

  it(`have every plural form of the language (${categories.join(', ')}) and no other`, () => {
    const wrong: string[] = [];
    const bases = new Set(
      Object.keys(texts)
        .map(pluralForm)
        .filter(
          (f) => f.category && isPlural(texts, f.base) && (locale !== 'en' || isPlural(english, f.base)),
        )
        .map((f) => f.base),
    );
    for (const base of bases) {
      for (const category of categories)
        if (!(`${base}_${category}` in texts)) wrong.push(`${base}_${category} missing`);
      for (const key of Object.keys(texts))
        if (pluralForm(key).base === base && !categories.includes(pluralForm(key).category!))
          wrong.push(`${key} is no form of ${locale}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keep every {{variable}} and <tag> of the English, and name none it lacks', () => {
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(texts)) {
      const source = englishOf(key);
      if (source.length === 0) continue;
      const wanted = new Set(source.flatMap((s) => [...placeholders(s)]));
      const own = placeholders(text);
      const category = pluralForm(key).category;
      for (const p of wanted)
        if (!own.has(p) && !(p === '{{count}}' && category && NUMBER_IN_WORDS.includes(category)))
          wrong.push(`${key} drops ${p}`);
      for (const p of own) if (!wanted.has(p) && !DEFAULT_VARIABLES.has(p)) wrong.push(`${key} names ${p}`);
    }
    expect(wrong).toEqual([]);
  });

  it('have no empty texts', () => {
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
