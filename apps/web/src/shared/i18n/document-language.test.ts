import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api-stub.ts';
import { setDocumentLanguage } from './document-language.ts';
import { initI18n, switchLocale } from './index.ts';

const html = document.documentElement;

afterEach(() => {
  vi.unstubAllGlobals();
  setDocumentLanguage('en');
});

/** The server answers the locale it chose for the one asked (`?preferredLocale=`). */
const answerAsked = () =>
  stubApi({
    'GET /localization/all': ({ search }) =>
      json({ locale: new URLSearchParams(search).get('preferredLocale'), translations: {} }),
  });

describe('the page language and direction', () => {
  it('sets lang and dir on <html> for the language of the texts', () => {
    setDocumentLanguage('ar');
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
    setDocumentLanguage('pt-BR');
    expect(html.lang).toBe('pt-BR');
    expect(html.dir).toBe('ltr');
  });

  it('mirrors the page when the player switches to Arabic, and back when they switch away', async () => {
    answerAsked();
    await initI18n('en');
    expect(await switchLocale('ar')).toBe('ar');
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl']);
    await switchLocale('de');
    expect([html.lang, html.dir]).toEqual(['de', 'ltr']);
  });
});
