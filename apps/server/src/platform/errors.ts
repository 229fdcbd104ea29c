import { ErrorCode, type ErrorEnvelope, errorStatus, issueMessageKey } from '@croupier/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionLost } from './connection-loss.ts';

/** Seconds a client is asked to wait before trying a call the database dropped (the pool reconnects at once). */
export const RETRY_AFTER_SECONDS = 1;

/**
 * A failure the caller can act on: answered with the error envelope and the one status the
 * contract gives its code (`errorStatus`), so a code never leaves with two statuses.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Pick<ErrorEnvelope, 'fieldErrors' | 'details' | 'info'> = {},
    /** Response headers that go with it (Retry-After …). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = errorStatus(code);
  }
}

export const notFound = (what: string) => new AppError(ErrorCode.notFound, `${what} not found`);

interface ValidationIssue {
  instancePath?: string;
  /** The zod issue's code ('too_big' …); `params` holds the rest of the issue. */
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function describeValidation(context: string | undefined, issues: ValidationIssue[]): ErrorEnvelope {
  const fieldErrors: Record<string, string> = {};
  const parts: string[] = [];
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || context || 'request';
    // The field error is a translation key (a schema's own, or one for zod's default message);
    // the developer's message keeps zod's wording.
    const key = issueMessageKey({ ...issue.params, code: issue.keyword, message: issue.message });
    fieldErrors[field] ??= key;
    parts.push(`${field}: ${issue.message ?? key}`);
  }
  return {
    error: ErrorCode.validation,
    message: `Invalid ${context ?? 'request'}: ${parts.join('; ')}`,
    fieldErrors,
  };
}

/** The codes of Fastify's own refusals by their status; any other 4xx is a malformed request (400). */
const FASTIFY_REFUSALS: Record<number, ErrorCode> = {
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.rateLimited,
};

/** Every failure leaves as the contract's error envelope; only a real bug is a 5xx. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const body: ErrorEnvelope = { error: err.code, message: err.message, ...err.extra };
      return reply.code(err.statusCode).headers(err.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .code(400)
        .send(describeValidation(err.validationContext, err.validation as unknown as ValidationIssue[]));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match the contract');
      return reply.code(500).send({ error: ErrorCode.internal, message: 'Internal error' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, unsupported media type, body too large …, each
      // answered with its code's one status.
      const code = FASTIFY_REFUSALS[status] ?? ErrorCode.validation;
      return reply.code(errorStatus(code)).send({ error: code, message: err.message });
    }
    if (isConnectionLost(err)) {
      // The connection went (a restart, a failover): only this request fails, and it may be retried.
      request.log.warn({ err }, 'database connection lost');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: ErrorCode.unavailable, message: 'Temporarily unavailable: try again shortly' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: ErrorCode.internal, message: 'Internal error' });
  });
}
