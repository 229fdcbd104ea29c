import { describe, expect, it } from 'vitest';
import type { Endpoint } from './http.ts';
import { endpoints } from './index.ts';

const all: Endpoint[] = Object.values(endpoints);
const byId = new Map(all.map((e) => [e.id, e]));
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe("operator writes' audit reads (auditBefore)", () => {
  const declared = all.filter((e) => e.auditBefore !== undefined);

  it('are declared on the writes that have a read of what they change', () => {
    expect(declared.length).toBeGreaterThanOrEqual(20);
    for (const id of ['setOperatorLimit', 'setWithdrawalReviewRules', 'lockPlayer', 'setAdjustmentRules'])
      expect(byId.get(id)?.auditBefore, id).toBeDefined();
  });

  it('sit only on operator writes', () => {
    for (const e of declared) {
      expect(e.auth, e.id).toBe('operator');
      expect(e.method, e.id).not.toBe('GET');
    }
  });

  it('name an operator GET whose path parameters the write has and whose query may be left out', () => {
    for (const e of declared) {
      const read = byId.get(e.auditBefore ?? '');
      expect(read, `${e.id} → ${e.auditBefore}`).toBeDefined();
      if (!read) continue;
      expect(read.method, read.id).toBe('GET');
      expect(read.auth, read.id).toBe('operator');
      const writeParams = pathParams(e.path);
      for (const name of pathParams(read.path)) expect(writeParams, `${e.id} → ${read.id}`).toContain(name);
      if (read.query) expect(read.query.safeParse({}).success, read.id).toBe(true);
    }
  });
});
