import { describe, expect, it } from 'vitest';
import { type RegistrationValues, type SignupContext, signupBody, signupLanguage } from './signup-body.ts';

const values: RegistrationValues = {
  type: 'email',
  email: '  Ann@Example.COM ',
  phoneCode: '+1',
  phone: ' 5550100 ',
  username: ' ann ',
  password: 'Secret-123',
  country: 'US',
  currency: 'USD',
  firstName: ' Ann ',
  lastName: '',
  birthDate: '31.12.1990',
  promoCode: '',
  agreements: true,
};

const ctx: SignupContext = {
  brandId: 'demo',
  language: 'en',
  defaultLocale: 'de',
  identifier: 'visitor-1',
  device: 'DESKTOP',
  timeZone: 'Europe/Berlin',
  deviceFingerprint: 'fp',
  referrer: '',
  origin: 'https://casino.example',
  attribution: {},
};

describe('signupBody (000 §7 signup)', () => {
  it('sends only the chosen login field, normalised, and leaves empty optional fields out', () => {
    const body = signupBody(values, ctx);
    expect(body).toMatchObject({
      brandId: 'demo',
      type: 'email',
      email: 'ann@example.com',
      password: 'Secret-123',
      country: 'US',
      currency: 'USD',
      identifier: 'visitor-1',
      birthDate: '1990-12-31',
      firstName: 'Ann',
      subscriptions: {},
      additionalFields: { tcAgreement: true, userAge: true, userAgreement: true },
      languageCode: 'en',
      device: 'DESKTOP',
      timeZone: 'Europe/Berlin',
      deviceFingerprint: 'fp',
      websiteUrl: 'https://casino.example',
    });
    for (const absent of ['phone', 'phoneCode', 'username', 'lastName', 'promoCode', 'trafficSource'])
      expect(body, absent).not.toHaveProperty(absent);
  });

  it('a phone registration sends the trimmed phone with its code, and no e-mail', () => {
    const body = signupBody({ ...values, type: 'phone' }, ctx);
    expect(body).toMatchObject({ phone: '5550100', phoneCode: '+1' });
    expect(body).not.toHaveProperty('email');
  });

  it('a username registration sends the trimmed username', () => {
    expect(signupBody({ ...values, type: 'username' }, ctx)).toMatchObject({ username: 'ann' });
  });

  it('adds the referrer (at most 256 characters), the attribution and a promo code when there are some', () => {
    const body = signupBody(
      { ...values, promoCode: ' welcome ' },
      {
        ...ctx,
        referrer: `https://ref.example/${'x'.repeat(300)}`,
        attribution: { campaignUuid: 'c-1', affiliateParams: { a: '1' } },
      },
    );
    expect(body.trafficSource).toHaveLength(256);
    expect(body).toMatchObject({ campaignUuid: 'c-1', affiliateParams: { a: '1' } });
    expect(body.promoCode).toBeTruthy();
  });

  it('leaves out a birth date that is not a real date', () => {
    expect(signupBody({ ...values, birthDate: '31.02.1990' }, ctx)).not.toHaveProperty('birthDate');
  });
});

describe('signupLanguage', () => {
  it("sends the page's language when it is a valid code, else the brand's default", () => {
    expect(signupLanguage('en', 'de')).toBe('en');
    expect(signupLanguage('pt-BR', 'de')).toBe('pt-BR');
    expect(signupLanguage('cimode', 'de')).toBe('de');
  });
});
