import { GAMES_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@croupier/contract/constants';
import { CONSENT_COOKIE, cookieValue, parseConsent } from '@croupier/contract/rules/consent';
import { deviceTypeFromUserAgent } from '@croupier/contract/rules/device';
import { firstScreenKey, localeTag } from '@croupier/contract/rules/first-screen';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../http.ts';

/** How many tiles of the shell show their artwork from the HTML: the first screen's, on a phone. */
const PRELOADED_IMAGES = 4;

export interface FirstScreen {
  /** Answers keyed as the web app's calls are (contract rules/first-screen.ts). */
  answers: Record<string, unknown>;
  /** The first tiles' artwork, drawn in the shell's skeleton tiles before any script runs. */
  images: string[];
  /** The locale of the texts the server chose for the visitor, for the shell's `<html lang dir>`. */
  locale?: string | undefined;
  /** The brand's name, for the shell's logo and title before any script runs. */
  brandName?: string | undefined;
  /** The brand's page colour, for the browser's own bar (the shell's `theme-color`, ADR 061). */
  themeColor?: string | undefined;
  /**
   * The visitor's translations when they have not chosen about cookies yet: the shell then paints the
   * consent banner, which every first visit shows, before any script runs (ADR 036).
   */
  consentTexts?: Record<string, string> | undefined;
}

/**
 * The game list a page opens on: the lobby's default list on `/`, the games of all or of one
 * category on `/games` and `/games/category/{slug}` (the web's `paths`), none elsewhere.
 */
function listOf(pathname: string): { call: 'default' } | { call: 'public'; category?: string } | null {
  if (pathname === '/') return { call: 'default' };
  if (pathname === '/games') return { call: 'public' };
  const category = /^\/games\/category\/([^/]+)$/.exec(pathname)?.[1];
  if (category && category !== 'all') return { call: 'public', category: decodeURIComponent(category) };
  return null;
}

/**
 * The GET calls a guest's first screen makes, answered by this server as it would answer them over
 * the network (an injected request each, so every rule stays where it is), for inlining in the page.
 * They mirror the web app's calls (bootstrap.ts, the lobby's and the games pages' lists): a call that differs (a
 * stored locale, a player's own market) finds no answer and goes to the network, and the journeys
 * check that a guest's lobby makes none of these calls (e2e/first-paint.spec.ts).
 */
export async function firstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  geoCountryHeader?: string | undefined,
): Promise<FirstScreen> {
  const answers: Record<string, unknown> = {};
  // The visitor's country, as the proxy stated it, reaches the locale choice as it would over the network.
  const headers: Record<string, string> = { accept: 'application/json' };
  const country = geoCountryHeader ? request.headers[geoCountryHeader] : undefined;
  if (geoCountryHeader && typeof country === 'string') headers[geoCountryHeader] = country;
  const get = async <T>(url: string): Promise<T | undefined> => {
    const key = firstScreenKey(url);
    const res = await app.inject({ method: 'GET', url: key, headers });
    if (res.statusCode !== 200) return undefined;
    const body = res.json() as T;
    answers[key] = body;
    return body;
  };
  const preferred = localeTag(request.headers['accept-language']?.split(',')[0]) ?? 'en';
  const [brand, texts] = await Promise.all([
    get<{ name: string; defaultCountry: string; defaultCurrency: string; theme?: { background?: string } }>(
      `${API_PREFIX}/brand/config`,
    ),
    get<{ locale: string; translations: Record<string, string> }>(
      `${API_PREFIX}/localization/all?preferredLocale=${preferred}&hasAuth=false`,
    ),
  ]);
  const pathname = request.url.split('?')[0] ?? '/';
  const list = listOf(pathname);
  let images: string[] = [];
  if (brand && texts && list) {
    const type = deviceTypeFromUserAgent(request.headers['user-agent']);
    const query =
      list.call === 'default'
        ? new URLSearchParams({
            page: '0',
            size: String(SEARCH_PAGE_SIZE),
            type,
            country: brand.defaultCountry,
            currency: brand.defaultCurrency,
            locale: texts.locale,
          })
        : new URLSearchParams({
            page: '0',
            size: String(GAMES_PAGE_SIZE),
            type,
            countryCode: brand.defaultCountry,
            currencyCode: brand.defaultCurrency,
            ...(list.category && { category: list.category }),
          });
    const [games] = await Promise.all([
      get<{ content: { imageUrl?: string | null }[] }>(`${API_PREFIX}/games/${list.call}?${query}`),
      get(`${API_PREFIX}/games/categories`),
    ]);
    images = (games?.content ?? [])
      .slice(0, PRELOADED_IMAGES)
      .flatMap((g) => (g.imageUrl ? [g.imageUrl] : []));
  }
  const chosen = parseConsent(cookieValue(request.headers.cookie, CONSENT_COOKIE)) !== null;
  return {
    answers,
    images,
    locale: texts?.locale,
    brandName: brand?.name,
    themeColor: brand?.theme?.background,
    consentTexts: chosen ? undefined : texts?.translations,
  };
}
