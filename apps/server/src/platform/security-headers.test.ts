import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import {
  DOCUMENT_ONLY_HEADERS,
  type ExtraSources,
  registerSecurityHeaders,
  securityHeaderOptions,
} from './security-headers.ts';

/**
 * The precomputed blocks against what the platform sent before them: @fastify/helmet building the
 * same options on every request, its CSP reading the chat's sources through functions as it answers,
 * and the document-only headers taken off assets afterwards.
 */

const ASSETS = '/assets/';

let chatOrigin = '';
const chat: ExtraSources = (kind) => (chatOrigin && kind !== 'img' ? chatOrigin : '');

const routes = (app: FastifyInstance) => {
  app.get('/api/games', async () => ({ content: [] }));
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
  app.get(`${ASSETS}index.js`, async (_request, reply) => reply.type('text/javascript').send('1'));
};

async function before(config: ReturnType<typeof loadConfig>) {
  const app = Fastify();
  const options = securityHeaderOptions(config, (kind) => `{${kind}}`);
  const directives = {
    ...(options.contentSecurityPolicy as { directives: Record<string, unknown> }).directives,
  };
  // As before: each chat source a function of the request, read as the answer is made.
  for (const [name, values] of Object.entries(directives)) {
    if (!Array.isArray(values)) continue;
    directives[name] = values.map((v: string) => {
      const kind = /^\{(\w+)\}$/.exec(v)?.[1];
      return kind ? () => chat(kind as Parameters<ExtraSources>[0]) : v;
    });
  }
  await app.register(fastifyHelmet, { ...options, contentSecurityPolicy: { directives } } as never);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(ASSETS)) for (const h of DOCUMENT_ONLY_HEADERS) reply.removeHeader(h);
  });
  routes(app);
  return app;
}

async function now(config: ReturnType<typeof loadConfig>) {
  const app = Fastify();
  const headers = registerSecurityHeaders(app, { config, chat, assetPrefixes: [ASSETS] });
  routes(app);
  return { app, rebuild: headers.rebuild };
}

const securityHeadersOf = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const { date: _date, 'content-length': _length, connection: _c, ...rest } = response.headers;
  return rest;
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  chatOrigin = '';
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const CONFIGS = {
  'the local demo': {},
  'every measurement destination': {
    ANALYTICS_GA4_ID: 'G-TEST123',
    ANALYTICS_PRODUCT_KEY: 'phc_test',
    ANALYTICS_PRODUCT_HOST: 'https://eu.posthog.example',
    SESSION_REPLAY_SITE_ID: '1234567',
    ERROR_REPORTING_DSN: 'https://key@errors.example/42',
  },
};

describe('security headers, built once', () => {
  for (const [name, env] of Object.entries(CONFIGS)) {
    it(`are the headers helmet built on every request, byte for byte (${name})`, async () => {
      const config = loadConfig(env);
      const old = await before(config);
      const { app } = await now(config);
      apps.push(old, app);
      for (const url of ['/api/games', '/', `${ASSETS}index.js`]) {
        expect(await securityHeadersOf(app, url), url).toEqual(await securityHeadersOf(old, url));
      }
      const document = await securityHeadersOf(app, '/api/games');
      expect(document['content-security-policy']).toContain("frame-src 'self' http://localhost:3100");
      expect(document['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const asset = await securityHeadersOf(app, `${ASSETS}index.js`);
      for (const h of DOCUMENT_ONLY_HEADERS) expect(asset[h], h).toBeUndefined();
      expect(asset['x-content-type-options']).toBe('nosniff');
    });
  }

  it("let the site's own manifest and service worker load (ADR 061)", async () => {
    const { app } = await now(loadConfig({}));
    apps.push(app);
    const csp = (await securityHeadersOf(app, '/'))['content-security-policy'] as string;
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...sources] = d.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    // Neither has a directive of its own: a manifest falls back to default-src, a worker through
    // child-src to script-src (CSP 3). One written later must keep the site's own origin.
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toContain("'self'");
    for (const name of ['manifest-src', 'worker-src', 'child-src'])
      expect(directives.get(name) ?? ["'self'"], name).toContain("'self'");
  });

  it('follow a change of the chat vendor once rebuilt, and only then', async () => {
    const config = loadConfig({});
    const old = await before(config);
    const { app, rebuild } = await now(config);
    apps.push(old, app);
    const csp = async (a: FastifyInstance) => (await securityHeadersOf(a, '/'))['content-security-policy'];
    const first = await csp(app);

    chatOrigin = 'https://chat.vendor.example';
    expect(await csp(app)).toBe(first);
    rebuild();
    expect(await csp(app)).toContain("script-src 'self' https://chat.vendor.example");
    expect(await csp(app)).toBe(await csp(old));
  });
});
