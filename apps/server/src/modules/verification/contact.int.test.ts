import {
  CodeSent,
  EMAIL_VERIFICATION_RESEND_MS,
  EMAIL_VERIFICATION_TTL_MS,
  ErrorCode,
  endpoints,
  PROFILE_PHONE_RESEND_MS,
  Profile,
} from '@croupier/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, envelope } from '../../../test/api.ts';
import { type TestContext, toWindowStart } from '../../../test/helper.ts';
import { newEmail, newPhone, PASSWORD, registerByEmail } from '../../../test/players.ts';
import { profileTestKit } from '../../../test/profile.ts';

const { app, profileOf, renew, emailToken, playerWithPhone } = profileTestKit();
let t: TestContext;
beforeAll(() => {
  t = app();
});

const MINUTE = 60_000;

describe('e-mail confirmation (POST /profile/public/verification, /reconfirm-email)', () => {
  it('confirms with the e-mailed token once; the token cannot be used again', async () => {
    const { auth, body } = await registerByEmail(t);
    const email = body.email as string;
    const sent = await api(t).as(auth).call(endpoints.reconfirmEmail, { body: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    const token = emailToken(email);
    const ok = await api(t).call(endpoints.verifyEmail, { body: { verificationToken: token } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await profileOf(auth.uuid, auth.token)).emailVerified).toBe(true);
    const again = await api(t).fails(endpoints.verifyEmail, { body: { verificationToken: token } });
    expect(again.status).toBe(400);
    expect(again).toMatchObject({
      error: ErrorCode.verificationTokenInvalid,
      fieldErrors: { verificationToken: ErrorCode.verificationTokenInvalid },
    });
    // Confirmed: another link is not sent.
    const more = await api(t).as(auth).fails(endpoints.reconfirmEmail, { body: {} });
    expect(more.error).toBe(ErrorCode.alreadyVerified);
  });

  it('refuses an unknown or expired token', async () => {
    const { auth, body } = await registerByEmail(t);
    expect(await api(t).status(endpoints.verifyEmail, { body: { verificationToken: 'x'.repeat(43) } })).toBe(
      400,
    );
    await api(t).as(auth).call(endpoints.reconfirmEmail, { body: {} });
    const token = emailToken(body.email as string);
    t.advance(EMAIL_VERIFICATION_TTL_MS + 1000);
    const late = await api(t).fails(endpoints.verifyEmail, { body: { verificationToken: token } });
    expect(late.error).toBe(ErrorCode.verificationTokenInvalid);
    expect((await profileOf(auth.uuid, (await renew(auth)).token)).emailVerified).toBe(false);
  });

  it('resends only after the interval; a new link retires the one before', async () => {
    const { auth, body } = await registerByEmail(t);
    const email = body.email as string;
    expect(await api(t).as(auth).status(endpoints.reconfirmEmail, { body: {} })).toBe(200);
    const first = emailToken(email);
    const soon = await api(t).as(auth).fails(endpoints.reconfirmEmail, { body: {} });
    expect(soon.status).toBe(429);
    expect(soon.error).toBe(ErrorCode.verificationSendLimit);
    t.advance(EMAIL_VERIFICATION_RESEND_MS);
    expect(await api(t).as(auth).status(endpoints.reconfirmEmail, { body: {} })).toBe(200);
    const second = emailToken(email);
    expect(second).not.toBe(first);
    expect(await api(t).status(endpoints.verifyEmail, { body: { verificationToken: first } })).toBe(400);
    expect(await api(t).status(endpoints.verifyEmail, { body: { verificationToken: second } })).toBe(200);
  });

  it('a link sent to an old address does not confirm the new one', async () => {
    const { auth, body } = await registerByEmail(t);
    await api(t).as(auth).call(endpoints.reconfirmEmail, { body: {} });
    const oldToken = emailToken(body.email as string);
    await api(t)
      .as(auth)
      .call(endpoints.changeEmail, {
        params: { id: auth.uuid },
        body: { email: newEmail(), password: PASSWORD },
      });
    expect(await api(t).status(endpoints.verifyEmail, { body: { verificationToken: oldToken } })).toBe(400);
    expect((await profileOf(auth.uuid, auth.token)).emailVerified).toBe(false);
  });

  it('without a token answers the same for a known and an unknown e-mail', async () => {
    const { body } = await registerByEmail(t);
    const before = t.messaging.sent.length;
    const unknown = await api(t).call(endpoints.reconfirmEmail, { body: { email: newEmail() } });
    expect(unknown.statusCode).toBe(200);
    expect(t.messaging.sent.length).toBe(before);
    const known = await api(t).call(endpoints.reconfirmEmail, { body: { email: body.email } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(t.messaging.latest(body.email as string)?.kind).toBe('email');
    // Within the interval: still the same answer, and nothing more is sent.
    const count = t.messaging.sent.length;
    expect(await api(t).status(endpoints.reconfirmEmail, { body: { email: body.email } })).toBe(200);
    expect(t.messaging.sent.length).toBe(count);
  });
});

describe('phone verification (send-phone-code, /profile/verification/phone)', () => {
  const send = (uuid: string, token: string, extra: Record<string, unknown> = {}) =>
    api(t)
      .as(token)
      .call(endpoints.sendPhoneCode, {
        body: { playerUUID: uuid, brandId: 'croupier', sendSms: true, ...extra },
      });
  const verify = (uuid: string, token: string, code: string) =>
    api(t)
      .as(token)
      .call(endpoints.verifyPhone, { body: { playerUUID: uuid, code } });

  it('sends a 4-digit code, resends only after 180 s, and verifies the phone with the code once', async () => {
    const { auth, to } = await playerWithPhone();
    const sent = await send(auth.uuid, auth.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(CodeSent.parse(sent.json())).toMatchObject({
      success: true,
      codeLength: 4,
      resendIntervalMs: 180_000,
    });
    const first = t.messaging.latestCode(to);
    expect(first).toMatch(/^\d{4}$/);

    const soon = await send(auth.uuid, auth.token);
    expect(soon.statusCode).toBe(429);
    expect(envelope(soon).error).toBe(ErrorCode.verificationSendLimit);
    expect(soon.headers['retry-after']).toBeDefined();

    t.advance(PROFILE_PHONE_RESEND_MS);
    expect((await send(auth.uuid, auth.token)).statusCode).toBe(200);
    const code = t.messaging.latestCode(to) ?? '';
    const wrongCode = code === '0000' ? '1111' : '0000';
    const wrong = await verify(auth.uuid, auth.token, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong)).toMatchObject({
      error: ErrorCode.otpInvalid,
      fieldErrors: { code: ErrorCode.otpInvalid },
    });

    const ok = await verify(auth.uuid, auth.token, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await profileOf(auth.uuid, auth.token)).phoneNumberVerified).toBe(true);
    const again = await verify(auth.uuid, auth.token, code);
    expect(again.statusCode).toBe(400);
    expect(envelope(again).error).toBe(ErrorCode.alreadyVerified);
  });

  it('sendSms false tells the code length and interval without sending', async () => {
    const { auth, to } = await playerWithPhone();
    const res = await send(auth.uuid, auth.token, { sendSms: false });
    expect(CodeSent.parse(res.json())).toMatchObject({ success: false, codeLength: 4 });
    expect(t.messaging.latest(to)).toBeUndefined();
  });

  it('an expired code is refused', async () => {
    const { auth, to } = await playerWithPhone();
    await send(auth.uuid, auth.token);
    const code = t.messaging.latestCode(to) ?? '';
    t.advance(11 * MINUTE);
    const late = await verify(auth.uuid, auth.token, code);
    expect(late.statusCode).toBe(400);
    expect(envelope(late).error).toBe(ErrorCode.otpExpired);
    expect((await profileOf(auth.uuid, auth.token)).phoneNumberVerified).toBe(false);
  });

  it('too many wrong codes end in 429 attempt-count-exceeded, even for the right code', async () => {
    const { auth, to } = await playerWithPhone();
    await send(auth.uuid, auth.token);
    const code = t.messaging.latestCode(to) ?? '';
    const wrongCode = code === '0000' ? '1111' : '0000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(auth.uuid, auth.token, wrongCode)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const right = await verify(auth.uuid, auth.token, code);
    expect(right.statusCode).toBe(429);
    expect(envelope(right).error).toBe(ErrorCode.otpAttemptsExceeded);
  });

  it('after too many codes for the player: 429 send-limit-by-player-exhausted', async () => {
    toWindowStart(t, 24 * 60 * 60_000); // the sends below advance the clock: keep them in one day's count
    const { auth } = await playerWithPhone();
    let token = auth.token;
    for (let i = 0; i < 5; i++) {
      expect((await send(auth.uuid, token)).statusCode).toBe(200);
      t.advance(PROFILE_PHONE_RESEND_MS);
      token = (await renew({ token })).token;
    }
    const res = await send(auth.uuid, token);
    expect(res.statusCode).toBe(429);
    expect(envelope(res).error).toBe(ErrorCode.verificationSendLimitByPlayer);
  });

  it("refuses another player's uuid, a profile without a phone, and a code of another player", async () => {
    const a = await playerWithPhone();
    const b = await playerWithPhone();
    expect((await send(b.auth.uuid, a.auth.token)).statusCode).toBe(403);
    expect(t.messaging.latest(b.to)).toBeUndefined();
    await send(b.auth.uuid, b.auth.token);
    const bCode = t.messaging.latestCode(b.to) ?? '';
    expect((await verify(b.auth.uuid, a.auth.token, bCode)).statusCode).toBe(403);
    expect((await profileOf(b.auth.uuid, b.auth.token)).phoneNumberVerified).toBe(false);

    const { auth } = await registerByEmail(t);
    const none = await send(auth.uuid, auth.token);
    expect(none.statusCode).toBe(400);
    expect(envelope(none).error).toBe(ErrorCode.verificationPhoneMissing);
  });

  it('a new phone must be verified again', async () => {
    const { auth, to } = await playerWithPhone();
    await send(auth.uuid, auth.token);
    await verify(auth.uuid, auth.token, t.messaging.latestCode(to) ?? '');
    expect((await profileOf(auth.uuid, auth.token)).phoneNumberVerified).toBe(true);
    const res = await api(t)
      .as(auth)
      .call(endpoints.updateProfile, {
        params: { id: auth.uuid },
        body: { phone: newPhone(), phoneCode: '+1', password: PASSWORD },
      });
    expect(Profile.parse(res.json()).phoneNumberVerified).toBe(false);
  });
});
