/**
 * Is this error the database connection going away (a restart, a failover, a terminated backend,
 * a network cut) rather than a fault of the request? Such a request may simply be tried again: the
 * error handler answers it 503 with Retry-After, and the pool opens new connections on the next query.
 *
 * Drizzle wraps a failed query in an error whose `cause` is the driver's, a failed ROLLBACK can hide
 * the original failure, and a dead connection may fail a query with a plain message, so the whole
 * `cause` chain (and an AggregateError's members) is looked at: SQLSTATE codes, Node socket codes
 * and node-postgres's own messages.
 */

/** SQLSTATE codes outside class 08 (connection exception) that mean "the server went or is not there". */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);

/** Node's socket and DNS failures on the way to the database. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these without a code. */
const MESSAGES = [
  'connection terminated', // "Connection terminated unexpectedly", "… due to connection timeout"
  'client has encountered a connection error and is not queryable',
  'client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'connection ended unexpectedly',
];

function lostItself(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^08[0-9A-Z]{3}$/.test(code) || SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
  }
  // Drizzle's wrapper quotes the statement and its parameters: only its cause speaks for the driver.
  if ('params' in err) return false;
  const message = (err as { message?: unknown }).message;
  if (typeof message !== 'string') return false;
  const lower = message.toLowerCase();
  return MESSAGES.some((m) => lower.includes(m));
}

export function isConnectionLost(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 8) return false;
  if (lostItself(err)) return true;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (isConnectionLost(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isConnectionLost(e, depth + 1));
}
