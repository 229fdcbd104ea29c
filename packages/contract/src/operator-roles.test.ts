import { describe, expect, it } from 'vitest';
import { endpoints } from './index.ts';
import { EVERY_ROLE, OPERATOR_ROLES, rolesAllow } from './operator-roles.ts';

// Every call of the contract, so a new operator call that forgets its roles fails the day it lands.
const all = Object.values(endpoints);
const operatorCalls = all.filter((e) => e.auth === 'operator');
/** Reads kept from read-only: who the operators are, their keys, the audit log. */
const GUARDED_READS = new Set(['listOperators', 'listApiKeys', 'operatorAuditLog']);
const everyRole = (e: (typeof all)[number]) => e.roles?.length === EVERY_ROLE.length;

describe('operator roles in the contract', () => {
  it('are declared on every operator call, and only there', () => {
    expect(operatorCalls.length).toBeGreaterThan(60);
    expect(operatorCalls.filter((e) => !e.roles?.length).map((e) => e.id)).toEqual([]);
    expect(all.filter((e) => e.auth !== 'operator' && e.roles).map((e) => e.id)).toEqual([]);
  });

  it('keep every operator call under /operator/ and every role known, each once', () => {
    for (const e of operatorCalls) {
      expect(e.path, e.id).toMatch(/^\/operator\//);
      for (const role of e.roles ?? []) expect(OPERATOR_ROLES, e.id).toContain(role);
      expect(new Set(e.roles).size, e.id).toBe(e.roles?.length);
    }
  });

  it('let the admin make every operator call', () => {
    expect(operatorCalls.filter((e) => !rolesAllow(e.roles, ['admin'])).map((e) => e.id)).toEqual([]);
  });

  it('let read-only make every read but the guarded ones, and no write but on its own account', () => {
    const reads = operatorCalls.filter((e) => e.method === 'GET' && !GUARDED_READS.has(e.id));
    expect(reads.filter((e) => !rolesAllow(e.roles, ['read-only'])).map((e) => e.id)).toEqual([]);
    const writes = operatorCalls.filter((e) => e.method !== 'GET' && !everyRole(e));
    expect(writes.filter((e) => rolesAllow(e.roles, ['read-only'])).map((e) => e.id)).toEqual([]);
    // The calls open to every role are the signed-in operator's own (/operator/auth, /operator/account).
    for (const e of operatorCalls.filter(everyRole))
      expect(e.path, e.id).toMatch(/^\/operator\/(auth|account)\b/);
  });

  it('keep operators, keys and the audit log from the work roles', () => {
    for (const id of GUARDED_READS) {
      const e = operatorCalls.find((c) => c.id === id);
      expect(rolesAllow(e?.roles, ['read-only', 'marketing', 'support', 'finance']), id).toBe(false);
    }
  });

  it('refuse an identity with no roles, and anything without declared roles', () => {
    expect(rolesAllow(['admin'], [])).toBe(false);
    expect(rolesAllow(undefined, ['admin'])).toBe(false);
  });
});
