import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { CALLBACK_PATH, DEV_KYC_WEBHOOK_SECRET, signCallback } from './index.ts';

const SECRET = 'sandbox-test-secret-0123456789';
const received: { headers: Record<string, unknown>; body: string }[] = [];
let platformAnswers = 200;
const platform = Fastify();
let platformUrl = '';

beforeAll(async () => {
  platform.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  platform.post(CALLBACK_PATH, async (req, reply) => {
    received.push({ headers: req.headers, body: req.body as string });
    return reply.code(platformAnswers).send({ received: true, duplicate: false });
  });
  platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => platform.close());

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function openSession(sandbox: ReturnType<typeof buildSandbox>) {
  const res = await sandbox.inject({
    method: 'POST',
    url: '/kyc/sessions',
    payload: { reference: 'player-1', successUrl: `${platformUrl}/profile/kyc` },
  });
  expect(res.statusCode).toBe(201);
  return res.json().sessionToken as string;
}

function expectSigned(call: { headers: Record<string, unknown>; body: string }) {
  const ts = String(call.headers['x-kyc-timestamp']);
  const expected = `v1=${createHmac('sha256', SECRET).update(`${ts}.${call.body}`).digest('hex')}`;
  expect(call.headers['x-kyc-signature']).toBe(expected);
  expect(Math.abs(Number(ts) * 1000 - Date.now())).toBeLessThan(60_000);
}

describe('sandbox KYC provider', () => {
  it('signs as the platform verifies (same vector as apps/server/src/adapters/kyc/signature.test.ts)', () => {
    expect(signCallback(DEV_KYC_WEBHOOK_SECRET, 1_700_000_000, '{"a":1}')).toBe(
      'v1=a4234a8130c428f86403af37597a7696ea3ddae506e9b15580232bd1522f2131',
    );
  });

  it('walks the document and selfie steps, then posts a signed VERIFIED result to the platform', async () => {
    const sandbox = buildSandbox({ platformUrl, kycWebhookSecret: SECRET });
    const token = await openSession(sandbox);
    const frameUrl = `/kyc/frame?session_token=${token}`;

    const first = await sandbox.inject(frameUrl);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Step 1 of 2');
    expect(first.body).toContain('<select id="documentType" name="documentType">');
    expect(first.headers['content-security-policy']).toContain(
      `frame-ancestors 'self' ${new URL(platformUrl).origin}`,
    );

    const bad = await sandbox.inject({
      method: 'POST',
      url: '/kyc/frame/document',
      ...form({ session_token: token, documentType: 'PASSPORT', documentNumber: '!' }),
    });
    expect(bad.statusCode).toBe(400);
    const doc = await sandbox.inject({
      method: 'POST',
      url: '/kyc/frame/document',
      ...form({ session_token: token, documentType: 'PASSPORT', documentNumber: 'X1234567' }),
    });
    expect(doc.statusCode).toBe(303);
    expect(doc.headers.location).toBe(frameUrl);
    expect((await sandbox.inject(frameUrl)).body).toContain('Step 2 of 2');

    const noSelfie = await sandbox.inject({
      method: 'POST',
      url: '/kyc/frame/selfie',
      ...form({ session_token: token, outcome: 'VERIFIED' }),
    });
    expect(noSelfie.statusCode).toBe(400);
    expect(received).toHaveLength(0);

    const done = await sandbox.inject({
      method: 'POST',
      url: '/kyc/frame/selfie',
      ...form({ session_token: token, selfie: 'taken', outcome: 'VERIFIED' }),
    });
    expect(done.statusCode).toBe(303);
    expect(received).toHaveLength(1);
    const call = received[0]!;
    expectSigned(call);
    expect(JSON.parse(call.body)).toMatchObject({
      sessionToken: token,
      status: 'VERIFIED',
      eventId: expect.any(String),
    });

    const result = await sandbox.inject(frameUrl);
    expect(result.body).toContain('Identity verified');
    expect(result.body).toContain(
      `window.parent.postMessage({"type":"kyc.completed","status":"VERIFIED"}, "${new URL(platformUrl).origin}")`,
    );
    expect(result.body).toContain(`href="${platformUrl}/profile/kyc" target="_top"`);
  });

  it('offers to send the result again when the platform did not take it, with the same event id', async () => {
    received.length = 0;
    const sandbox = buildSandbox({ platformUrl, kycWebhookSecret: SECRET });
    const token = await openSession(sandbox);
    await sandbox.inject({
      method: 'POST',
      url: '/kyc/frame/document',
      ...form({ session_token: token, documentType: 'ID_CARD', documentNumber: 'AB12345' }),
    });
    platformAnswers = 503;
    await sandbox.inject({
      method: 'POST',
      url: '/kyc/frame/selfie',
      ...form({ session_token: token, selfie: 'taken', outcome: 'REJECTED' }),
    });
    const page = await sandbox.inject(`/kyc/frame?session_token=${token}`);
    expect(page.body).toContain('Send the result again');
    expect(page.body).not.toContain('postMessage');
    platformAnswers = 200;
    await sandbox.inject({ method: 'POST', url: '/kyc/frame/resend', ...form({ session_token: token }) });
    expect(received).toHaveLength(2);
    expect(JSON.parse(received[1]!.body)).toEqual(JSON.parse(received[0]!.body));
    expect(JSON.parse(received[1]!.body).status).toBe('REJECTED');
    expectSigned(received[1]!);
    expect((await sandbox.inject(`/kyc/frame?session_token=${token}`)).body).toContain(
      'Identity not verified',
    );
  });

  it('answers 404 for an unknown or expired session', async () => {
    let now = Date.now();
    const sandbox = buildSandbox({ platformUrl, kycWebhookSecret: SECRET, now: () => now });
    expect((await sandbox.inject('/kyc/frame?session_token=nope')).statusCode).toBe(404);
    const token = await openSession(sandbox);
    now += 61 * 60 * 1000;
    expect((await sandbox.inject(`/kyc/frame?session_token=${token}`)).statusCode).toBe(404);
  });
});
