import { type BrandConfig, ErrorCode } from '@croupier/contract';
import { APP_ICONS, MANIFEST_PATH, OFFLINE_PAGE_PATH } from '@croupier/contract/rules/installable';
import { textDirection } from '@croupier/contract/rules/locale';
import type { FastifyInstance } from 'fastify';

/**
 * What makes the site installable (ADR 061), per brand: one build serves any brand, so the manifest
 * and the offline page's colours come from the brand's settings here, not from the build.
 */

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  lang: string;
  dir: 'ltr' | 'rtl';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/** Launchers cut a name longer than about 12 characters under an icon. */
const SHORT_NAME_LENGTH = 12;

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const firstWord = name.split(/\s+/)[0] ?? '';
  return firstWord.length > 0 && firstWord.length <= SHORT_NAME_LENGTH
    ? firstWord
    : name.slice(0, SHORT_NAME_LENGTH);
}

/**
 * A colour written into CSS or an HTML attribute: a hex, `rgb()`/`hsl()` or named colour, else
 * `fallback`, so a brand setting can never close the style element or the attribute.
 */
export function safeColour(value: string, fallback: string): string {
  return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]+)$/i.test(value.trim()) ? value.trim() : fallback;
}

/** The brand's manifest: its name, its colours (the page's background, which the header shares), its language and its direction. */
export function webManifest(brand: BrandConfig): WebAppManifest {
  const background = safeColour(brand.theme.background, '#000000');
  return {
    id: '/',
    name: brand.name,
    short_name: shortName(brand.name),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: brand.defaultLocale,
    dir: textDirection(brand.defaultLocale),
    background_color: background,
    theme_color: background,
    icons: APP_ICONS.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The build's offline page (apps/web/public/offline.html) in the brand's colours and with its name:
 * its `:root` variables and its title and heading are replaced.
 */
export function offlinePage(html: string, brand: BrandConfig): string {
  const { theme } = brand;
  const variables =
    `--bg:${safeColour(theme.background, '#0d1117')};--fg:${safeColour(theme.text, '#f3f4f6')};` +
    `--muted:${safeColour(theme.muted, '#9ca3af')};--primary:${safeColour(theme.primary, '#f5b301')}`;
  const name = escapeText(brand.name);
  return html
    .replace(/:root\{[^}]*\}/, () => `:root{${variables}}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
    .replace(/<h1>[^<]*<\/h1>/, () => `<h1>${name}</h1>`);
}

/**
 * `/manifest.webmanifest` and `/offline.html`, both revalidated on every request (a brand's change
 * shows at once; the service worker precaches the offline page as it is served, at its install).
 * `offlineTemplate` reads the built page; null while the web app is not built.
 */
export function registerInstallable(
  app: FastifyInstance,
  d: { brand: () => BrandConfig; offlineTemplate: () => string | null },
) {
  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(d.brand()))),
  );
  app.get(OFFLINE_PAGE_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const html = d.offlineTemplate();
    if (html === null)
      return reply.code(404).send({ error: ErrorCode.notFound, message: 'The web app is not built' });
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(offlinePage(html, d.brand()));
  });
}
