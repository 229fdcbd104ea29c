import { describe, expect, it } from 'vitest';
import { textDirection } from './text-direction.ts';

describe('text direction of a locale', () => {
  it.each(['ar', 'ar-EG', 'he', 'fa-IR', 'ur', 'ckb', 'dv'])('%s runs right to left', (locale) => {
    expect(textDirection(locale)).toBe('rtl');
  });

  it.each(['en', 'es', 'pt-BR', 'de', 'tr', 'az-Latn'])('%s runs left to right', (locale) => {
    expect(textDirection(locale)).toBe('ltr');
  });

  it('reads a tag that is not a locale left to right', () => {
    expect(textDirection('not a locale')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
  });

  it('knows the direction from the script when the runtime has no text info', () => {
    const proto = Intl.Locale.prototype as { getTextInfo?: unknown };
    const own = Object.getOwnPropertyDescriptor(proto, 'getTextInfo');
    const getter = Object.getOwnPropertyDescriptor(proto, 'textInfo');
    try {
      Object.defineProperty(proto, 'getTextInfo', { value: undefined, configurable: true });
      Object.defineProperty(proto, 'textInfo', { get: () => undefined, configurable: true });
      expect(textDirection('ar')).toBe('rtl');
      expect(textDirection('he-IL')).toBe('rtl');
      expect(textDirection('de')).toBe('ltr');
    } finally {
      if (own) Object.defineProperty(proto, 'getTextInfo', own);
      else delete proto.getTextInfo;
      if (getter) Object.defineProperty(proto, 'textInfo', getter);
      else delete (proto as { textInfo?: unknown }).textInfo;
    }
  });
});
