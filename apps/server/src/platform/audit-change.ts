import type { Endpoint } from '@croupier/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * "Before and after" for the audit log (docs/decisions/047-operator-identity.md). An operator write
 * that names an `auditBefore` read in the contract has that read's handler run with the write's
 * path parameters and the same caller: once after the role check and validation, before the write's
 * handler, and again after a successful write. No HTTP round trip: `registerEndpoint` keeps every
 * operator read here, by its id, as a function of the request.
 */

/** An operator read run for the audit: its answer as JSON would carry it. */
export type AuditRead = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What a write changed, as the audit row keeps it. */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

// Keyed by the HTTP server, which every encapsulated scope of one app shares.
const readsByApp = new WeakMap<object, Map<string, AuditRead>>();

function readsOf(app: FastifyInstance): Map<string, AuditRead> {
  let reads = readsByApp.get(app.server);
  if (!reads) {
    reads = new Map();
    readsByApp.set(app.server, reads);
  }
  return reads;
}

export function keepAuditRead(app: FastifyInstance, endpoint: Endpoint, read: AuditRead): void {
  readsOf(app).set(endpoint.id, read);
}

/** The names in a path's `{name}` placeholders. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

/**
 * The write's `auditBefore` read, now: its answer, or null when it failed (a missing target is a
 * 404) or is not registered. It never stops the write.
 */
export async function readForAudit(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  write: Endpoint,
): Promise<unknown> {
  const read = write.auditBefore ? readsOf(app).get(write.auditBefore) : undefined;
  if (!read) return null;
  try {
    return (await read(request, reply)) ?? null;
  } catch (err) {
    request.log.debug({ err, read: write.auditBefore }, 'audit read failed');
    return null;
  }
}

/** Makes the stored result of a handler plain JSON (dates as text, no undefined). */
export function asJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value) ?? 'null');
}
