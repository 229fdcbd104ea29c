import path from 'node:path';
import {
  isLoopback,
  SANDBOX_KYC_WEBHOOK_SECRET,
  SANDBOX_PAYMENT_WEBHOOK_SECRET,
  SANDBOX_STUDIO_SECRET,
} from '@croupier/contract/sandbox-defaults';
import { z } from 'zod';
import { type BrandHost, BrandHosts, BrandId, brandPublicUrl, DEMO_BRAND_HOSTS } from './brand-hosts.ts';

const Port = z.coerce.number().int().min(1).max(65535);

const EnvSchema = z.object({
  /** `production` holds the start to the production rules (ADR 016) even on loopback. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Loopback by default (`localhost`: 127.0.0.1 and ::1); anything else is a production start. */
  HOST: z.string().min(1).default('localhost'),
  PORT: Port.default(3000),
  /** postgres://… to use a PostgreSQL server; empty means the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * redis://… for what replicas share: rate-limit counters (ADR 018) and the event bus (ADR 067);
   * unset: counted and announced in the process.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Where the embedded database (and later, uploads) live. */
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the sandbox (stand-in third parties). */
  SANDBOX_URL: z.url().default('http://localhost:3100'),
  /** Which brand row this server serves: on every host BRAND_HOSTS does not name. */
  BRAND_ID: BrandId.default('croupier'),
  /**
   * Other brands served by the same process, by the request's host name: `host=brand,…` or `none`
   * (ADR 062). Unset: in the local demo with SEED_DEMO, `brand-b.localhost=brand-b`; else none.
   */
  BRAND_HOSTS: BrandHosts.optional(),
  /** Built web app to serve at `/`; empty disables it (API only). */
  WEB_DIST: z.string().default(''),
  /** Built operators' console to serve at `/console/`; empty serves none. */
  CONSOLE_DIST: z.string().default(''),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** How often each replica reloads its catalogue snapshot anyway: the safety net behind the event bus (ADR 067). */
  CATALOGUE_REFRESH_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Seed the demo brand and catalogue into an empty database on start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Web origin used in links sent by e-mail (password reset); default http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /**
   * HS256 key signing access tokens (at least 32 characters). Unset: a random key kept in
   * DATA_DIR/auth-token-secret. Set it when several replicas serve the same players.
   */
  AUTH_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of an access token; the token-alive cookie lives 60 s less (000 §9). */
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(120).max(86_400).default(900),
  /** How long a session can be renewed after login before the player must log in again. */
  SESSION_TTL_S: z.coerce
    .number()
    .int()
    .min(300)
    .max(365 * 86_400)
    .default(30 * 86_400),
  /** Largest document upload in bytes (JPEG, PNG, PDF). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** Where uploaded documents are kept; default DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().optional(),
  /**
   * HMAC-SHA256 key the KYC provider signs its callbacks with (the sandbox's KYC_WEBHOOK_SECRET).
   * The default is for development only; set your own in production.
   */
  KYC_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(SANDBOX_KYC_WEBHOOK_SECRET),
  /** Enables the operator review of documents (`x-operator-token` header); unset: the review call is off. */
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * Shared secret of the payment provider's signed webhooks and cashier links (HMAC-SHA256). The
   * default only suits the local sandbox; set your own (at least 32 characters) anywhere else.
   */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default(SANDBOX_PAYMENT_WEBHOOK_SECRET),
  /** Completed deposits must be wagered this many times before a withdrawal; 0 turns the check off. */
  /**
   * How often the platform asks the payment provider about open payments and completes the payout
   * outbox (also once at start); 0 turns the schedule off (docs/operations.md).
   */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often rewards past their date are expired (their bonus money forfeited); 0 turns it off. */
  REWARD_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often finished tournaments are paid and loyalty level rewards granted (0: never; tests call them). */
  TOURNAMENT_PAYOUT_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * How often the round outbox is relayed to tournaments, loyalty and campaigns at the latest (a
   * wallet call's events go within about 100 ms anyway, ADR 041); 0: each call relays its events
   * before it answers (tests).
   */
  ROUND_EVENTS_RELAY_MS: z.coerce.number().int().min(0).default(250),
  LOYALTY_REWARD_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  DEPOSIT_WAGER_FACTOR: z.coerce.number().min(0).max(100).default(0),
  /**
   * Trust X-Forwarded-For from this many proxies in front (rate limits key on the client address).
   * Above 0 the start is a production start (ADR 016): a proxy serves the world.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The request header in which the operator's CDN or proxy states the visitor's country (ISO 3166-1
   * alpha-2: `cf-ipcountry`, `cloudfront-viewer-country`): a guest's location in the locale choice of
   * 000 §4. Unset, a guest's location is the brand's default country. Only set it when the proxy
   * replaces any value a client sent: the header is believed as it arrives.
   */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name')
    .transform((name) => name.toLowerCase())
    .optional(),
  /**
   * Key shared with the game studio, signing launch links (and later its wallet calls). The default
   * is the sandbox studio's; a real studio gives its own.
   */
  STUDIO_SECRET: z.string().min(32, 'must be at least 32 characters').default(SANDBOX_STUDIO_SECRET),
  /** `sandbox`: the sandbox's inbox (local demo only); `smtp`: a real mail server (SMTP_URL, MAIL_FROM). */
  EMAIL_DELIVERY: z.enum(['sandbox', 'smtp']).default('sandbox'),
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://')
    .optional(),
  /** The From of the platform's e-mails: `Croupier <no-reply@example.com>` or an address. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** `sandbox`: the sandbox's inbox (local demo only); `http`: an HTTP SMS gateway (SMS_GATEWAY_URL). */
  SMS_DELIVERY: z.enum(['sandbox', 'http']).default('sandbox'),
  /** The gateway's send endpoint; each SMS is `POST {to, text}` as JSON with a bearer token. */
  SMS_GATEWAY_URL: z.url().optional(),
  /** Bearer token the SMS gateway issued. */
  SMS_GATEWAY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Analytics destinations and error reporting (ADR 029); each loads in the browser only when set and consented.
  /** Google Analytics 4 measurement id (G-XXXX). */
  ANALYTICS_GA4_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/)
    .optional(),
  /** The product-analytics tool (PostHog-compatible): project key and https host. */
  ANALYTICS_PRODUCT_KEY: z.string().min(8).max(200).optional(),
  ANALYTICS_PRODUCT_HOST: z.url().default('https://eu.i.posthog.com'),
  /** The session-replay tool's site id (000 §9, snippet version 6). */
  SESSION_REPLAY_SITE_ID: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  /** A Sentry DSN for the web's error reports; unset: the platform's own intake (/api/1/envelope/). */
  ERROR_REPORTING_DSN: z.url().optional(),
  /** The release reported with errors. */
  APP_RELEASE: z.string().min(1).max(80).default('croupier@0.1.0'),
  // Anonymous intake (ADR 029, ADR 028): a cap per minute over every address together, on top of the
  // per-address limits, and how long the rows are kept (a scheduled prune; 0 days or rows: no limit).
  /** Analytics events taken per minute from everyone together (each event of a batch counts). */
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(20_000),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(0).default(400),
  ANALYTICS_MAX_ROWS: z.coerce.number().int().min(0).default(5_000_000),
  /** Error envelopes taken per minute from everyone together. */
  ERROR_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  ERROR_REPORT_RETENTION_DAYS: z.coerce.number().int().min(0).default(90),
  ERROR_REPORTS_MAX_ROWS: z.coerce.number().int().min(0).default(100_000),
  /** Call-back requests taken per minute from everyone together. */
  CALLBACK_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  CALLBACK_RETENTION_DAYS: z.coerce.number().int().min(0).default(90),
  CALLBACK_MAX_ROWS: z.coerce.number().int().min(0).default(100_000),
  /**
   * A reality-check interval in seconds offered beside 10, 20, 30 and 60 minutes, so journeys see a
   * check without waiting (ADR 044). The local demo only: a production start refuses it.
   */
  REALITY_CHECK_TEST_SECONDS: z.coerce.number().int().min(1).max(599).optional(),
  /** How often sessions past the player's daily time limit are ended; 0 turns the schedule off. */
  SESSION_LIMIT_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  /**
   * Bearer token of `GET /metrics` beyond the local demo (ADR 069); unset there: no metrics (404).
   * The local demo answers them to anyone on loopback.
   */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * Where OpenTelemetry traces go (OTLP over HTTP, e.g. http://collector:4318); unset: no tracing
   * code is loaded. Read before the configuration, by main.ts (platform/tracing.ts).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** How often the rows past their retention are deleted; 0 turns the schedule off. */
  INTAKE_PRUNE_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
});

export type Config = z.infer<typeof EnvSchema> & {
  dataDir: string;
  webDist: string | null;
  consoleDist: string | null;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** Where this server answers on this machine (`http://localhost:3000`; a wildcard HOST as localhost). */
  listenUrl: string;
  uploadsDir: string;
  /** The host names of the brands this process serves beside BRAND_ID (BRAND_HOSTS or its default). */
  brandHosts: BrandHost[];
};

export { isLoopback };

export class ConfigError extends Error {}

/** The published defaults: allowed only in the local demo. */
const PUBLIC_DEFAULTS = {
  STUDIO_SECRET: {
    value: SANDBOX_STUDIO_SECRET,
    expects: 'the key your game studio issued, at least 32 characters',
  },
  PAYMENT_WEBHOOK_SECRET: {
    value: SANDBOX_PAYMENT_WEBHOOK_SECRET,
    expects: "your payment provider's webhook key, at least 32 random characters",
  },
  KYC_WEBHOOK_SECRET: {
    value: SANDBOX_KYC_WEBHOOK_SECRET,
    expects: "your KYC provider's callback key, at least 16 (better 32) random characters",
  },
} as const;

type StartKind = Pick<Config, 'HOST' | 'NODE_ENV' | 'TRUST_PROXY_HOPS'>;

/**
 * Why this start is not the local demo, or null when it is (loopback, not NODE_ENV=production, no
 * proxy in front). A trusted proxy means the platform serves whoever reaches that proxy: on
 * loopback or not, the world is at the door (ADR 016).
 */
export function productionReason(c: StartKind): string | null {
  if (!isLoopback(c.HOST)) return `HOST=${c.HOST} listens beyond loopback`;
  if (c.NODE_ENV === 'production') return 'NODE_ENV=production';
  if (c.TRUST_PROXY_HOPS > 0) return `TRUST_PROXY_HOPS=${c.TRUST_PROXY_HOPS} puts a proxy in front`;
  return null;
}

/** The local demo: public defaults, demo vouchers and the sandbox's inbox are allowed. */
export const isLocalDemo = (c: StartKind) => productionReason(c) === null;

/**
 * What a production start (beyond loopback, or NODE_ENV=production) still lacks: one line per
 * variable, naming it and what it expects. Empty in the local demo or when everything is set.
 */
export function productionProblems(c: z.infer<typeof EnvSchema>): string[] {
  if (isLocalDemo(c)) return [];
  const problems: string[] = [];
  for (const [name, { value, expects }] of Object.entries(PUBLIC_DEFAULTS)) {
    if (c[name as keyof typeof PUBLIC_DEFAULTS] === value)
      problems.push(`  ${name}: unset or the public default; set ${expects}.`);
  }
  if (c.REALITY_CHECK_TEST_SECONDS !== undefined)
    problems.push('  REALITY_CHECK_TEST_SECONDS: a test setting of the local demo; unset it.');
  if (c.EMAIL_DELIVERY !== 'smtp')
    problems.push(
      '  EMAIL_DELIVERY: the sandbox inbox shows e-mails to anyone; set EMAIL_DELIVERY=smtp with SMTP_URL and MAIL_FROM.',
    );
  if (c.SMS_DELIVERY !== 'http')
    problems.push(
      '  SMS_DELIVERY: the sandbox inbox shows SMS codes to anyone; set SMS_DELIVERY=http with SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN.',
    );
  return problems;
}

/** Settings that only make sense together (a delivery chosen without where to deliver). */
function incompleteSettings(c: z.infer<typeof EnvSchema>): string[] {
  const missing: string[] = [];
  if (c.EMAIL_DELIVERY === 'smtp') {
    if (!c.SMTP_URL)
      missing.push('  SMTP_URL: required with EMAIL_DELIVERY=smtp (smtp://user:pass@host:587).');
    if (!c.MAIL_FROM)
      missing.push('  MAIL_FROM: required with EMAIL_DELIVERY=smtp (Croupier <no-reply@example.com>).');
  }
  if (c.SMS_DELIVERY === 'http') {
    if (!c.SMS_GATEWAY_URL) missing.push('  SMS_GATEWAY_URL: required with SMS_DELIVERY=http (https://…).');
    if (!c.SMS_GATEWAY_TOKEN) missing.push('  SMS_GATEWAY_TOKEN: required with SMS_DELIVERY=http.');
  }
  return missing;
}

/** Parses the environment; a wrong value stops the start with the variable's name and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      // Keys, tokens and URLs that carry a password are never printed.
      const shown = /SECRET|TOKEN|SMTP_URL|DATABASE_URL/.test(name)
        ? '(hidden)'
        : JSON.stringify(env[name] ?? '');
      return `  ${name}=${shown}: ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee docs/configuration.md.`);
  }
  const c = parsed.data;
  const incomplete = incompleteSettings(c);
  if (incomplete.length > 0)
    throw new ConfigError(`Invalid configuration:\n${incomplete.join('\n')}\nSee docs/configuration.md.`);
  const problems = productionProblems(c);
  if (problems.length > 0)
    throw new ConfigError(
      `Refusing to start: ${productionReason(c)}, so this is a production start and the local demo's public defaults are not allowed. Set:\n${problems.join('\n')}\nSee docs/operations.md (Running in production).`,
    );
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    webDist: c.WEB_DIST ? path.resolve(c.WEB_DIST) : null,
    consoleDist: c.CONSOLE_DIST ? path.resolve(c.CONSOLE_DIST) : null,
    uploadsDir: path.resolve(c.UPLOADS_DIR ?? path.join(c.DATA_DIR, 'uploads')),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    brandHosts: c.BRAND_HOSTS ?? (isLocalDemo(c) && c.SEED_DEMO === 'true' ? [...DEMO_BRAND_HOSTS] : []),
    listenUrl: `http://${c.HOST === '0.0.0.0' || c.HOST === '::' ? 'localhost' : c.HOST.includes(':') ? `[${c.HOST}]` : c.HOST}:${c.PORT}`,
  };
}

/**
 * The configuration of one brand's app instance in this process (ADR 062): BRAND_ID is that brand,
 * and its links (e-mails, payment and KYC return addresses, the sitemap) use its own public URL.
 */
export function brandInstanceConfig(c: Config, brandId: string): Config {
  if (brandId === c.BRAND_ID) return c;
  const publicUrl = brandPublicUrl(c.publicUrl, c.BRAND_ID, c.brandHosts, brandId);
  return { ...c, BRAND_ID: brandId, PUBLIC_URL: publicUrl, publicUrl };
}

/** The address the start banner gives players: PUBLIC_URL when set (a proxy, a name), else the listener. */
export function siteUrl(c: Config): string {
  return c.PUBLIC_URL ? c.publicUrl : c.listenUrl;
}

/**
 * For the entry points (the server, the commands): the configuration, or its message on stderr and
 * exit 78 (EX_CONFIG), which `npm start`'s supervisor reads as "do not restart".
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(78);
  }
}
