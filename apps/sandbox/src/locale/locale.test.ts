import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  fillHtml,
  formatMoney,
  htmlAttrs,
  matchLocale,
  pickLocale,
  plural,
} from './index.ts';

describe("the stand-ins' language", () => {
  it('matches a tag exactly, else by its language', () => {
    expect(matchLocale('pt-BR')).toBe('pt-BR');
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt_PT')).toBe('pt-BR');
    expect(matchLocale('es-MX')).toBe('es');
    expect(matchLocale('AR')).toBe('ar');
    expect(matchLocale('fr')).toBeNull();
  });

  it('takes the language given, English for one it does not speak, else the browser’s', () => {
    expect(pickLocale('de', 'es')).toBe('de');
    expect(pickLocale('fr', 'es')).toBe('en');
    expect(pickLocale(undefined, 'fr-FR,fr;q=0.9,es;q=0.8,de;q=0.7')).toBe('es');
    expect(pickLocale('', 'de;q=0.5, ar')).toBe('ar');
    expect(pickLocale(undefined, ['pt-BR'])).toBe('pt-BR');
    expect(pickLocale(undefined, 'fr, *;q=0.1')).toBe('en');
    expect(pickLocale(undefined, undefined)).toBe('en');
  });

  it('orders Accept-Language by weight', () => {
    expect(acceptedLanguages('en;q=0.2, de-CH, de;q=0.9, fr;q=0')).toEqual(['de-CH', 'de', 'en']);
  });

  it('writes Arabic right to left', () => {
    expect(htmlAttrs('ar')).toBe('lang="ar" dir="rtl"');
    expect(htmlAttrs('pt-BR')).toBe('lang="pt-BR" dir="ltr"');
  });

  it('picks the plural form of the number, written as the locale writes it', () => {
    const forms = { one: '{n} spin', other: '{n} spins' };
    expect(plural('en', forms, 1)).toBe('1 spin');
    expect(plural('en', forms, 1000)).toBe('1,000 spins');
    expect(plural('de', forms, 1000)).toBe('1.000 spins');
    const ar = { zero: 'zero', one: 'one', two: 'two', few: 'few {n}', many: 'many {n}', other: 'other {n}' };
    expect([0, 1, 2, 3, 11, 100].map((n) => plural('ar', ar, n).split(' ')[0])).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
  });

  it('escapes a template but not the fragments filled in', () => {
    expect(fillHtml('Pay <{amount}>', { amount: '<strong>$5.00</strong>' })).toBe(
      'Pay &lt;<strong>$5.00</strong>&gt;',
    );
  });

  it('writes money in the locale', () => {
    expect(formatMoney('en', '25.00', 'USD')).toBe('$25.00');
    expect(formatMoney('de', 1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    expect(formatMoney('en', '5', 'US')).toBe('5 US');
  });
});
