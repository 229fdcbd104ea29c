import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPath, toRoutePattern } from '../http.ts';
import { deviceTypeFromUserAgent } from './device.ts';
import { chooseLocale, locationLocale } from './locale.ts';
import { MISSED_TRANSLATION_KEY, translateWithFallback } from './translate.ts';

describe('device type from the user agent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'MOBILE'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 'MOBILE'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36', 'DESKTOP'],
    ['', 'DESKTOP'],
    [undefined, 'DESKTOP'],
  ])('%s → %s', (ua, expected) => {
    expect(deviceTypeFromUserAgent(ua)).toBe(expected);
  });
});

describe('locale choice order (000 §4)', () => {
  const available = ['en', 'en-GB', 'de', 'pt-BR', 'fr-CH'];
  it('takes the exact language-country first', () => {
    expect(chooseLocale(available, { preferred: 'en-GB', country: 'DE' }, 'en')).toBe('en-GB');
    // A language alone is taken in the visitor's country.
    expect(chooseLocale(available, { preferred: 'en', country: 'GB' }, 'de')).toBe('en-GB');
    // A locale offered exactly as asked is the visitor's choice, wherever they are.
    expect(chooseLocale(available, { preferred: 'de', country: 'US' }, 'en')).toBe('de');
    expect(chooseLocale([...available, 'ar'], { preferred: 'ar', country: 'GB' }, 'en')).toBe('ar');
  });
  it("then the locale of the visitor's location", () => {
    expect(chooseLocale(available, { preferred: 'fr-FR', country: 'DE' }, 'en')).toBe('de');
    expect(chooseLocale(available, { preferred: 'es', country: 'AT' }, 'en')).toBe('de');
    // A locale of the country itself, in whichever language the brand has for it.
    expect(chooseLocale(available, { preferred: 'es', country: 'CH' }, 'en')).toBe('fr-CH');
  });
  it('then the language alone', () => {
    expect(chooseLocale(available, { preferred: 'de-AT' }, 'en')).toBe('de');
    expect(chooseLocale(available, { preferred: 'de-AT', country: 'JP' }, 'en')).toBe('de');
  });
  it('then a locale sharing the prefix', () => {
    expect(chooseLocale(available, { preferred: 'pt-PT' }, 'en')).toBe('pt-BR');
  });
  it('else the default', () => {
    expect(chooseLocale(available, { preferred: 'ja-JP' }, 'en')).toBe('en');
    expect(chooseLocale(available, { preferred: 'ja-JP', country: 'JP' }, 'en')).toBe('en');
    expect(chooseLocale(available, {}, 'en')).toBe('en');
  });
  it("a country's location locale: its likely language there, else a locale of the country, else the language", () => {
    expect(locationLocale('DE', available)).toBe('de');
    expect(locationLocale('GB', available)).toBe('en-GB');
    expect(locationLocale('CH', available)).toBe('fr-CH');
    expect(locationLocale('BR', available)).toBe('pt-BR');
    expect(locationLocale('JP', available)).toBeUndefined();
    expect(locationLocale(undefined, available)).toBeUndefined();
    expect(locationLocale('not a country', available)).toBeUndefined();
  });
  it('always answers one of the available locales or the default', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (preferred, country) => {
        const l = chooseLocale(available, { preferred, country: country ?? undefined }, 'en');
        expect([...available, 'en']).toContain(l);
      }),
    );
  });
});

describe('translation fallback (000 §8)', () => {
  it('uses the translation, else missed-translation, else the key', () => {
    expect(translateWithFallback({ a: 'A', [MISSED_TRANSLATION_KEY]: '?' }, 'a')).toBe('A');
    expect(translateWithFallback({ [MISSED_TRANSLATION_KEY]: '?' }, 'b')).toBe('?');
    expect(translateWithFallback({}, 'middleware.error.x')).toBe('middleware.error.x');
  });
});

describe('paths', () => {
  it('turns spec placeholders into route patterns and fills them encoded', () => {
    expect(toRoutePattern('/favorite/targets/{uuid}/{id}')).toBe('/favorite/targets/:uuid/:id');
    expect(fillPath('/favorite/targets/{uuid}/{id}', { uuid: 'a b', id: 7 })).toBe(
      '/favorite/targets/a%20b/7',
    );
    expect(() => fillPath('/x/{id}', {})).toThrow(/id/);
  });
});
