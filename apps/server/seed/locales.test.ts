import { describe, expect, it } from 'vitest';
import { demoBrand, demoLiveChat } from './brand.ts';
import { bundleLocales, DEMO_LOCALES, loadBundle } from './locales.ts';
import { demoTexts } from './texts/index.ts';

/** Every text of a language's demo texts, by its path (`campaigns.welcome.title`). */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

describe('the demo brand’s languages', () => {
  it('lists exactly the languages whose bundle ships, English first and default', () => {
    const shipped = bundleLocales();
    for (const locale of demoBrand.locales) expect(shipped).toContain(locale);
    // A bundle for a language the demo is not written in would be served with English content.
    for (const locale of shipped) expect(DEMO_LOCALES).toContain(locale);
    expect([...demoBrand.locales].sort()).toEqual(shipped);
    expect(demoBrand.locales[0]).toBe('en');
    expect(demoBrand.defaultLocale).toBe('en');
    for (const locale of shipped) expect(Object.keys(loadBundle(locale)).length).toBeGreaterThan(0);
  });

  it('has a live-chat group per language, English as the default one', () => {
    expect(demoLiveChat.groups.default?.group).toBe('support-en');
    for (const locale of DEMO_LOCALES.filter((l) => l !== 'en'))
      expect(demoLiveChat.groups[locale]?.group).toBe(`support-${locale.toLowerCase()}`);
  });

  it('writes every demo text in every language, none left empty or in English', () => {
    const english = new Map(leaves(demoTexts.en));
    for (const locale of DEMO_LOCALES.filter((l) => l !== 'en')) {
      const texts = leaves(demoTexts[locale]);
      expect(texts.map(([path]) => path)).toEqual([...english.keys()]);
      for (const [path, text] of texts) {
        expect(text.trim(), `${locale} ${path}`).not.toBe('');
        expect(text, `${locale} ${path}`).not.toBe(english.get(path));
      }
    }
  });
});
