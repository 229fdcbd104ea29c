import { randomUUID } from 'node:crypto';
import { ErrorCode, endpoints, KYC_CALLBACK_TOLERANCE_MS, KycFrame, KycStatus } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, envelope } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import {
  KYC_SIGNATURE_HEADER,
  KYC_TIMESTAMP_HEADER,
  MemoryKyc,
  signKycCallback,
} from '../../adapters/kyc/index.ts';

const SECRET = 'kyc-secret-for-the-tests-0123456789';
const kycProvider = new MemoryKyc();
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: 'https://play.example.com', KYC_WEBHOOK_SECRET: SECRET },
    adapters: { kyc: kycProvider },
  });
});
afterAll(() => t?.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);

type Player = { token: string };

function start(uuid: string, player: Player, successUrl = 'https://play.example.com/profile/kyc') {
  return api(t)
    .as(player)
    .call(endpoints.startKycSession, { params: { id: uuid }, query: { successUrl }, body: {} });
}

async function startedSession(uuid: string, player: Player): Promise<string> {
  const res = await start(uuid, player);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const status = (uuid: string, player: Player) =>
  api(t)
    .as(player)
    .call(endpoints.kycStatus, { params: { id: uuid } });

/** Delivers a callback as the provider would, signed with `secret` at `timestamp` unless told otherwise. */
function callback(
  body: Record<string, unknown>,
  o: { secret?: string; timestamp?: number; signature?: string | null; rawBody?: string } = {},
) {
  const raw = o.rawBody ?? JSON.stringify(body);
  const timestamp = o.timestamp ?? nowSeconds();
  const signature =
    o.signature === undefined ? signKycCallback(o.secret ?? SECRET, timestamp, raw) : o.signature;
  return api(t).call(endpoints.kycCallback, {
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [KYC_TIMESTAMP_HEADER]: String(timestamp),
      ...(signature !== null && { [KYC_SIGNATURE_HEADER]: signature }),
    },
  });
}

const event = (sessionToken: string, st: 'VERIFIED' | 'REJECTED' = 'VERIFIED') => ({
  eventId: randomUUID(),
  sessionToken,
  status: st,
});

describe('KYC status and session start', () => {
  it('is 404 before any check (not verified, 000 §4), NOT_VERIFIED while one is pending', async () => {
    const { auth } = await registerByEmail(t);
    const none = await status(auth.uuid, auth);
    expect(none.statusCode).toBe(404);
    expect(envelope(none).error).toBe(ErrorCode.kycNotFound);

    const res = await start(auth.uuid, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const token = res.body;
    expect(kycProvider.sessions.at(-1)).toEqual({
      sessionToken: token,
      reference: auth.uuid,
      successUrl: 'https://play.example.com/profile/kyc',
    });
    const pending = KycStatus.parse((await status(auth.uuid, auth)).json());
    expect(pending).toMatchObject({ status: 'NOT_VERIFIED', sessionStatus: 'PENDING' });
  });

  it('answers the frame of a session token, and 404 for an unknown or expired one', async () => {
    const { auth } = await registerByEmail(t);
    const token = await startedSession(auth.uuid, auth);
    const frame = await api(t).call(endpoints.identomatFrame, { query: { session_token: token } });
    expect(frame.statusCode, frame.body).toBe(200);
    expect(KycFrame.parse(frame.json())).toMatchObject({
      url: kycProvider.frameUrl(token),
      origin: kycProvider.origin,
      sessionStatus: 'PENDING',
    });
    const unknown = await api(t).fails(endpoints.identomatFrame, {
      query: { session_token: 'u'.repeat(32) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toBe(ErrorCode.kycSessionNotFound);
  });

  it("refuses another player's id, a success URL off the site, and says so when the provider is down", async () => {
    const a = await registerByEmail(t);
    const b = await registerByEmail(t);
    expect((await start(b.auth.uuid, a.auth)).statusCode).toBe(403);
    expect((await status(b.auth.uuid, a.auth)).statusCode).toBe(403);
    const offSite = await start(a.auth.uuid, a.auth, 'https://evil.example.net/steal');
    expect(offSite.statusCode).toBe(400);
    expect(envelope(offSite).fieldErrors).toHaveProperty('successUrl');
    kycProvider.failing = true;
    try {
      const down = await start(a.auth.uuid, a.auth);
      expect(down.statusCode).toBe(502);
      expect(envelope(down).error).toBe(ErrorCode.kycProviderUnavailable);
    } finally {
      kycProvider.failing = false;
    }
    expect((await status(a.auth.uuid, a.auth)).statusCode).toBe(404);
  });

  it('limits session starts per player: 5 an hour, then 429 with Retry-After', async () => {
    const { auth } = await registerByEmail(t);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await start(auth.uuid, auth));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = answers[5]!;
    expect(envelope(refused).error).toBe(ErrorCode.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another player is not held back by this one.
    const other = await registerByEmail(t);
    expect((await start(other.auth.uuid, other.auth)).statusCode).toBe(200);
  });
});

describe('KYC callback (signed)', () => {
  it('a good signature sets VERIFIED; a replay of the same event changes nothing', async () => {
    const { auth } = await registerByEmail(t);
    const token = await startedSession(auth.uuid, auth);
    const e = event(token);
    const res = await callback(e);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const verified = KycStatus.parse((await status(auth.uuid, auth)).json());
    expect(verified).toMatchObject({ status: 'VERIFIED', sessionStatus: 'VERIFIED' });

    const replay = await callback(e);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // A later event cannot undo a completed session either.
    const reject = await callback(event(token, 'REJECTED'));
    expect(reject.json()).toEqual({ received: true, duplicate: true });
    expect(KycStatus.parse((await status(auth.uuid, auth)).json()).status).toBe('VERIFIED');
    // Verified: no new session.
    const again = await start(auth.uuid, auth);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).error).toBe(ErrorCode.kycAlreadyVerified);
  });

  it('a REJECTED result leaves the player NOT_VERIFIED and free to try again', async () => {
    const { auth } = await registerByEmail(t);
    const token = await startedSession(auth.uuid, auth);
    expect((await callback({ ...event(token, 'REJECTED'), reason: 'document unreadable' })).statusCode).toBe(
      200,
    );
    expect(KycStatus.parse((await status(auth.uuid, auth)).json())).toMatchObject({
      status: 'NOT_VERIFIED',
      sessionStatus: 'REJECTED',
    });
    expect((await start(auth.uuid, auth)).statusCode).toBe(200);
  });

  it.each([
    ['a wrong secret', { secret: 'another-secret-0123456789abcdef' }],
    ['no signature', { signature: null }],
    [
      'a signature of other bytes',
      { signature: signKycCallback(SECRET, Math.floor(Date.now() / 1000), '{}') },
    ],
    ['a stale timestamp', { timestamp: Math.floor((Date.now() - KYC_CALLBACK_TOLERANCE_MS) / 1000) - 60 }],
    [
      'a timestamp far ahead',
      { timestamp: Math.floor((Date.now() + KYC_CALLBACK_TOLERANCE_MS) / 1000) + 60 },
    ],
  ])('%s is 401 and changes nothing', async (_what, o) => {
    const { auth } = await registerByEmail(t);
    const token = await startedSession(auth.uuid, auth);
    const e = event(token);
    const res = await callback(e, o);
    expect(res.statusCode).toBe(401);
    expect(envelope(res).error).toBe(ErrorCode.kycSignatureInvalid);
    expect(KycStatus.parse((await status(auth.uuid, auth)).json())).toMatchObject({
      status: 'NOT_VERIFIED',
      sessionStatus: 'PENDING',
    });
    // The refused event id was not used up: the genuine delivery still applies.
    expect((await callback(e)).json()).toEqual({ received: true, duplicate: false });
  });

  it('checks the signature before the body: an unsigned caller learns nothing of its rules', async () => {
    const res = await callback(
      { eventId: 42, status: 'MAYBE' },
      { secret: 'another-secret-0123456789abcdef' },
    );
    expect(res.statusCode).toBe(401);
    expect(envelope(res).error).toBe(ErrorCode.kycSignatureInvalid);
    // Signed right, the same body is refused for what it is.
    expect((await callback({ eventId: 42, status: 'MAYBE' })).statusCode).toBe(400);
  });

  it('a body changed after signing is refused', async () => {
    const { auth } = await registerByEmail(t);
    const token = await startedSession(auth.uuid, auth);
    const timestamp = nowSeconds();
    const signed = JSON.stringify(event(token, 'REJECTED'));
    const tampered = signed.replace('REJECTED', 'VERIFIED');
    const res = await callback(
      {},
      { rawBody: tampered, timestamp, signature: signKycCallback(SECRET, timestamp, signed) },
    );
    expect(res.statusCode).toBe(401);
    expect(KycStatus.parse((await status(auth.uuid, auth)).json()).sessionStatus).toBe('PENDING');
  });

  it('an unknown session is 404', async () => {
    const res = await callback(event('n'.repeat(32)));
    expect(res.statusCode).toBe(404);
    expect(envelope(res).error).toBe(ErrorCode.kycSessionNotFound);
  });
});
