import { endpoints } from '@croupier/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../../../test/api.ts';
import { buildTestApp, freshIp, freshLoopbackIp, type TestContext } from '../../../test/helper.ts';
import { newApiKey, newOperator } from '../../../test/operators.ts';
import { sqlState } from '../../platform/pg-errors.ts';
import { operatorApiKeys } from './tables.ts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
});
afterAll(() => t?.close());

describe('API keys', () => {
  it('are shown once, kept hashed, record their last use and stop at once when revoked', async () => {
    const made = await api(t)
      .operator()
      .ok(endpoints.createApiKey, { body: { name: 'reporting', roles: ['finance'] } });
    expect(made.key).toMatch(/^cro_/);
    const listed = await api(t).operator().ok(endpoints.listApiKeys);
    expect(JSON.stringify(listed)).not.toContain(made.key);
    const [row] = await t.database.db
      .select()
      .from(operatorApiKeys)
      .where(eq(operatorApiKeys.id, made.apiKey.id));
    expect(row?.keyHash).not.toContain(made.key);
    expect(JSON.stringify(row)).not.toContain(made.key);
    expect(row?.lastUsedAt).toBeNull();

    const ip = freshIp();
    expect(await api(t).from(ip).operatorKey(made.key).status(endpoints.operatorFunnel)).toBe(200);
    // A bearer key is the same key.
    const bearer = await api(t).call(endpoints.operatorFunnel, {
      headers: { authorization: `Bearer ${made.key}` },
    });
    expect(bearer.statusCode).toBe(200);
    const used = (await api(t).operator().ok(endpoints.listApiKeys)).keys.find(
      (k) => k.id === made.apiKey.id,
    );
    expect(used?.lastUsedAt).not.toBeNull();
    expect(used?.createdBy).toBe('operator-token');

    await api(t)
      .operator()
      .ok(endpoints.revokeApiKey, { params: { keyId: made.apiKey.id } });
    const refused = await api(t).operatorKey(made.key).fails(endpoints.operatorFunnel);
    expect(refused).toMatchObject({ status: 403, error: 'error.operator.unauthorized' });
  });

  it('cannot act on the account calls, which are a signed-in operator’s', async () => {
    const { key } = await newApiKey(t, ['admin']);
    const res = await api(t).operatorKey(key).fails(endpoints.operatorAccount);
    expect(res).toMatchObject({ status: 403, error: 'error.operator.session-only' });
  });
});

describe('OPERATOR_TOKEN', () => {
  it('is an admin from loopback only', async () => {
    expect(await api(t).from(freshLoopbackIp()).operator().status(endpoints.listOperators)).toBe(200);
    expect(await api(t).from('::1').operator().status(endpoints.listOperators)).toBe(200);
    const world = await api(t).from(freshIp()).operator().fails(endpoints.listOperators);
    expect(world).toMatchObject({ status: 403, error: 'error.operator.unauthorized' });
    // Through a proxy on this machine the world would look local: a forwarded request is refused.
    const forwarded = await api(t)
      .from(freshLoopbackIp())
      .operator()
      .fails(endpoints.listOperators, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.error).toBe('error.operator.unauthorized');
  });
});

describe('the audit log', () => {
  it('records who wrote what, from where, on which target, with secrets redacted', async () => {
    const admin = await newOperator(t, ['admin']);
    const ip = freshIp();
    const made = await api(t)
      .from(ip)
      .console(admin.session)
      .ok(endpoints.createOperator, { body: { email: 'audited@example.com', roles: ['finance'] } });
    await api(t)
      .from(ip)
      .console(admin.session)
      .ok(endpoints.updateOperator, {
        params: { operatorId: made.operator.id },
        body: { roles: ['compliance'] },
      });
    await api(t)
      .console(admin.session)
      .fails(endpoints.operatorChangePassword, {
        body: { currentPassword: 'secret current one', newPassword: 'secret new passphrase' },
      });

    const page = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, { query: { actor: admin.email, size: 10 } });
    const events = page.content.map((e) => e.event);
    expect(events.slice(0, 3)).toEqual(['operatorChangePassword', 'updateOperator', 'createOperator']);
    const [password, update] = page.content;
    expect(update).toMatchObject({
      actorKind: 'operator',
      actorId: admin.id,
      actorName: admin.email,
      roles: ['admin'],
      ip,
      method: 'PUT',
      target: { operatorId: made.operator.id },
      body: { roles: ['compliance'] },
      status: 200,
    });
    expect(password?.body).toEqual({ currentPassword: '[redacted]', newPassword: '[redacted]' });
    expect(password?.status).toBe(400);
    expect(JSON.stringify(page)).not.toContain('secret new passphrase');
    // Sign-ins are there too.
    const signIns = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, { query: { actor: admin.id, event: 'operator.sign-in' } });
    expect(signIns.content[0]?.body).toMatchObject({ method: 'enrolment' });
  });

  it('filters by target and time, and pages', async () => {
    const admin = await newOperator(t, ['admin']);
    const target = (await newOperator(t, ['support'])).id;
    const from = new Date(t.now()).toISOString();
    for (const roles of [['finance'], ['marketing'], ['support']] as const)
      await api(t)
        .console(admin.session)
        .ok(endpoints.updateOperator, { params: { operatorId: target }, body: { roles: [...roles] } });
    t.advance(1000);
    const to = new Date(t.now()).toISOString();
    const first = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, { query: { target, event: 'updateOperator', from, to, size: 2 } });
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, page: 0 });
    expect(first.content.map((e) => e.body)).toEqual([{ roles: ['support'] }, { roles: ['marketing'] }]);
    const second = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, {
        query: { target, event: 'updateOperator', from, to, size: 2, page: 1 },
      });
    expect(second.content.map((e) => e.body)).toEqual([{ roles: ['finance'] }]);
    const later = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, { query: { target, from: to } });
    expect(later.totalElements).toBe(0);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    const before = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, { query: { size: 1 } });
    expect(before.totalElements).toBeGreaterThan(0);
    for (const statement of [
      sql`update operator_audit set status = 0`,
      sql`delete from operator_audit`,
      sql`truncate operator_audit`,
    ]) {
      const refused = await t.database.db.execute(statement).then(
        () => null,
        (err: unknown) => err,
      );
      // restrict_violation, raised by the table's trigger.
      expect(sqlState(refused)).toBe('23001');
    }
    const after = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, { query: { size: 1 } });
    expect(after.totalElements).toBeGreaterThanOrEqual(before.totalElements);
    expect(after.content[0]?.status).not.toBe(0);
  });

  it('records failed sign-ins with the e-mail given', async () => {
    await api(t).fails(endpoints.operatorSignIn, {
      body: { email: 'ghost@example.com', password: 'whatever 123' },
    });
    const page = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, { query: { actor: 'ghost@example.com' } });
    expect(page.content[0]).toMatchObject({
      event: 'operator.sign-in.failed',
      actorKind: 'anonymous',
      status: 401,
      body: { reason: 'unknown' },
    });
  });
});
