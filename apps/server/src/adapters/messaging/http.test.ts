import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpMessaging, MessagingError } from './index.ts';

const received: { url: string; body: unknown }[] = [];
const gateway = Fastify();
let base = '';
beforeAll(async () => {
  gateway.post('/messaging/:kind', async (req, reply) => {
    if ((req.body as { to?: string }).to === 'broken') return reply.code(500).send({});
    received.push({ url: req.url, body: req.body });
    return reply.code(202).send({ id: '1' });
  });
  base = `${await gateway.listen({ port: 0, host: '127.0.0.1' })}/messaging`;
});
afterAll(() => gateway.close());

describe('HTTP messaging adapter', () => {
  it('posts SMS and e-mail to the gateway', async () => {
    const messaging = new HttpMessaging(`${base}/`);
    await messaging.sendSms('+12025550100', '123456 is your code');
    await messaging.sendEmail('ann@example.com', 'Reset', 'text', '<p>html</p>');
    expect(received).toEqual([
      { url: '/messaging/sms', body: { to: '+12025550100', text: '123456 is your code' } },
      {
        url: '/messaging/email',
        body: { to: 'ann@example.com', subject: 'Reset', text: 'text', html: '<p>html</p>' },
      },
    ]);
  });

  it('fails with a MessagingError that does not carry the message text', async () => {
    const refused = new HttpMessaging(base).sendSms('broken', 'secret 123456');
    await expect(refused).rejects.toBeInstanceOf(MessagingError);
    await expect(refused).rejects.not.toThrow(/123456/);
    const unreachable = new HttpMessaging('http://127.0.0.1:9/messaging', 500).sendSms('+1', 'secret 654321');
    await expect(unreachable).rejects.toBeInstanceOf(MessagingError);
    await expect(unreachable).rejects.not.toThrow(/654321/);
  });
});
