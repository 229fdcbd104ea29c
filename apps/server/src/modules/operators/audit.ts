import type { AuditEntry, Endpoint } from '@croupier/contract';
import { pageAnswer } from '@croupier/contract/paging';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuditChange } from '../../platform/audit-change.ts';
import type { Db } from '../../platform/db.ts';
import type { OperatorIdentity } from '../../platform/operator.ts';
import { type AuditFilter, type AuditRow, auditPage, insertAudit } from './repository-access.ts';

/** Field names whose values never reach the audit log. */
const SECRET = /password|secret|token|challenge|recovery|totp|apikey|^key$/i;
const REDACTED = '[redacted]';

/** Longest text kept of one value. */
const MAX_TEXT = 2000;

/**
 * A text as jsonb takes it: a refused request may carry NUL or lone surrogates, which jsonb does
 * not store, and a long one is cut.
 */
const storable = (text: string) =>
  text
    .replaceAll(String.fromCharCode(0), '\uFFFD')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .slice(0, MAX_TEXT);

/** A body or target as the audit log keeps it: every secret-named field, at any depth, replaced. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (typeof value === 'string') return storable(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [storable(k), SECRET.test(k) ? REDACTED : redact(v, depth + 1)]),
    );
  return value;
}

/** Most JSON kept of one before or after (a read may answer a long list). */
export const MAX_SNAPSHOT_CHARS = 64 * 1024;

/** A before or after as the audit log keeps it: redacted, and replaced by a note when too long. */
export function snapshot(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const kept = redact(value);
  const length = JSON.stringify(kept)?.length ?? 0;
  return length > MAX_SNAPSHOT_CHARS ? `[too long: ${length} characters]` : kept;
}

/** A sign-in event (the calls are public, so the sign-in service records them itself). */
export interface AuthEvent {
  event: string;
  ip: string;
  status: number;
  actor?: { id: string; name: string; roles: readonly string[] } | undefined;
  /** Who a failed sign-in said it was (the e-mail given). */
  claimed?: string | undefined;
  detail?: Record<string, unknown>;
}

/**
 * The operators' audit log (append-only: the table refuses UPDATE and DELETE). One row per operator
 * write, recorded by `registerEndpoint` once the answer is known, and one per sign-in event. Each
 * row is the brand's whose console it came through; a brand's log shows its rows only (ADR 066).
 */
export class AuditLog {
  constructor(private readonly d: { db: Db; now: () => number; brandId: string }) {}

  /**
   * An operator call's row: who, from where, which call, its path parameters, its body, and what it
   * changed (before and after), each redacted.
   */
  async call(
    request: FastifyRequest,
    identity: OperatorIdentity,
    endpoint: Endpoint,
    status: number,
    change: AuditChange = { before: null, after: null },
  ) {
    await insertAudit(this.d.db, {
      brandId: this.d.brandId,
      at: new Date(this.d.now()),
      actorKind: identity.kind,
      actorId: identity.id,
      actorName: identity.name,
      roles: [...identity.roles],
      ip: request.ip,
      event: endpoint.id,
      method: endpoint.method,
      target: (redact(request.params ?? {}) as Record<string, unknown>) ?? {},
      body: request.body === undefined ? null : redact(request.body),
      status,
      before: snapshot(change.before),
      after: snapshot(change.after),
    });
  }

  async authEvent(e: AuthEvent) {
    await insertAudit(this.d.db, {
      brandId: this.d.brandId,
      at: new Date(this.d.now()),
      actorKind: e.actor ? 'operator' : 'anonymous',
      actorId: e.actor?.id ?? null,
      actorName: e.actor?.name ?? e.claimed ?? '',
      roles: [...(e.actor?.roles ?? [])],
      ip: e.ip,
      event: e.event,
      method: null,
      target: e.actor ? { operatorId: e.actor.id } : {},
      body: e.detail ?? null,
      status: e.status,
    });
  }

  async page(q: AuditFilter & { page: number; size: number }) {
    const { rows, total } = await auditPage(this.d.db, this.d.brandId, q, q.page, q.size);
    return pageAnswer(rows.map(view), q.page, q.size, total);
  }
}

const view = (r: AuditRow): z.input<typeof AuditEntry> => ({
  id: r.id,
  at: r.at.toISOString(),
  actorKind: r.actorKind,
  actorId: r.actorId,
  actorName: r.actorName,
  roles: r.roles,
  ip: r.ip,
  event: r.event,
  method: r.method,
  target: r.target as Record<string, unknown>,
  body: r.body,
  status: r.status,
  before: r.before ?? null,
  after: r.after ?? null,
});
