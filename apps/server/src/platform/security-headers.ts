import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config.ts';

/** Where the support chat's vendor loads from, per CSP directive (modules/support, ADR 028). */
export type ExtraSources = (kind: 'script' | 'img' | 'connect' | 'frame') => string;

/**
 * Headers that mean something on a document only: a script or a stylesheet carries none of them,
 * so each asset is about 700 bytes lighter (ADR 034).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * The origins the configured analytics destinations, session replay and error reporting load from
 * or send to (ADR 029): allowed by the CSP only when configured.
 */
function measurementOrigins(config: Config): { scripts: string[]; connects: string[] } {
  const scripts: string[] = [];
  const connects: string[] = [];
  if (config.ANALYTICS_GA4_ID) {
    scripts.push('https://www.googletagmanager.com');
    connects.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
  }
  if (config.ANALYTICS_PRODUCT_KEY) connects.push(new URL(config.ANALYTICS_PRODUCT_HOST).origin);
  if (config.SESSION_REPLAY_SITE_ID) {
    scripts.push('https://static.hotjar.com', 'https://script.hotjar.com');
    connects.push('https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com');
  }
  if (config.ERROR_REPORTING_DSN) connects.push(new URL(config.ERROR_REPORTING_DSN).origin);
  return { scripts, connects };
}

/**
 * The options of the security headers: the CSP allows this origin, the sandbox's frames, the
 * configured support chat and measurement origins, and nothing else. An empty chat source is left
 * in, as helmet always wrote it (the header stays what it was byte for byte).
 */
export function securityHeaderOptions(config: Config, chat: ExtraSources): Readonly<HelmetOptions> {
  const measurement = measurementOrigins(config);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", chat('script'), ...measurement.scripts],
        // Virtualised lists and dialogs position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', chat('img')],
        connectSrc: ["'self'", chat('connect'), ...measurement.connects],
        frameSrc: ["'self'", new URL(config.SANDBOX_URL).origin, chat('frame')],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  };
}

type Block = Record<string, string>;

/**
 * The headers helmet writes for `options`, computed once: helmet runs against a response that only
 * records what is set (its headers depend on the options alone, never on the request).
 */
export function headerBlock(options: Readonly<HelmetOptions>): Block {
  const block: Block = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      block[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete block[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return block;
}

const withoutDocumentHeaders = (block: Block): Block =>
  Object.fromEntries(
    Object.entries(block).filter(([name]) => !(DOCUMENT_ONLY_HEADERS as readonly string[]).includes(name)),
  );

/**
 * Security headers on every answer, as precomputed blocks: the whole set on documents and API
 * answers, the set without document-only headers on hashed assets (under `assetPrefixes`). Building helmet's headers on
 * every request cost about 40 % of a catalogue read; the blocks depend on configuration only, and
 * are rebuilt when what feeds them changes (`rebuild`, called when the live-chat settings change).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  d: { config: Config; chat: ExtraSources; assetPrefixes: readonly string[] },
) {
  let document: Block = {};
  let asset: Block = {};
  const rebuild = () => {
    document = headerBlock(securityHeaderOptions(d.config, d.chat));
    asset = withoutDocumentHeaders(document);
  };
  rebuild();
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(d.assetPrefixes.some((prefix) => url.startsWith(prefix)) ? asset : document);
    done();
  });
  return { rebuild };
}
