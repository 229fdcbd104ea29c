import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { testBrand } from '../../../test/render.tsx';
import { ddmmyyyyToIso } from './dates.ts';
import { loadDraft, saveDraft } from './draft.ts';
import { forgotBack, linkLogin } from './forgot-steps.ts';
import { countriesForPhoneCode, defaultPhoneCode, onCountryChange, onPhoneCodeChange } from './market.ts';
import { loginTarget, registrationTarget, safeLocalPath } from './redirect.ts';
import { nextStep, previousStep } from './registration-steps.ts';

afterEach(() => localStorage.clear());

describe('redirect order after login (000 §2)', () => {
  const none = { hardRedirect: null, lastVisited: null };
  it('follows the redirect parameter, keeping the other parameters only with saveParams=true', () => {
    expect(loginTarget({ ...none, search: '?redirect=/games&x=1' })).toBe('/games');
    expect(loginTarget({ ...none, search: '?redirect=/games&saveParams=true&x=1&y=2' })).toBe(
      '/games?x=1&y=2',
    );
    expect(loginTarget({ ...none, search: '?redirect=/games?a=1&saveParams=true&x=1' })).toBe(
      '/games?a=1&x=1',
    );
  });
  it('then the hard redirect, then the last visited page, then the root', () => {
    expect(loginTarget({ search: '', hardRedirect: '/promotions', lastVisited: '/games' })).toBe(
      '/promotions',
    );
    expect(loginTarget({ search: '', hardRedirect: null, lastVisited: '/games?x=1' })).toBe('/games?x=1');
    expect(loginTarget({ search: '', hardRedirect: null, lastVisited: '/forgot-password' })).toBe('/');
    expect(loginTarget({ search: '', ...none })).toBe('/');
  });
  it('the soft redirect level comes only when there is no last visited page, instead of the root (000 §9)', () => {
    const soft = { search: '', hardRedirect: null, softRedirect: '/promotions' };
    expect(loginTarget({ ...soft, lastVisited: null })).toBe('/promotions');
    expect(loginTarget({ ...soft, lastVisited: '/login' })).toBe('/promotions');
    expect(loginTarget({ ...soft, lastVisited: '/games' })).toBe('/games');
    // The hard level wins over the last visited page; the redirect parameter over both.
    expect(loginTarget({ ...soft, hardRedirect: '/tournaments', lastVisited: '/games' })).toBe(
      '/tournaments',
    );
    expect(loginTarget({ ...soft, search: '?redirect=/deposit', lastVisited: null })).toBe('/deposit');
    expect(loginTarget({ ...soft, softRedirect: 'https://evil.example', lastVisited: null })).toBe('/');
    expect(registrationTarget({ ...soft, lastVisited: null, campaignLink: null })).toBe('/promotions');
  });
  it('never leaves the site', () => {
    expect(loginTarget({ ...none, search: '?redirect=https://evil.example' })).toBe('/');
    expect(loginTarget({ ...none, search: '?redirect=//evil.example' })).toBe('/');
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), fc.option(fc.string()), (redirect, hard, last) => {
        const target = loginTarget({
          search: `?${new URLSearchParams({ redirect })}`,
          hardRedirect: hard,
          lastVisited: last,
        });
        expect(safeLocalPath(target)).toBe(target);
      }),
    );
  });
  it('registration puts the campaign link first', () => {
    expect(registrationTarget({ search: '?redirect=/games', ...none, campaignLink: '/deposit' })).toBe(
      '/deposit',
    );
    expect(registrationTarget({ search: '?redirect=/games', ...none, campaignLink: null })).toBe('/games');
  });
});

describe('registration steps (000 §2)', () => {
  it('full template: FIRST → SECOND → OTP, back OTP → SECOND → FIRST', () => {
    const ctx = { template: 'full' as const, otp: true };
    expect(nextStep('FIRST', ctx)).toBe('SECOND');
    expect(nextStep('SECOND', ctx)).toBe('OTP');
    expect(nextStep('OTP', ctx)).toBeNull();
    expect(previousStep('OTP', ctx)).toBe('SECOND');
    expect(previousStep('SECOND', ctx)).toBe('FIRST');
    expect(previousStep('FIRST', ctx)).toBeNull();
    expect(nextStep('SECOND', { ...ctx, otp: false })).toBeNull();
  });
  it('light template: FIRST → OTP when the code is on, else registers at once; back to FIRST', () => {
    expect(nextStep('FIRST', { template: 'light', otp: true })).toBe('OTP');
    expect(nextStep('FIRST', { template: 'light', otp: false })).toBeNull();
    expect(previousStep('OTP', { template: 'light', otp: true })).toBe('FIRST');
    expect(previousStep('SUCCESS', { template: 'light', otp: true })).toBeNull();
  });
});

describe('forgot-password steps (000 §2)', () => {
  it('goes back to SEND_CONFIRMATION except from the first step and in link mode', () => {
    expect(forgotBack('CONFIRM', false)).toBe('SEND_CONFIRMATION');
    expect(forgotBack('CHECK_EMAIL', false)).toBe('SEND_CONFIRMATION');
    expect(forgotBack('CREATE_PASSWORD', false)).toBe('SEND_CONFIRMATION');
    expect(forgotBack('CREATE_PASSWORD', true)).toBeNull();
    expect(forgotBack('SEND_CONFIRMATION', false)).toBeNull();
  });
  it('reads the link login from the query, else local storage', () => {
    expect(linkLogin('?token=t&login=a@x.com')).toBe('a@x.com');
    expect(linkLogin('?token=t')).toBeNull();
    localStorage.setItem('forgotPassword.login', 'b@x.com');
    expect(linkLogin('?token=t')).toBe('b@x.com');
  });
});

describe('phone code → country → currency (000 §5)', () => {
  const brand = {
    ...testBrand,
    defaultCountry: 'GB',
    defaultCurrency: 'GBP',
    countries: [
      { code: 'US', name: 'United States', currencies: ['USD'] },
      { code: 'CA', name: 'Canada', currencies: ['CAD', 'USD'] },
      { code: 'GB', name: 'United Kingdom', currencies: ['GBP', 'EUR'] },
    ],
    phoneCodes: [
      { code: '+1', country: 'US' },
      { code: '+1', country: 'CA' },
      { code: '+44', country: 'GB' },
    ],
  };
  it('sets the countries of the code and the first currency', () => {
    expect(countriesForPhoneCode(brand, '+1')).toEqual(['US', 'CA']);
    expect(onPhoneCodeChange(brand, '+1')).toEqual({ phoneCode: '+1', country: 'US', currency: 'USD' });
    expect(onPhoneCodeChange(brand, '+44')).toEqual({ phoneCode: '+44', country: 'GB', currency: 'GBP' });
    expect(onCountryChange(brand, 'CA')).toEqual({ country: 'CA', currency: 'CAD' });
  });
  it("defaults to the default country's code, else the first, else '+1'", () => {
    expect(defaultPhoneCode(brand)).toBe('+44');
    expect(defaultPhoneCode({ ...brand, defaultCountry: 'DE' })).toBe('+1');
    expect(defaultPhoneCode({ ...brand, phoneCodes: [] })).toBe('+1');
  });
});

describe('dates (000 §5)', () => {
  it('converts dd.mm.yyyy to an ISO date and refuses impossible ones', () => {
    expect(ddmmyyyyToIso('31.12.1990')).toBe('1990-12-31');
    expect(ddmmyyyyToIso('1.2.2000')).toBe('2000-02-01');
    expect(ddmmyyyyToIso('29.02.2001')).toBeNull();
    expect(ddmmyyyyToIso('00.01.2000')).toBeNull();
    expect(ddmmyyyyToIso('1990-12-31')).toBeNull();
  });
  it('round-trips every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split('-');
          expect(ddmmyyyyToIso(`${day}.${m}.${y}`)).toBe(iso);
        },
      ),
    );
  });
});

describe('registration draft (000 §3)', () => {
  it('keeps every value but the password', () => {
    saveDraft({ email: 'a@x.com', password: 'secret-1', repeatPassword: 'secret-1', country: 'US' });
    expect(localStorage.getItem('registration.form')).not.toContain('secret');
    expect(loadDraft()).toEqual({ email: 'a@x.com', country: 'US' });
  });
});
