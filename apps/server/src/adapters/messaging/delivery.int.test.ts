import type { AddressInfo } from 'node:net';
import { endpoints } from '@croupier/contract';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { newPhone, registerByEmail } from '../../../test/players.ts';
import { HttpSmsGateway, MessagingError, SmtpEmail } from './index.ts';

// Real delivery: the platform, configured with EMAIL_DELIVERY=smtp and SMS_DELIVERY=http,
// sends a real reset e-mail to a real SMTP server and a real one-time code to an HTTP SMS gateway,
// both started here; the codes and links that arrive are then used as a player would use them.

interface Mail {
  from: string;
  to: string[];
  user: string | undefined;
  /** Headers and body, quoted-printable decoded. */
  text: string;
}
const mails: Mail[] = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, done) {
    if (auth.username === 'mailer' && auth.password === 'mail-password') done(null, { user: auth.username });
    else done(new Error('Invalid username or password'));
  },
  onRcptTo(address, _session, done) {
    if (address.address.startsWith('bounce')) done(new Error('550 No such user'));
    else done();
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      mails.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        user: session.user as string | undefined,
        text: raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      });
      done();
    });
  },
});

const smsReceived: { authorization: string | undefined; body: { to: string; text: string } }[] = [];
const gateway = Fastify();
gateway.post('/v1/messages', async (req, reply) => {
  if (req.headers.authorization !== 'Bearer sms-gateway-token-for-tests')
    return reply.code(401).send({ error: 'unauthorized' });
  smsReceived.push({
    authorization: req.headers.authorization,
    body: req.body as { to: string; text: string },
  });
  return reply.code(202).send({ id: String(smsReceived.length) });
});

let smtpPort = 0;
let gatewayUrl = '';
let t: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  gatewayUrl = `${await gateway.listen({ port: 0, host: '127.0.0.1' })}/v1/messages`;
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'https://play.example.com',
      EMAIL_DELIVERY: 'smtp',
      SMTP_URL: `smtp://mailer:mail-password@127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Croupier <no-reply@play.example.com>',
      SMS_DELIVERY: 'http',
      SMS_GATEWAY_URL: gatewayUrl,
      SMS_GATEWAY_TOKEN: 'sms-gateway-token-for-tests',
    },
    // No stand-in: the app delivers through what the configuration chose.
    adapters: { messaging: undefined },
  });
});
afterAll(async () => {
  await t?.close();
  await gateway.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('real delivery chosen by configuration', () => {
  it('e-mails the reset link through the SMTP server, to the player, from MAIL_FROM; the link works', async () => {
    const { body } = await registerByEmail(t);
    const email = body.email as string;
    const res = await api(t).call(endpoints.resetRequest, {
      query: { channel: 'email' },
      body: { brandId: 'croupier', email },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The link is sent after the answer (the same work whether or not the account exists).
    await t.app.services.recovery.idle();

    const mail = mails.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('no-reply@play.example.com');
    expect(mail?.user).toBe('mailer');
    expect(mail?.text).toMatch(/^Subject: Reset your Croupier password\r?$/m);
    const link = /https:\/\/play\.example\.com\/forgot-password\?token=([\w-]+)&login=([^\s"&]+)/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();
    const [, token, login] = link as RegExpExecArray as unknown as [string, string, string];
    expect(decodeURIComponent(login as string)).toBe(email);
    const check = await api(t).call(endpoints.resetCheck, { body: { login: email, token } });
    expect(check.statusCode, check.body).toBe(200);
  });

  it('sends the one-time code to the HTTP SMS gateway with its bearer token; the code confirms the phone', async () => {
    const phone = newPhone();
    const sent = await api(t).call(endpoints.smsSend, {
      body: { brandId: 'croupier', phone, phoneCode: '+1' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const sms = smsReceived.find((m) => m.body.to === `+1${phone}`);
    expect(sms?.authorization).toBe('Bearer sms-gateway-token-for-tests');
    const code = /\b(\d{6})\b/.exec(sms?.body.text ?? '')?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await api(t).call(endpoints.smsConfirm, {
      body: { brandId: 'croupier', phone, phoneCode: '+1', code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
});

describe('delivery failures', () => {
  it('an SMTP refusal is a MessagingError that does not carry the message', async () => {
    const mailer = new SmtpEmail(`smtp://mailer:mail-password@127.0.0.1:${smtpPort}`, 'no-reply@example.com');
    try {
      const refused = mailer.sendEmail(
        'bounce@example.com',
        'Reset',
        'secret-link-123',
        '<p>secret-link-123</p>',
      );
      await expect(refused).rejects.toBeInstanceOf(MessagingError);
      await expect(refused).rejects.not.toThrow(/secret-link-123/);
      const wrongLogin = new SmtpEmail(`smtp://mailer:wrong@127.0.0.1:${smtpPort}`, 'no-reply@example.com');
      await expect(wrongLogin.sendEmail('ann@example.com', 'Hi', 'text')).rejects.toBeInstanceOf(
        MessagingError,
      );
      wrongLogin.close();
    } finally {
      mailer.close();
    }
  });

  it('an SMS gateway refusal (wrong token) or an unreachable gateway is a MessagingError without the code', async () => {
    const wrongToken = new HttpSmsGateway(gatewayUrl, 'not-the-token-0123456789').sendSms(
      '+1202',
      'code 123456',
    );
    await expect(wrongToken).rejects.toBeInstanceOf(MessagingError);
    await expect(wrongToken).rejects.toThrow(/401/);
    await expect(wrongToken).rejects.not.toThrow(/123456/);
    const unreachable = new HttpSmsGateway('http://127.0.0.1:9/v1', 'token-0123456789abcdef', 500).sendSms(
      '+1202',
      'code 654321',
    );
    await expect(unreachable).rejects.toBeInstanceOf(MessagingError);
    await expect(unreachable).rejects.not.toThrow(/654321/);
  });
});
