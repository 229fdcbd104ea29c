import type { BrandConfig } from '@croupier/contract';
import { APP_ICONS } from '@croupier/contract/rules/installable';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { demoBrand } from '../../../seed/brand.ts';
import { offlinePage, registerInstallable } from './installable.ts';

const OFFLINE_TEMPLATE =
  '<!doctype html><html><head><title>Croupier</title><style>:root{--bg:#0d1117;--fg:#f3f4f6;--muted:#9ca3af;--primary:#f5b301}' +
  'h1{color:var(--primary)}</style></head><body><main><h1>Croupier</h1><p lang="en">You are offline.</p></main></body></html>';

const otherBrand: BrandConfig = {
  ...demoBrand,
  brandId: 'nordlicht',
  name: 'Nordlicht Spielbank Berlin',
  locales: ['de', 'en'],
  defaultLocale: 'de',
  theme: {
    ...demoBrand.theme,
    primary: 'rgb(0, 120, 255)',
    background: '#ffffff',
    text: '#111111',
    muted: '#555555',
  },
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function appFor(brand: BrandConfig, offlineTemplate: string | null = OFFLINE_TEMPLATE) {
  const app = Fastify();
  registerInstallable(app, { brand: () => brand, offlineTemplate: () => offlineTemplate });
  apps.push(app);
  return app;
}

describe('the web app manifest (ADR 061)', () => {
  it("is the brand's own, served as a manifest and revalidated on every request", async () => {
    const res = await appFor(demoBrand).inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      id: '/',
      name: 'Croupier',
      short_name: 'Croupier',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      dir: 'ltr',
      background_color: '#0d1117',
      theme_color: '#0d1117',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it("follows another brand's name, language, direction and colours, with a short name a launcher can show", async () => {
    const manifest = (
      await appFor(otherBrand).inject({ method: 'GET', url: '/manifest.webmanifest' })
    ).json();
    expect(manifest).toMatchObject({
      name: 'Nordlicht Spielbank Berlin',
      short_name: 'Nordlicht',
      lang: 'de',
      background_color: '#ffffff',
      theme_color: '#ffffff',
    });
    expect(manifest.icons.map((i: { src: string }) => i.src)).toEqual(APP_ICONS.map((i) => i.path));
    const arabic = { ...otherBrand, locales: ['ar', 'en'], defaultLocale: 'ar' };
    expect(
      (await appFor(arabic).inject({ method: 'GET', url: '/manifest.webmanifest' })).json(),
    ).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
    });
    // Installability needs a 192 and a 512 icon, and a maskable one keeps Android's launchers tidy.
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
  });

  it('takes a colour that is not one for a safe default', async () => {
    const hostile = { ...demoBrand, theme: { ...demoBrand.theme, background: 'red}</style><script>' } };
    const manifest = (await appFor(hostile).inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(manifest.theme_color).toBe('#000000');
  });
});

describe('the offline page (ADR 061)', () => {
  it("is the built page in the brand's colours and with its name, revalidated on every request", async () => {
    const res = await appFor(otherBrand).inject({ method: 'GET', url: '/offline.html?__WB_REVISION__=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(':root{--bg:#ffffff;--fg:#111111;--muted:#555555;--primary:rgb(0, 120, 255)}');
    expect(res.body).toContain('<title>Nordlicht Spielbank Berlin</title>');
    expect(res.body).toContain('<h1>Nordlicht Spielbank Berlin</h1>');
    expect(res.body).toContain('<p lang="en">You are offline.</p>');
  });

  it("never lets a brand's settings break out of the style or the heading", () => {
    const page = offlinePage(OFFLINE_TEMPLATE, {
      ...demoBrand,
      name: '<img src=x onerror=alert(1)>',
      theme: { ...demoBrand.theme, background: '#000}</style><script>alert(1)</script>' },
    });
    expect(page).toContain('--bg:#0d1117;');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
  });

  it('is a 404 while the web app is not built', async () => {
    const res = await appFor(demoBrand, null).inject({ method: 'GET', url: '/offline.html' });
    expect(res.statusCode).toBe(404);
  });
});
