import { describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { INBOX_LIMIT, Inbox, type InboxMessage } from './index.ts';

const sandbox = () => buildSandbox({ platformUrl: 'http://localhost:3000' });

describe('messaging gateway', () => {
  it('keeps SMS and e-mail and answers the inbox as JSON, newest first, filtered by recipient', async () => {
    const app = sandbox();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/messaging/sms',
          payload: { to: '+12025550100', text: '123456 is your code' },
        })
      ).statusCode,
    ).toBe(202);
    await app.inject({
      method: 'POST',
      url: '/messaging/sms',
      payload: { to: '+12025550100', text: '654321 is your code' },
    });
    await app.inject({
      method: 'POST',
      url: '/messaging/email',
      payload: {
        to: 'ann@example.com',
        subject: 'Reset',
        text: 'Open https://x.test/forgot-password?token=abc&login=ann',
      },
    });
    const all = (await app.inject('/messaging/inbox')).json().messages as InboxMessage[];
    expect(all.map((m) => m.kind)).toEqual(['email', 'sms', 'sms']);
    const sms = (await app.inject(`/messaging/inbox?to=${encodeURIComponent('+12025550100')}`)).json()
      .messages as InboxMessage[];
    expect(sms.map((m) => m.text)).toEqual(['654321 is your code', '123456 is your code']);
    expect((await app.inject('/messaging/inbox?to=ANN@example.com')).json().messages).toHaveLength(1);

    await app.inject({ method: 'DELETE', url: '/messaging/inbox' });
    expect((await app.inject('/messaging/inbox')).json().messages).toEqual([]);
  });

  it('refuses a message without a recipient or text', async () => {
    const app = sandbox();
    expect(
      (await app.inject({ method: 'POST', url: '/messaging/sms', payload: { text: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/messaging/email', payload: { to: 'a@b.c' } })).statusCode,
    ).toBe(400);
  });

  it('shows a page a person can read: content escaped, links clickable', async () => {
    const app = sandbox();
    await app.inject({
      method: 'POST',
      url: '/messaging/email',
      payload: {
        to: 'ann@example.com',
        subject: '<script>alert(1)</script>',
        text: 'Choose a new password: https://play.test/forgot-password?token=abc&login=ann%40example.com <img src=x onerror=alert(1)>',
        html: '<script>alert(2)</script>',
      },
    });
    const res = await app.inject('/messaging');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const page = res.body;
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain(
      '<a href="https://play.test/forgot-password?token=abc&amp;login=ann%40example.com">https://play.test/forgot-password?token=abc&amp;login=ann%40example.com</a>',
    );
    expect((await app.inject('/messaging?to=nobody@example.com')).body).toContain('No messages yet.');
  });

  it(`keeps only the newest ${INBOX_LIMIT} messages`, () => {
    // The rule is the inbox's own: a thousand HTTP round trips would only time the server.
    const inbox = new Inbox();
    for (let i = 0; i <= INBOX_LIMIT; i++) inbox.receive({ kind: 'sms', to: '+1', text: `message ${i}` });
    const messages = inbox.newestFirst();
    expect(messages).toHaveLength(INBOX_LIMIT);
    expect(messages[0]?.text).toBe(`message ${INBOX_LIMIT}`);
    expect(messages.at(-1)?.text).toBe('message 1');
  });
});
