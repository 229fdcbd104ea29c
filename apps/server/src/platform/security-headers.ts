import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/** Where the support chat's vendor loads from, per CSP directive (modules/support, ADR 028). */
export type ExtraSources = (kind: 'script' | 'img' | 'connect' | 'frame') => string;

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
 * Security headers on every answer (helmet): the CSP allows this origin, the sandbox's frames, the
 * configured support chat and measurement origins, and nothing else.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, chat: ExtraSources) {
  const sandboxOrigin = new URL(config.SANDBOX_URL).origin;
  const measurement = measurementOrigins(config);
  const source = (kind: Parameters<ExtraSources>[0]) => () => chat(kind);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", source('script'), ...measurement.scripts],
        // Virtualised lists and dialogs position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', source('img')],
        connectSrc: ["'self'", source('connect'), ...measurement.connects],
        frameSrc: ["'self'", sandboxOrigin, source('frame')],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
}
