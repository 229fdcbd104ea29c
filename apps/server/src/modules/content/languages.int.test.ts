import { endpoints, Localization } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '../../../seed/index.ts';
import { api } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { newPhone, registerByEmail } from '../../../test/players.ts';

/** A bundle's text with its variables filled, as a reader of that language receives it. */
function textOf(locale: string, key: string, variables: Record<string, string | number>): string {
  let text = loadBundle(locale)[key];
  if (!text) throw new Error(`${locale} has no ${key}`);
  for (const [name, value] of Object.entries(variables)) text = text.replaceAll(`{{${name}}}`, String(value));
  return text;
}

const COUNTRY_HEADER = 'x-test-country';
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { GEO_COUNTRY_HEADER: COUNTRY_HEADER } });
});
afterAll(() => t?.close());

describe('what the platform sends speaks the reader’s language', () => {
  it("sends the registration code in the page's language (Accept-Language), before any account exists", async () => {
    const phone = newPhone();
    await api(t).ok(endpoints.smsSend, {
      body: { brandId: 'croupier', phone, phoneCode: '+1' },
      headers: { 'accept-language': 'de' },
    });
    const sms = t.messaging.latest(`+1${phone}`);
    const code = t.messaging.latestCode(`+1${phone}`)!;
    expect(sms?.kind).toBe('sms');
    expect(sms?.text).toContain(textOf('de', 'message.sms.registration', { code, brand: 'Croupier' }));
    expect(sms?.text).toContain(textOf('de', 'message.expiresInMinutes_other', { count: 10 }));
  });

  it("e-mails a password-reset link in the player's own language, whatever the page speaks", async () => {
    const { body } = await registerByEmail(t, { languageCode: 'pt-BR' });
    await api(t).ok(endpoints.resetRequest, {
      query: { channel: 'email' },
      body: { brandId: 'croupier', email: body.email },
      headers: { 'accept-language': 'en' },
    });
    await t.app.services.recovery.idle();
    const mail = t.messaging.latest(body.email);
    if (mail?.kind !== 'email') throw new Error('no e-mail');
    expect(mail.subject).toBe(textOf('pt-BR', 'message.email.reset.subject', { brand: 'Croupier' }));
    expect(mail.text).toContain(textOf('pt-BR', 'message.email.reset.intro', { brand: 'Croupier' }));
    expect(mail.html).toMatch(/^<div lang="pt-BR" dir="ltr">/);
  });

  it('writes an Arabic player’s confirmation e-mail right to left', async () => {
    const { body, auth } = await registerByEmail(t, { languageCode: 'ar' });
    await api(t).as(auth).ok(endpoints.reconfirmEmail, { body: {} });
    const mail = t.messaging.latest(body.email);
    if (mail?.kind !== 'email') throw new Error('no e-mail');
    expect(mail.subject).toBe(textOf('ar', 'message.email.verify.subject', { brand: 'Croupier' }));
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
  });
});

describe("a guest's location (GEO_COUNTRY_HEADER) in the locale choice of 000 §4", () => {
  const localeFor = async (
    preferredLocale: string,
    headers: Record<string, string>,
    countryCode?: string,
  ) => {
    const res = await api(t).call(endpoints.localization, {
      query: { preferredLocale, hasAuth: 'false', ...(countryCode && { countryCode }) },
      headers,
    });
    expect(res.statusCode).toBe(200);
    return Localization.parse(res.json()).locale;
  };

  it('gives a visitor in Brazil whose browser asks for French Brazilian Portuguese', async () => {
    expect(await localeFor('fr-FR', { [COUNTRY_HEADER]: 'BR' })).toBe('pt-BR');
    expect(await localeFor('fr-FR', { [COUNTRY_HEADER]: 'br' })).toBe('pt-BR');
  });

  it('falls back to the brand’s country without the header, or with a value that is not a country', async () => {
    expect(await localeFor('fr-FR', {})).toBe('en');
    expect(await localeFor('fr-FR', { [COUNTRY_HEADER]: 'XX' })).toBe('en');
    expect(await localeFor('fr-FR', { [COUNTRY_HEADER]: 'Brazil' })).toBe('en');
  });

  it('lets the country the web sends (a player’s own) and an offered choice win over the header', async () => {
    expect(await localeFor('fr-FR', { [COUNTRY_HEADER]: 'BR' }, 'DE')).toBe('de');
    expect(await localeFor('ar', { [COUNTRY_HEADER]: 'BR' })).toBe('ar');
  });
});
