import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DocumentQueuePage, endpoints, VerificationDocument } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN, unchecked } from '../../../test/api.ts';
import { JPEG, PDF, uploadDocument } from '../../../test/documents.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';

let t: TestContext;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'croupier-queue-'));
  t = await buildTestApp({ env: { UPLOADS_DIR: path.join(root, 'uploads'), OPERATOR_TOKEN } });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

async function uploaded(bytes: Buffer, filename: string) {
  const { auth } = await registerByEmail(t);
  const res = await uploadDocument(t, auth.token, auth.uuid, { bytes, filename }, filename);
  expect(res.statusCode, res.body).toBe(200);
  return { auth, doc: VerificationDocument.parse(res.json()) };
}

async function queue(query: Record<string, string> = {}) {
  const res = await api(t)
    .operator()
    .call(endpoints.documentQueue, { query: unchecked(query) });
  expect(res.statusCode, res.body).toBe(200);
  return DocumentQueuePage.parse(res.json());
}

describe("the operators' documents queue", () => {
  it('lists waiting documents oldest first with whose they are; a decision takes one off', async () => {
    const first = await uploaded(JPEG, 'passport.jpg');
    t.advance(1000);
    const second = await uploaded(PDF, 'statement.pdf');
    const waiting = (await queue({ size: '100' })).content;
    const ids = waiting.map((d) => d.uuid);
    expect(ids.indexOf(first.doc.uuid)).toBeLessThan(ids.indexOf(second.doc.uuid));
    expect(waiting.find((d) => d.uuid === second.doc.uuid)).toMatchObject({
      playerUuid: second.auth.uuid,
      fileName: 'statement.pdf',
      mimeType: 'application/pdf',
      status: 'WAITING_REVIEW',
    });

    const verified = await api(t)
      .operator()
      .call(endpoints.reviewDocument, {
        params: { documentId: first.doc.uuid },
        body: { status: 'UNDER_REVIEW' },
      });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await queue({ size: '100' })).content.map((d) => d.uuid)).not.toContain(first.doc.uuid);
    expect((await queue({ status: 'UNDER_REVIEW', size: '100' })).content.map((d) => d.uuid)).toContain(
      first.doc.uuid,
    );
    const paged = await queue({ size: '1' });
    expect(paged.content).toHaveLength(1);
    expect(paged.totalPages).toBe(paged.totalElements);
  });

  it("opens any player's file inline for the operator, with nothing it could run", async () => {
    const { doc } = await uploaded(JPEG, 'id card.jpg');
    const res = await api(t)
      .operator()
      .call(endpoints.operatorDocumentFile, { params: { documentId: doc.uuid } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="id card\.jpg"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(JPEG)).toBe(true);
  });

  it('refuses players, unknown ids and bad filters', async () => {
    const { auth, doc } = await uploaded(JPEG, 'a.jpg');
    expect(await api(t).as(auth).status(endpoints.documentQueue, { query: {} })).toBe(403);
    expect(
      await api(t)
        .as(auth)
        .status(endpoints.operatorDocumentFile, { params: { documentId: doc.uuid } }),
    ).toBe(403);
    expect(
      await api(t)
        .operator()
        .status(endpoints.operatorDocumentFile, {
          params: { documentId: '00000000-0000-4000-8000-000000000000' },
        }),
    ).toBe(404);
    expect(
      await api(t)
        .operator()
        .status(endpoints.documentQueue, { query: unchecked({ status: 'LOST' }) }),
    ).toBe(400);
  });
});
