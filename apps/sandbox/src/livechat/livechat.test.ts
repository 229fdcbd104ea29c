import { afterAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { frameTitle, LIVECHAT_VENDORS } from './index.ts';

const app = buildSandbox({ platformUrl: 'http://localhost:3000' });
afterAll(() => app.close());

const ID = '3f0c3c6e-1111-4222-8333-944445555666';

describe('live-chat stand-ins', () => {
  it('serves each vendor’s script with its global API, loadable cross-origin', async () => {
    const globals = {
      livechat: 'LiveChatWidget',
      tawk: 'Tawk_API',
      freshdesk: 'fcWidget',
      zendesk: 'window.zE',
    };
    for (const vendor of LIVECHAT_VENDORS) {
      const res = await app.inject(`/livechat/${vendor}.js?key=k&group=g`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/javascript');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.body).toContain(globals[vendor]);
      expect(res.body).toContain(JSON.stringify(frameTitle(vendor)));
    }
    expect((await app.inject('/livechat/skype.js')).statusCode).toBe(404);
  });

  it('carries a visitor’s message to the agent and the agent’s answer back', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: `/livechat/api/conversations/${ID}/messages`,
      payload: {
        vendor: 'tawk',
        key: 'prop',
        group: 'en',
        name: 'Ada',
        email: 'ada@example.com',
        text: 'Hello',
      },
    });
    expect(sent.statusCode).toBe(201);
    const list = (await app.inject('/livechat/api/conversations')).json();
    expect(list[0]).toMatchObject({ id: ID, vendor: 'tawk', name: 'Ada', group: 'en' });
    const reply = await app.inject({
      method: 'POST',
      url: `/livechat/api/conversations/${ID}/replies`,
      payload: { text: 'Hi Ada' },
    });
    expect(reply.statusCode).toBe(201);
    const conversation = (await app.inject(`/livechat/api/conversations/${ID}`)).json();
    expect(conversation.messages.map((m: { from: string; text: string }) => [m.from, m.text])).toEqual([
      ['visitor', 'Hello'],
      ['agent', 'Hi Ada'],
    ]);
    const bad = await app.inject({
      method: 'POST',
      url: `/livechat/api/conversations/${ID}/messages`,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/livechat/api/conversations/0000000000000000/replies',
      payload: { text: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("frames the chat window only on the platform (its brands' hosts too), and the agent page nowhere", async () => {
    const widget = await app.inject('/livechat/widget?vendor=zendesk');
    expect(widget.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' http://localhost:3000 http://*.localhost:3000;",
    );
    expect(widget.body).toContain('Zendesk support');
    const agent = await app.inject('/livechat/agent');
    expect(agent.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('exposed, keeps the chat window, agent page and messages for testers; the scripts stay open', async () => {
    const exposed = buildSandbox({
      platformUrl: 'http://localhost:3000',
      testerToken: 'tester-token-0123456789abcdef',
    });
    for (const url of ['/livechat/agent', '/livechat/widget', '/livechat/api/conversations']) {
      expect((await exposed.inject(url)).statusCode, url).toBe(401);
    }
    expect((await exposed.inject('/livechat/tawk.js')).statusCode).toBe(200);
    await exposed.close();
  });
});
