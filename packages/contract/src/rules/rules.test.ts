import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPath, toRoutePattern } from '../http.ts';
import { deviceTypeFromUserAgent } from './device.ts';
import { chooseLocale } from './locale.ts';
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
  const available = ['en', 'en-GB', 'de', 'pt-BR'];
  it('takes the exact language-country first', () => {
    expect(chooseLocale(available, { preferred: 'en-GB', locationLocale: 'de' }, 'en')).toBe('en-GB');
  });
  it('then the locale of the location', () => {
    expect(chooseLocale(available, { preferred: 'fr-FR', locationLocale: 'de' }, 'en')).toBe('de');
  });
  it('then the language alone', () => {
    expect(chooseLocale(available, { preferred: 'de-AT' }, 'en')).toBe('de');
  });
  it('then a locale sharing the prefix', () => {
    expect(chooseLocale(available, { preferred: 'pt-PT' }, 'en')).toBe('pt-BR');
  });
  it('else the default', () => {
    expect(chooseLocale(available, { preferred: 'ja-JP' }, 'en')).toBe('en');
    expect(chooseLocale(available, {}, 'en')).toBe('en');
  });
  it('always answers one of the available locales or the default', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (preferred, location) => {
        const l = chooseLocale(available, { preferred, locationLocale: location ?? undefined }, 'en');
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
