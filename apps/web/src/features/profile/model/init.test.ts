import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileKeys } from '../../../shared/api/query-keys.ts';
import { rememberedMarket } from '../../../shared/brand/player-market.ts';
import { i18n } from '../../../shared/i18n/index.ts';
import { deleteCookie, getCookie, setCookie } from '../../../shared/lib/cookies.ts';
import { avatarOf } from '../../../shared/profile/avatar.tsx';
import { KYC_VERIFIED_COOKIE, session } from '../../../shared/session/index.ts';
import { verificationKeys } from '../../../shared/verification/query-keys.ts';
import { BALANCE_QUERY_KEY } from '../../../shared/wallet/balance-events.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { profile } from '../../../test/profile.ts';
import { initProfile } from './init.ts';

const brand = { locales: ['en'], defaultLocale: 'en' };
const kycPath = `/player-attachment/identomat/${profile.uuid}/KYC_IDENTITY`;

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  deleteCookie(KYC_VERIFIED_COOKIE);
});

describe('profile initialisation (000 §4)', () => {
  it('refreshes the profile first, sets logged, then the balance, KYC and games', async () => {
    session.start({ token: 't', uuid: profile.uuid, logged: false });
    const calls = stubApi({
      [`GET /profile/profiles/${profile.uuid}`]: () => json(profile),
      [`GET ${kycPath}`]: () => json({ status: 'VERIFIED', sessionStatus: 'VERIFIED', updatedAt: 'x' }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(BALANCE_QUERY_KEY, { amount: 0 });
    queryClient.setQueryData(['games', 'default'], []);

    await initProfile({ queryClient, uuid: profile.uuid, brand });

    expect(calls.map((c) => c.path)).toEqual([`/profile/profiles/${profile.uuid}`, kycPath]);
    expect(session.get().isLogged).toBe(true);
    expect(queryClient.getQueryState(BALANCE_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['games', 'default'])?.isInvalidated).toBe(true);
    expect(getCookie(KYC_VERIFIED_COOKIE)).toBe('true');
    // The avatar step: built from the refreshed profile, without a call of its own.
    expect(queryClient.getQueryData(profileKeys.avatar(profile.uuid))).toEqual(avatarOf(profile));
    expect(avatarOf(profile).initials).toBe('A');
  });

  it("switches to the profile's locale chosen with the player's country, and sends that country (000 §4)", async () => {
    session.start({ token: 't', uuid: profile.uuid, logged: false });
    const calls = stubApi({
      [`GET /profile/profiles/${profile.uuid}`]: () =>
        json({ ...profile, languageCode: 'es', country: 'AT', currency: 'EUR' }),
      [`GET ${kycPath}`]: () => json({ error: 'error.kyc.not-found', message: 'never checked' }, 404),
      'GET /localization/all': (call) =>
        json({ locale: new URLSearchParams(call.search).get('preferredLocale'), translations: {} }),
    });
    await initProfile({
      queryClient: new QueryClient(),
      uuid: profile.uuid,
      brand: { locales: ['en', 'de', 'es-MX'], defaultLocale: 'en' },
    });
    // Spanish is not offered in Austria: the location's locale, German, comes before 'es-MX'.
    const localization = calls.find((c) => c.path === '/localization/all');
    expect(Object.fromEntries(new URLSearchParams(localization?.search))).toEqual({
      preferredLocale: 'de',
      countryCode: 'AT',
      hasAuth: 'true',
    });
    expect(i18n.language).toBe('de');
    // The player's market is remembered for the next visit's first calls (ADR 020).
    expect(rememberedMarket(profile.uuid)).toEqual({ country: 'AT', currency: 'EUR' });
    session.clear();
    expect(rememberedMarket(profile.uuid)).toBeNull();
  });

  it('reads a KYC 404 as not verified and clears the cookie', async () => {
    session.start({ token: 't', uuid: profile.uuid, logged: true });
    setCookie(KYC_VERIFIED_COOKIE, 'true', 60);
    stubApi({
      [`GET /profile/profiles/${profile.uuid}`]: () => json(profile),
      [`GET ${kycPath}`]: () => json({ error: 'error.kyc.not-found', message: 'never checked' }, 404),
    });
    const queryClient = new QueryClient();
    await initProfile({ queryClient, uuid: profile.uuid, brand });
    expect(queryClient.getQueryData(verificationKeys.kyc(profile.uuid))).toBe(false);
    expect(getCookie(KYC_VERIFIED_COOKIE)).toBeUndefined();
  });
});
