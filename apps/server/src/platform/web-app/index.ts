import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type BrandConfig, ErrorCode } from '@croupier/contract';
import { FIRST_SCREEN_ELEMENT_ID, jsonForScript } from '@croupier/contract/rules/first-screen';
import { textDirection } from '@croupier/contract/rules/text-direction';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../http.ts';
import { type FirstScreen, firstScreen } from './first-screen.ts';
import { registerInstallable, safeColour } from './installable.ts';

/**
 * Validators a hashed asset never needs: its name never changes, so neither validators nor ranges
 * are ever used. (The document-only security headers are left off assets where they are set:
 * platform/security-headers.ts.)
 */
const NEVER_REVALIDATED = ['etag', 'last-modified', 'accept-ranges'] as const;

/** Where the web app's hashed, immutable files are served. */
export const WEB_ASSETS = '/assets/';
const ASSETS = WEB_ASSETS;

/**
 * The built web app (WEB_DIST): hashed assets precompressed at build time (`.br`, `.gz`) and kept a
 * year; every page address answers the shell with the first screen's answers inlined
 * (first-screen.ts). A rebuilt web app is served without a restart.
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    webDist,
    brand,
    geoCountryHeader,
  }: { webDist: string | null; brand: () => BrandConfig; geoCountryHeader?: string | undefined },
) {
  const indexHtml = webDist && path.join(webDist, 'index.html');
  // The brand's manifest and offline page (ADR 061); the service worker is a built file like any other.
  registerInstallable(app, {
    brand,
    offlineTemplate: indexTemplate(webDist && path.join(webDist, 'offline.html')),
  });
  const hasWebApp = () => Boolean(indexHtml && existsSync(indexHtml));
  if (webDist && hasWebApp()) {
    // The build writes `.br` and `.gz` beside each asset at the highest levels (vite.config.ts).
    await app.register(fastifyStatic, { ...builtFiles(webDist), preCompressed: true });
    leanAssets(app, ASSETS);
  }

  const template = indexTemplate(indexHtml);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = template();
    if (html === null) return undefined;
    const screen = await firstScreen(app, request, geoCountryHeader);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withFirstScreen(html, screen));
  };

  // The root is a directory to the static plugin (403 without an index): it is the lobby page.
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    if (!hasWebApp())
      return reply.code(404).send({ error: ErrorCode.notFound, message: 'The web app is not built' });
    return sendPage(request, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !url.startsWith(`${API_PREFIX}/`) && url !== API_PREFIX;
    // The web app owns every other path (client-side routes, its own not-found page).
    if (wantsPage && hasWebApp() && !url.startsWith(ASSETS)) return sendPage(request, reply);
    return reply.code(404).send({ error: ErrorCode.notFound, message: `No route ${request.method} ${url}` });
  });
}

/**
 * The static plugin's options for a built app in `root`: files looked up per request, so a rebuild
 * is served without a restart (a missing file falls through to the not-found handler); cache headers
 * ours, a year for the hashed assets and no-cache for the rest.
 */
export function builtFiles(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  };
}

/** Answers under `assets` (a path prefix) go without validators. */
export function leanAssets(app: FastifyInstance, assets: string) {
  // Every answer passes here: a callback, not a promise, for the ones that are not assets.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(assets)) for (const header of NEVER_REVALIDATED) reply.removeHeader(header);
    done(null, payload);
  });
}

/** index.html as built, read again when the build replaces it. */
export function indexTemplate(file: string | null): () => string | null {
  let cached: { at: number; html: string } | null = null;
  return () => {
    if (!file || !existsSync(file)) return null;
    const at = statSync(file).mtimeMs;
    if (cached?.at !== at) cached = { at, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The shell with the brand's name and colour (the browser's bar), the first screen's artwork in its skeleton tiles and its answers
 * inlined (the markers are index.html's: its title, the boot logo, the skeleton tiles `<i></i>`, the
 * root element). The artwork paints from the HTML, before any script runs; the app's tiles, drawn
 * later at the same size from the same (cached) images, replace them. `<html>` carries the language
 * of the texts and its direction, so an Arabic shell paints mirrored (the app sets them again from
 * its own choice, which may be a stored one).
 */
export function withFirstScreen(html: string, screen: FirstScreen): string {
  const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(screen.answers)}</script>`;
  let page = html.replace('<div id="root">', () => `${data}<div id="root">`);
  const { locale } = screen;
  if (locale)
    page = page.replace(
      /<html\b[^>]*>/,
      () => `<html lang="${escapeAttribute(locale)}" dir="${textDirection(locale)}">`,
    );
  // The first row on a phone (two tiles) comes first; the rest share what bandwidth is left.
  screen.images.forEach((src, i) => {
    const priority = i < 2 ? ' fetchpriority="high"' : '';
    page = page.replace('<i></i>', () => `<i><img src="${escapeAttribute(src)}" alt=""${priority}></i>`);
  });
  if (screen.consentTexts) page = withConsentBanner(page, screen.consentTexts);
  if (screen.themeColor) {
    const colour = safeColour(screen.themeColor, '');
    if (colour)
      page = page.replace(
        /(<meta name="theme-color" content=")[^"]*(")/,
        (_, open: string, close: string) => `${open}${colour}${close}`,
      );
  }
  if (screen.brandName) {
    const name = escapeText(screen.brandName);
    page = page
      .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
      .replace(
        /(<span class="boot-logo">)[^<]*(<\/span>)/,
        (_, open: string, close: string) => `${open}${name}${close}`,
      );
  }
  return page;
}

/**
 * The shell's consent banner (index.html's `#boot-consent`, hidden and inert) shown, its `{key}`
 * placeholders filled with the visitor's translations. It paints with the shell; the app's own banner
 * replaces it, at the same place and size, once it is ready to take the choice (ADR 036).
 */
function withConsentBanner(html: string, texts: Record<string, string>): string {
  const start = html.indexOf('<div id="boot-consent" hidden ');
  if (start < 0) return html;
  const end = html.indexOf('</section></div>', start);
  if (end < 0) return html;
  const banner = html
    .slice(start, end)
    .replace(' hidden ', ' ')
    .replace(/\{(consent\.[A-Za-z]+)\}/g, (_, key: string) => escapeText(texts[key] ?? ''));
  return html.slice(0, start) + banner + html.slice(end);
}
