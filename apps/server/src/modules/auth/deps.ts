import { createHmac } from 'node:crypto';
import type { BrandConfig } from '@croupier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging/index.ts';
import type { Db } from '../../platform/db.ts';
import type { Messages } from '../../platform/message-texts.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AntiFraudCheck } from './anti-fraud.ts';
import type { AuthPolicy } from './policy.ts';
import type { SessionService } from './sessions.ts';

/** What the auth module's services are built with, and where a request came from. */

/** Where a request came from: the client address (rate limits, anti-fraud). */
export interface RequestContext {
  ip: string;
  /** The language of the page that made the call (messages to someone without an account yet). */
  locale?: string | undefined;
  /** The request's id, passed to the SMS and e-mail gateways (ADR 069). */
  requestId?: string | undefined;
}

export interface AuthDeps {
  db: Db;
  brandId: string;
  brand: () => BrandConfig;
  messaging: Messaging;
  /** The texts of e-mails and SMS, per language (the content module's). */
  messages: Messages;
  antiFraud: AntiFraudCheck;
  limiter: RateLimiter;
  policy: AuthPolicy;
  sessions: SessionService;
  /** Key for the HMAC of one-time codes. */
  codePepper: Uint8Array;
  now: () => number;
  log: FastifyBaseLogger;
}

/** Derives the HMAC key of one-time codes from the token secret. */
export function derivePepper(secret: Uint8Array): Uint8Array {
  return createHmac('sha256', secret).update('croupier one-time codes').digest();
}
