import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, type OperatorRole, VerificationDocument } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../../../test/api.ts';
import { JPEG, PDF, uploadDocument } from '../../../test/documents.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { newApiKey } from '../../../test/operators.ts';
import { registerByEmail } from '../../../test/players.ts';
import { MemoryKyc } from '../../adapters/kyc/index.ts';

let t: TestContext;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'croupier-player-docs-'));
  t = await buildTestApp({
    env: { UPLOADS_DIR: path.join(root, 'uploads'), OPERATOR_TOKEN },
    adapters: { kyc: new MemoryKyc() },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

type Auth = Awaited<ReturnType<typeof registerByEmail>>['auth'];

async function upload(auth: Auth, bytes: Buffer, filename: string) {
  const res = await uploadDocument(t, auth.token, auth.uuid, { bytes, filename }, filename);
  expect(res.statusCode, res.body).toBe(200);
  return VerificationDocument.parse(res.json());
}

const read = (key: string, playerUUID: string) =>
  api(t).operatorKey(key).call(endpoints.operatorPlayerDocuments, { params: { playerUUID } });

describe("an operator reads a player's documents", () => {
  it("lists that player's documents newest first, and their identity check once started", async () => {
    const { auth } = await registerByEmail(t);
    const { auth: other } = await registerByEmail(t);
    const passport = await upload(auth, JPEG, 'passport.jpg');
    t.advance(1000);
    const statement = await upload(auth, PDF, 'statement.pdf');
    const theirs = await upload(other, JPEG, 'not-hers.jpg');

    const support = (await newApiKey(t, ['support'])).key;
    const first = await read(support, auth.uuid);
    expect(first.statusCode, first.body).toBe(200);
    const body = endpoints.operatorPlayerDocuments.response.parse(first.json());
    expect(body.identity).toBeNull();
    expect(body.documents.map((d) => d.uuid)).toEqual([statement.uuid, passport.uuid]);
    expect(body.documents.map((d) => d.uuid)).not.toContain(theirs.uuid);
    expect(body.documents[0]).toMatchObject({
      fileName: 'statement.pdf',
      documentType: statement.documentType,
      status: 'WAITING_REVIEW',
      comment: null,
    });

    // A review shows in the player's list as the player sees it.
    await api(t)
      .operator()
      .ok(endpoints.reviewDocument, {
        params: { documentId: passport.uuid },
        body: { status: 'REJECTED', comment: 'Blurred' },
      });
    const started = await api(t)
      .as(auth)
      .call(endpoints.startKycSession, { params: { id: auth.uuid }, query: {}, body: {} });
    expect(started.statusCode, started.body).toBe(200);
    const after = await api(t)
      .operator()
      .ok(endpoints.operatorPlayerDocuments, { params: { playerUUID: auth.uuid } });
    expect(after.documents.find((d) => d.uuid === passport.uuid)).toMatchObject({
      status: 'REJECTED',
      comment: 'Blurred',
    });
    expect(after.identity).toMatchObject({ status: 'NOT_VERIFIED' });
  });

  it('answers an empty list for a player with none, and 404 for an unknown player', async () => {
    const { auth } = await registerByEmail(t);
    const none = await api(t)
      .operator()
      .ok(endpoints.operatorPlayerDocuments, { params: { playerUUID: auth.uuid } });
    expect(none).toEqual({ identity: null, documents: [] });
    const unknown = await api(t)
      .operator()
      .fails(endpoints.operatorPlayerDocuments, { params: { playerUUID: randomUUID() } });
    expect(unknown).toMatchObject({ status: 404, error: 'error.not.found' });
  });

  it('is open to compliance, support, read-only and admin; refused to other roles and to players', async () => {
    const { auth } = await registerByEmail(t);
    await upload(auth, JPEG, 'id.jpg');
    const answers: Partial<Record<OperatorRole, number>> = {};
    for (const role of ['admin', 'compliance', 'support', 'read-only', 'finance', 'marketing'] as const) {
      answers[role] = (await read((await newApiKey(t, [role])).key, auth.uuid)).statusCode;
    }
    expect(answers).toEqual({
      admin: 200,
      compliance: 200,
      support: 200,
      'read-only': 200,
      finance: 403,
      marketing: 403,
    });
    expect(
      await api(t)
        .as(auth)
        .status(endpoints.operatorPlayerDocuments, { params: { playerUUID: auth.uuid } }),
    ).toBe(403);
  });
});
