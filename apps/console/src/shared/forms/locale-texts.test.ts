import { describe, expect, it } from 'vitest';
import { localeRows, textsByLocale } from './locale-texts.ts';

describe('texts per language as rows', () => {
  it('lists the default language first and gives back the record by trimmed code', () => {
    const rows = localeRows({ de: { title: 'Hallo' }, en: { title: 'Hello' } }, (locale, t) => ({
      locale,
      title: t.title,
    }));
    expect(rows).toEqual([
      { locale: 'en', title: 'Hello' },
      { locale: 'de', title: 'Hallo' },
    ]);
    expect(textsByLocale([...rows, { locale: ' fr ', title: 'Salut' }], (r) => ({ title: r.title }))).toEqual(
      {
        en: { title: 'Hello' },
        de: { title: 'Hallo' },
        fr: { title: 'Salut' },
      },
    );
  });
});
