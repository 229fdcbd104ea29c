import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberMarket } from '../shared/brand/player-market.ts';
import { setCookie } from '../shared/lib/cookies.ts';
import { session } from '../shared/session/index.ts';
import { json, stubApi } from '../test/api-stub.ts';
import { testBrand } from '../test/render.tsx';
import { bootstrap } from './bootstrap.ts';

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  session.clear();
  localStorage.clear();
});

const localizationQuery = async () => {
  const calls = stubApi({
    'GET /brand/config': () => json(testBrand),
    'GET /localization/all': () => json({ locale: 'en', translations: {} }),
  });
  await bootstrap();
  const call = calls.find((c) => c.path === '/localization/all');
  return Object.fromEntries(new URLSearchParams(call?.search));
};

describe('page set-up (000 §4, §7)', () => {
  it("asks for a logged-in player's translations with their own country, remembered from the profile", async () => {
    session.start({ token: 't', uuid: UUID, logged: true });
    // A live token: no renewal at start.
    setCookie('token_alive', '1', 60);
    rememberMarket(UUID, { country: 'DE', currency: 'EUR' });
    expect(await localizationQuery()).toMatchObject({ hasAuth: 'true', countryCode: 'DE' });
  });

  it('sets the language and direction of the texts the server chose on <html> before the first render', async () => {
    localStorage.setItem('locale', 'ar');
    stubApi({
      'GET /brand/config': () => json(testBrand),
      'GET /localization/all': () => json({ locale: 'ar', translations: {} }),
    });
    await bootstrap();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("leaves a guest's country to the server (the brand's default), so the page's inlined answer matches", async () => {
    // Another player's remembered market is never used.
    rememberMarket(UUID, { country: 'DE', currency: 'EUR' });
    const query = await localizationQuery();
    expect(query).toMatchObject({ hasAuth: 'false' });
    expect(query).not.toHaveProperty('countryCode');
  });
});
