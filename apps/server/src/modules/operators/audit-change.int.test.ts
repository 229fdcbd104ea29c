import { randomUUID } from 'node:crypto';
import { type AuditEntry, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { api, OPERATOR_TOKEN, unchecked } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { walletPlayer } from '../../../test/wallet.ts';

// What an operator write changed: the audit row keeps its `auditBefore` read's answer from just
// before the write and from just after it (redacted like bodies), or else the write's answer.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
});
afterAll(() => t?.close());

const operator = () => api(t).operator();

type Row = z.output<typeof AuditEntry>;

/** The newest audit row of a call, found through the audit log's own read. */
async function lastRow(event: string, target?: string): Promise<Row> {
  const page = await operator().ok(endpoints.operatorAuditLog, {
    query: { event, ...(target && { target }) },
  });
  const row = page.content[0];
  if (!row) throw new Error(`no audit row for ${event}`);
  return row;
}

describe('before and after in the audit log', () => {
  it('keeps the review rules as they were and as they became', async () => {
    await operator().ok(endpoints.setWithdrawalReviewRules, { body: { thresholds: { USD: '100.00' } } });
    await operator().ok(endpoints.setWithdrawalReviewRules, { body: { thresholds: { USD: '250.00' } } });
    const row = await lastRow('setWithdrawalReviewRules');
    expect(row).toMatchObject({
      status: 200,
      before: { thresholds: { USD: '100.00' } },
      after: { thresholds: { USD: '250.00' } },
    });
  });

  it("keeps a player's limits before and after an operator's limit", async () => {
    const p = await walletPlayer(t);
    await operator().ok(endpoints.setOperatorLimit, {
      params: { playerUUID: p.uuid },
      body: { kind: 'DEPOSIT', period: 'MONTH', amount: 300 },
    });
    const row = await lastRow('setOperatorLimit', p.uuid);
    expect(row.target).toEqual({ playerUUID: p.uuid });
    expect(row.before).toMatchObject({ limits: [], history: [] });
    expect(row.after).toMatchObject({ limits: [{ kind: 'DEPOSIT', period: 'MONTH', amount: 300 }] });
  });

  it("keeps a player's status before and after a lock and an unlock", async () => {
    const p = await walletPlayer(t);
    const params = { playerUUID: p.uuid };
    await operator().ok(endpoints.lockPlayer, { params, body: { reason: 'chargeback under review' } });
    const locked = await lastRow('lockPlayer', p.uuid);
    expect(locked.before).toMatchObject({ profile: { uuid: p.uuid }, status: { lock: null } });
    expect(locked.after).toMatchObject({ status: { lock: { reason: 'chargeback under review' } } });
    await operator().ok(endpoints.unlockPlayer, { params, body: { reason: 'chargeback resolved' } });
    const unlocked = await lastRow('unlockPlayer', p.uuid);
    expect(unlocked.before).toMatchObject({ status: { lock: { reason: 'chargeback under review' } } });
    expect(unlocked.after).toMatchObject({ status: { lock: null } });
  });

  it('keeps no before (nor after) for a missing target, and the write answers as it would', async () => {
    const nobody = randomUUID();
    const res = await operator().call(endpoints.lockPlayer, {
      params: { playerUUID: nobody },
      body: { reason: 'no such player' },
    });
    expect(res.statusCode).toBe(404);
    expect(await lastRow('lockPlayer', nobody)).toMatchObject({ status: 404, before: null, after: null });
  });

  it('keeps no before for a write refused by validation, and no after for one its handler refuses', async () => {
    const malformed = await operator().call(endpoints.setWithdrawalReviewRules, {
      body: unchecked({ thresholds: 'all of them' }),
    });
    expect(malformed.statusCode).toBe(400);
    expect(await lastRow('setWithdrawalReviewRules')).toMatchObject({
      status: 400,
      before: null,
      after: null,
    });
    const rules = await operator().ok(endpoints.withdrawalReviewRules, {});
    const tooFine = await operator().call(endpoints.setWithdrawalReviewRules, {
      body: { thresholds: { USD: '1.001' } },
    });
    expect(tooFine.statusCode).toBe(400);
    expect(await lastRow('setWithdrawalReviewRules')).toMatchObject({
      status: 400,
      before: rules,
      after: null,
    });
  });

  it('redacts secrets in before and after as in bodies', async () => {
    const settings = (key: string) => ({ groups: { default: { kind: 'TAWK' as const, key } }, hiddenOn: [] });
    await operator().ok(endpoints.updateLiveChatSettings, { body: settings('first-widget-key') });
    await operator().ok(endpoints.updateLiveChatSettings, { body: settings('second-widget-key') });
    const row = await lastRow('updateLiveChatSettings');
    const redacted = { groups: { default: { kind: 'TAWK', key: '[redacted]' } } };
    expect(row).toMatchObject({ before: redacted, after: redacted, body: redacted });
    expect(JSON.stringify(row)).not.toMatch(/widget-key/);
  });

  it("keeps a write's own answer as its after when it names no read, secrets redacted", async () => {
    const created = await operator().ok(endpoints.createApiKey, {
      body: { name: 'audited key', roles: ['support'] },
    });
    const row = await lastRow('createApiKey');
    expect(row.before).toBeNull();
    // `apiKey` is a secret's name too: the whole view goes, as it would in a body.
    expect(row.after).toEqual({ apiKey: '[redacted]', key: '[redacted]' });
    expect(JSON.stringify(row)).not.toContain(created.key);
  });
});
