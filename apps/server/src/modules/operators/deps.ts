import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AuditLog } from './audit.ts';

/** What the operators module's topics share: built once in index.ts. */
export interface OperatorsDeps {
  db: Db;
  config: Config;
  now: () => number;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  audit: AuditLog;
}

/** Where a sign-in or a call comes from. */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
}
