import type { BrandConfig } from '@croupier/contract';
import { contentEndpoints as endpoints } from '@croupier/contract/content';
import { localeTag } from '@croupier/contract/rules/first-screen';
import type { i18n as I18n } from 'i18next';
import { callEndpoint } from '../shared/api/index.ts';
import { applyTheme } from '../shared/brand/index.ts';
import { rememberedMarket } from '../shared/brand/player-market.ts';
import { setBrandId } from '../shared/config/index.ts';
import { setDocumentLanguage } from '../shared/i18n/document-language.ts';
import { initI18n } from '../shared/i18n/index.ts';
import { session } from '../shared/session/index.ts';
import { renewIfNeeded } from '../shared/session/renewal.ts';

export const LOCALE_STORAGE_KEY = 'locale';

/** The visitor's wish: the locale they chose before, else the browser's, as `xx` or `xx-XX`. */
function preferredLocale(): string | undefined {
  return localeTag(localStorage.getItem(LOCALE_STORAGE_KEY) || navigator.language);
}

export type Boot = { ok: true; brand: BrandConfig; i18n: I18n } | { ok: false; i18n: I18n };

/**
 * Page set-up (000 §7): the brand config and the translations load together before the first
 * render; the server picks the locale from the visitor's preference and country (000 §4).
 */
export async function bootstrap(): Promise<Boot> {
  const preferred = preferredLocale();
  const landing = window.location.search;
  const [brand, i18n] = await Promise.all([
    callEndpoint(endpoints.brandConfig).catch(() => null),
    // 000 §4 location step: a player's own country, remembered from their profile; a guest's is the
    // brand's default, which the server applies when none is sent (ADR 020).
    initI18n(preferred ?? 'en', {
      hasAuth: session.get().hasAuth,
      countryCode: session.get().isLogged ? rememberedMarket(session.get().uuid)?.country : undefined,
    }),
    // 000 §4: a logged-in player whose token is absent or whose alive cookie is gone is renewed
    // (or logged out) before the first render.
    renewIfNeeded().catch(() => undefined),
  ]);
  // Attribution (affiliate parameters, campaign, anonymous id of a guest) loads beside the first
  // render, not in the lobby's first load; the landing query is read before any navigation.
  void import('../shared/session/visitor.ts').then((visitor) => {
    visitor.captureAttribution(landing);
    visitor.ensureAnonymousId(!session.get().isLogged);
  });
  setDocumentLanguage(i18n.language);
  if (!brand) return { ok: false, i18n };
  setBrandId(brand.brandId);
  applyTheme(brand.theme);
  document.title = brand.name;
  return { ok: true, brand, i18n };
}
