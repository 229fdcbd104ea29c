import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { FIRST_SCREEN_ELEMENT_ID, firstScreenKey } from '@croupier/contract/rules/first-screen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { withFirstScreen } from './platform/web-app/index.ts';

// The server hands every page path to the web app's shell and serves its hashed assets.
let t: TestContext;
const dist = mkdtempSync(path.join(tmpdir(), 'croupier-web-'));

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Croupier shell</title><meta name="theme-color" content="#000000" /></head><body><div id="root"><i></i><i></i></div>' +
      '<div id="boot-consent" hidden inert aria-hidden="true"><section><h2>{consent.title}</h2><p>{consent.text}</p></section></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the build writes beside each asset (vite.config.ts): served as it is to a browser that takes it.
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  // The installable site's files (ADR 061): the service worker and Workbox's runtime beside it.
  writeFileSync(path.join(dist, 'sw.js'), 'define(["./workbox-abc123"],function(){})');
  writeFileSync(path.join(dist, 'workbox-abc123.js'), 'define([],function(){})');
  writeFileSync(
    path.join(dist, 'offline.html'),
    '<!doctype html><html><head><title>Croupier</title><style>:root{--bg:#fff}</style></head><body><h1>Croupier</h1></body></html>',
  );
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app shell', () => {
  it.each(['/', '/games/filters', '/login?redirect=%2Fprofile', '/no/such/page'])(
    'answers %s with the shell, revalidated on every visit',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      // The template's title becomes the brand's name before any script runs.
      expect(res.body).toContain('<title>Croupier</title>');
      // The language of the texts, and its direction, before any script runs.
      expect(res.body).toContain('<html lang="en" dir="ltr">');
    },
  );

  it('paints the shell right to left for a right-to-left language', () => {
    const html = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
    const page = withFirstScreen(html, { answers: {}, images: [], locale: 'ar' });
    expect(page).toContain('<html lang="ar" dir="rtl"><head>');
  });

  it('serves hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed form of an asset without the document-only headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The page itself keeps them.
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toBeDefined();
  });

  it('answers a missing asset with a 404, not the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it("inlines the lobby's first answers for a guest, in the keys the web app's calls make", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en-GB,en;q=0.8', 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' },
    });
    const answers = inlinedAnswers(res.body);
    const brand = answers['/api/brand/config'] as { defaultCountry: string; defaultCurrency: string };
    expect(brand.defaultCountry).toBeTruthy();
    const texts = answers[firstScreenKey('/api/localization/all?preferredLocale=en-GB&hasAuth=false')] as {
      locale: string;
      translations: Record<string, string>;
    };
    expect(Object.keys(texts.translations).length).toBeGreaterThan(100);
    const lobby = answers[
      firstScreenKey(
        `/api/games/default?page=0&size=30&type=MOBILE&country=${brand.defaultCountry}` +
          `&currency=${brand.defaultCurrency}&locale=${texts.locale}`,
      )
    ] as { content: { imageUrl: string }[] };
    expect(lobby.content).toHaveLength(30);
    expect(answers['/api/games/categories']).toBeDefined();
    // The first tiles show their artwork from the HTML, before any script runs.
    expect(res.body).toContain(
      `<i><img src="${lobby.content[0]?.imageUrl}" alt="" fetchpriority="high"></i>`,
    );
  });

  it('inlines only the set-up answers on other pages, and nothing a script could break out of', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const answers = inlinedAnswers(res.body);
    expect(Object.keys(answers).sort()).toEqual([
      '/api/brand/config',
      firstScreenKey('/api/localization/all?preferredLocale=en&hasAuth=false'),
    ]);
    expect(res.body).not.toContain('<img');
    const script = res.body.split(`id="${FIRST_SCREEN_ELEMENT_ID}">`)[1]?.split('</script>')[0] ?? '';
    expect(script).not.toContain('<');
  });

  it("paints the consent banner in the shell until the visitor's choice is in its cookie", async () => {
    const shown =
      '<div id="boot-consent" inert aria-hidden="true"><section><h2>Cookies on this site</h2><p>We use necessary cookies';
    const first = await t.app.inject({ method: 'GET', url: '/login' });
    expect(first.body).toContain(shown);
    expect(first.body).not.toContain('{consent.');
    // An unreadable or older choice asks again, as the web app does (contract rules/consent.ts).
    for (const cookie of [
      'cookie_consent=nonsense',
      `cookie_consent=${encodeURIComponent('{"v":0,"a":true}')}`,
    ]) {
      const again = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(again.body, cookie).toContain(shown);
    }
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: `other=1; cookie_consent=${encodeURIComponent('{"v":1,"a":false,"m":false}')}` },
    });
    expect(chosen.body).toContain(
      '<div id="boot-consent" hidden inert aria-hidden="true"><section><h2>{consent.title}</h2>',
    );
  });

  it("colours the browser's bar with the brand's page colour", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<meta name="theme-color" content="#0d1117" />');
    const page = withFirstScreen('<meta name="theme-color" content="#000000" />', {
      answers: {},
      images: [],
      themeColor: '"><script>',
    });
    expect(page).toBe('<meta name="theme-color" content="#000000" />');
  });

  it('serves the service worker and its runtime revalidated on every visit, so an update is seen at once', async () => {
    for (const url of ['/sw.js', '/workbox-abc123.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("serves the brand's manifest and its offline page", async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.json()).toMatchObject({ name: 'Croupier', start_url: '/', display: 'standalone' });
    const offline = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain(':root{--bg:#0d1117;');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'error.not.found' });
  });
});

function inlinedAnswers(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  expect(match, 'the page inlines the first screen').not.toBeNull();
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
}
