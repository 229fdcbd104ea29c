import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the logs (the renewal call carries the token in its URL). */
const SECRET_PARAMS = /([?&](?:token|code|password|session_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino serializer for requests: Fastify's default fields, with secrets in the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

// Failed SQL: drizzle throws "Failed query: <sql>\nparams: <values>" with the values on the error
// (`params`), and the database quotes values in some of its messages and details (a unique
// violation's "Key (email)=(…)"). Password hashes, e-mails and addresses must never reach a log, so
// errors are logged field by field: the SQL text, the database's code, message and names, never
// a parameter. See docs/decisions (logging) and logging.int.test.ts.

/** drizzle's parameter line, up to the stack frames (a stack) or the end (a message). */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |\ncaused by|$)/g;
/** PostgreSQL's "Key (email)=(someone@example.com) already exists." names the column, and quotes the value. */
const KEY_VALUES = /(Key \([^)]*\)=\()[\s\S]*?(\)( already exists| is not present| is still referenced|$))/g;
/** Parameter values shorter than this are not searched for in messages (they would hit any text). */
const MIN_SECRET_LENGTH = 4;
/** Fields of an error worth logging: codes and names the database and Fastify set, never values. */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'where',
  'hint',
  'query',
] as const;

function parameterValues(err: unknown, into: string[] = [], depth = 0): string[] {
  if (typeof err !== 'object' || err === null || depth > 8) return into;
  const { params, cause } = err as { params?: unknown; cause?: unknown };
  if (Array.isArray(params)) {
    for (const value of params) {
      if (value === null || value === undefined) continue;
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      if (text && text.length >= MIN_SECRET_LENGTH) into.push(text);
    }
  }
  return parameterValues(cause, into, depth + 1);
}

/** A text without drizzle's parameter line and without any of `values`. */
export function withoutParameters(text: string, values: readonly string[] = []): string {
  let out = text.replace(PARAMS_LINE, '').replace(KEY_VALUES, '$1[redacted]$2');
  for (const value of [...values].sort((a, b) => b.length - a.length))
    out = out.replaceAll(value, '[redacted]');
  return out;
}

/**
 * pino serializer for `err` (and for an error logged as the object): type, message, stack, the
 * database's code and names, its cause; every text without the statement's parameters.
 */
export function serializeError(err: unknown, inherited: readonly string[] = [], depth = 0): unknown {
  if (typeof err === 'string') return withoutParameters(err, inherited);
  if (typeof err !== 'object' || err === null || depth > 8) return err;
  const values = [...inherited, ...parameterValues(err)];
  const e = err as Record<string, unknown>;
  const out: Record<string, unknown> = { type: (err as object).constructor?.name ?? 'Error' };
  if (typeof e.message === 'string') out.message = withoutParameters(e.message, values);
  if (typeof e.stack === 'string') out.stack = withoutParameters(e.stack, values);
  for (const field of ERROR_FIELDS) {
    const value = e[field];
    if (typeof value === 'string') out[field] = withoutParameters(value, values);
    else if (typeof value === 'number' || typeof value === 'boolean') out[field] = value;
  }
  if (typeof e.detail === 'string') out.detail = withoutParameters(e.detail, values);
  if (e.cause !== undefined) out.cause = serializeError(e.cause, values, depth + 1);
  if (Array.isArray(e.errors)) out.errors = e.errors.map((inner) => serializeError(inner, values, depth + 1));
  return out;
}

/** `serializeError` as pino's `err` serializer (typed as Fastify expects one). */
export const errSerializer = (err: unknown) =>
  serializeError(err) as { type: string; message: string; stack: string; [key: string]: unknown };

/** pino hook: a log message made of an error's message (`log.error(err.message)`) loses its parameter line too. */
export function logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  method.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? withoutParameters(arg) : arg)),
  );
}
