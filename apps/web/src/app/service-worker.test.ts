import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pwaOptions } from '../../build/pwa.ts';

// ADR 061: nothing with money or personal data in any cache. The service worker is generated here as
// the build generates it (vite-plugin-pwa with build/pwa.ts, over a small built site), then run
// against a recording stand-in of Workbox's runtime: what it precaches and which requests it
// answers, and how, are read from the worker itself, not from its configuration.

interface Recorded {
  kind: string;
  options: Record<string, unknown> | undefined;
}
interface Route {
  capture: unknown;
  handler: Recorded | undefined;
}

const root = mkdtempSync(path.join(tmpdir(), 'croupier-sw-'));
const FILES = [
  'index.html',
  'offline.html',
  'favicon.svg',
  'icons/icon-192.png',
  'assets/index-AbC12345.js',
  'assets/index-AbC12345.js.br',
  'assets/index-Zy987654.css',
  '.vite/manifest.json',
];

let precached: string[] = [];
const routes: Route[] = [];

/** Workbox's runtime as the worker calls it: classes and calls recorded, nothing run. */
function recordingWorkbox() {
  return new Proxy(
    {},
    {
      get: (_target, name: string) => {
        if (name === 'precacheAndRoute')
          return (entries: { url: string }[]) => {
            precached = entries.map((e) => e.url);
          };
        if (name === 'registerRoute')
          return (capture: unknown, handler?: Recorded) => routes.push({ capture, handler });
        if (/^[A-Z]/.test(name))
          return class {
            kind = name;
            options: Record<string, unknown> | undefined;
            constructor(options?: Record<string, unknown>) {
              this.options = options;
            }
          };
        return () => undefined;
      },
    },
  );
}

beforeAll(async () => {
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(root, 'dist', file)), { recursive: true });
    writeFileSync(path.join(root, 'dist', file), file);
  }
  const main = VitePWA(pwaOptions).find((p) => p.name === 'vite-plugin-pwa') as unknown as {
    configResolved: (config: ResolvedConfig) => Promise<void>;
    api: { generateSW: () => Promise<void> };
  };
  await main.configResolved({
    root,
    base: '/',
    command: 'build',
    mode: 'production',
    logLevel: 'silent',
    build: { outDir: 'dist', assetsDir: 'assets', sourcemap: false },
  } as unknown as ResolvedConfig);
  await main.api.generateSW();
  const worker = readFileSync(path.join(root, 'dist', 'sw.js'), 'utf8');
  const self: Record<string, unknown> = {
    addEventListener: () => undefined,
    define: (_deps: string[], factory: (workbox: unknown) => void) => factory(recordingWorkbox()),
  };
  self.self = self;
  runInNewContext(worker, self);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The route that answers a request, as Workbox's router picks it: the first whose capture matches. */
function routeFor(url: string, mode: 'navigate' | 'cors' | 'same-origin'): Route | undefined {
  const target = new URL(url, 'http://localhost:3000');
  return routes.find(({ capture }) => {
    if (typeof capture === 'function')
      return capture({ url: target, request: { mode, method: 'GET' }, sameOrigin: true });
    // Anything else (a RegExp, a navigation route object) could match: counted as matching.
    return true;
  });
}

describe('the generated service worker (ADR 061)', () => {
  it("precaches the build's scripts, stylesheet, icons and offline page, and never the shell", () => {
    expect(precached).toEqual(
      expect.arrayContaining([
        'assets/index-AbC12345.js',
        'assets/index-Zy987654.css',
        'icons/icon-192.png',
        'favicon.svg',
        'offline.html',
      ]),
    );
    expect(precached.filter((url) => /index\.html|\.br$|\.vite|(^|\/)api\//.test(url))).toEqual([]);
  });

  it('never handles an API request, whatever kind, so no answer of the API can come from a cache', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const url of [
      '/api/balance/v2/0b8e5a6e-7a41-4f7e-9d0a-1f2e3d4c5b6a',
      '/api/games/default?page=0&size=30',
      '/api/payments/history?page=0',
      '/api/profile/me',
      '/api/docs',
      '/api',
    ])
      for (const mode of ['navigate', 'cors', 'same-origin'] as const)
        expect(routeFor(url, mode), `${mode} ${url}`).toBeUndefined();
  });

  it('caches nothing at run time: its only strategy is the network', () => {
    expect(routes.map((r) => r.handler?.kind)).toEqual(['NetworkOnly']);
  });

  it("sends a page navigation to the network and answers the offline page only when it fails; the console's are left alone", () => {
    for (const page of ['/', '/games/category/slots', '/profile/history?tab=bets']) {
      const route = routeFor(page, 'navigate');
      expect(route?.handler?.kind, page).toBe('NetworkOnly');
      const [fallback] = (route?.handler?.options?.plugins ?? []) as Recorded[];
      expect(fallback?.kind).toBe('PrecacheFallbackPlugin');
      expect(fallback?.options).toEqual({ fallbackURL: '/offline.html' });
    }
    expect(routeFor('/assets/index-AbC12345.js', 'cors')).toBeUndefined();
    expect(routeFor('/console/players', 'navigate')).toBeUndefined();
  });
});
