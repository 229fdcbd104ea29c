import { randomUUID } from 'node:crypto';
import { type Endpoint, endpoints, OPERATOR_ROLES, type OperatorRole, rolesAllow } from '@croupier/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../test/api.ts';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { newApiKey, newOperator } from '../test/operators.ts';
import { operatorAudit } from './modules/operators/tables.ts';

// The roles every operator call declares in the contract (ADR 047), for every call and every role:
// a caller whose roles the call does not allow is refused 403 `error.operator.role` before the
// handler; any other caller is not. And every operator write, allowed or refused, leaves exactly one
// row in the audit log; a read leaves none. The contract's list drives it, so a call added later is
// covered the day it lands.

const calls = (Object.values(endpoints) as Endpoint[]).filter((e) => e.auth === 'operator');

let t: TestContext;
const keys = new Map<OperatorRole, string>();
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
  for (const role of OPERATOR_ROLES) keys.set(role, (await newApiKey(t, [role], `matrix ${role}`)).key);
});
afterAll(() => t?.close());

/** Every path parameter a made-up uuid: whatever the call finds (or not), its roles come first. */
const paramsOf = (e: Endpoint) =>
  Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, randomUUID()]));

const auditRows = async (event: string) =>
  (await t.database.db.select({ n: count() }).from(operatorAudit).where(eq(operatorAudit.event, event)))[0]
    ?.n;

describe('every operator call with every role', () => {
  it.each(calls.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, endpoint) => {
    const before = await auditRows(endpoint.id);
    for (const role of OPERATOR_ROLES) {
      const res = await api(t)
        .operatorKey(keys.get(role) as string)
        .call(endpoint, { params: paramsOf(endpoint) });
      const what = `${endpoint.id} as ${role} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (rolesAllow(endpoint.roles, [role])) {
        expect(res.statusCode === 403 && res.json().error === 'error.operator.role', what).toBe(false);
      } else {
        expect(res.statusCode, what).toBe(403);
        expect(res.json(), what).toMatchObject({
          error: 'error.operator.role',
          details: { allowed: endpoint.roles, held: [role] },
        });
      }
    }
    // A write leaves one audit row per call, whatever its answer; a read leaves none.
    const rows = (await auditRows(endpoint.id)) ?? 0;
    expect(rows - (before ?? 0), `${endpoint.id}: audit rows`).toBe(
      endpoint.method === 'GET' ? 0 : OPERATOR_ROLES.length,
    );
  });
});

describe('roles of a signed-in operator', () => {
  it('are enforced on their session as on a key', async () => {
    const support = await newOperator(t, ['support']);
    const refused = await api(t)
      .console(support.session)
      .fails(endpoints.createApiKey, { body: { name: 'not mine', roles: ['admin'] } });
    expect(refused).toMatchObject({ status: 403, error: 'error.operator.role' });
    expect(await api(t).console(support.session).status(endpoints.listCallbackRequests)).toBe(200);
    // An admin widens the roles: the same session may now grant rewards' reads.
    await api(t)
      .operator()
      .ok(endpoints.updateOperator, {
        params: { operatorId: support.id },
        body: { roles: ['support', 'marketing'] },
      });
    expect(await api(t).console(support.session).status(endpoints.listRewardTemplates)).toBe(200);
  });
});
