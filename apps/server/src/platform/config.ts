import path from 'node:path';
import { SANDBOX_STUDIO_SECRET } from '@croupier/contract/studio';
import { z } from 'zod';

const Port = z.coerce.number().int().min(1).max(65535);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: Port.default(3000),
  /** postgres://… to use a PostgreSQL server; empty means the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Where the embedded database (and later, uploads) live. */
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the sandbox (stand-in third parties). */
  SANDBOX_URL: z.url().default('http://localhost:3100'),
  /** Which brand row this server serves. */
  BRAND_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'must be lower-case letters, digits and dashes')
    .default('croupier'),
  /** Built web app to serve at `/`; empty disables it (API only). */
  WEB_DIST: z.string().default(''),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** How often each replica reloads the in-memory catalogue snapshot from the database. */
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
    .default('croupier-dev-kyc-webhook-secret'),
  /** Enables the operator review of documents (`x-operator-token` header); unset: the review call is off. */
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * Shared secret of the payment provider's signed webhooks and cashier links (HMAC-SHA256). The
   * default only suits the local sandbox; set your own (at least 32 characters) anywhere else.
   */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default('croupier-sandbox-payment-webhook-secret-dev'),
  /** Completed deposits must be wagered this many times before a withdrawal; 0 turns the check off. */
  DEPOSIT_WAGER_FACTOR: z.coerce.number().min(0).max(100).default(0),
  /** Trust X-Forwarded-For from this many proxies in front (rate limits key on the client address). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Key shared with the game studio, signing launch links (and later its wallet calls). The default
   * is the sandbox studio's; a real studio gives its own.
   */
  STUDIO_SECRET: z.string().min(32, 'must be at least 32 characters').default(SANDBOX_STUDIO_SECRET),
});

export type Config = z.infer<typeof EnvSchema> & {
  dataDir: string;
  webDist: string | null;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  uploadsDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a wrong value stops the start with the variable's name and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      const shown = /SECRET|TOKEN/.test(name) ? '(hidden)' : JSON.stringify(env[name] ?? '');
      return `  ${name}=${shown}: ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee docs/configuration.md.`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    webDist: c.WEB_DIST ? path.resolve(c.WEB_DIST) : null,
    uploadsDir: path.resolve(c.UPLOADS_DIR ?? path.join(c.DATA_DIR, 'uploads')),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
  };
}
