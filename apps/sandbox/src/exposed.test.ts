import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildSandbox } from './app.ts';
import { loadSandboxConfig } from './config.ts';

// An exposed sandbox showed every one-time code and let a player settle their own unpaid
// deposit. It now binds to loopback by default; exposed, it needs a tester token for those surfaces.

const TOKEN = 'tester-token-0123456789abcdef';
const KEYS = {
  STUDIO_SECRET: 'studio-issued-key-0123456789abcdef0123',
  PAYMENT_WEBHOOK_SECRET: 'payments-issued-key-0123456789abcdef01',
  KYC_WEBHOOK_SECRET: 'kyc-issued-key-0123456789abcdef012345',
};

describe('sandbox configuration', () => {
  it('binds to loopback by default and starts there with no token and the public keys', () => {
    const c = loadSandboxConfig({});
    expect(c.HOST).toBe('localhost');
    expect(c.SANDBOX_TESTER_TOKEN).toBeUndefined();
  });

  it('refuses to listen beyond loopback without a tester token and with the public keys, naming each', () => {
    const start = () => loadSandboxConfig({ HOST: '0.0.0.0' });
    expect(start).toThrow(/Refusing to start the sandbox: HOST=0\.0\.0\.0/);
    expect(start).toThrow(/SANDBOX_TESTER_TOKEN: unset/);
    expect(start).toThrow(/STUDIO_SECRET[\s\S]*PAYMENT_WEBHOOK_SECRET[\s\S]*KYC_WEBHOOK_SECRET/);
    expect(() => loadSandboxConfig({ HOST: '0.0.0.0', ...KEYS })).toThrow(/SANDBOX_TESTER_TOKEN/);
    expect(() => loadSandboxConfig({ HOST: '0.0.0.0', ...KEYS, SANDBOX_TESTER_TOKEN: 'short' })).toThrow(
      /at least 24/,
    );
    expect(loadSandboxConfig({ HOST: '0.0.0.0', ...KEYS, SANDBOX_TESTER_TOKEN: TOKEN }).HOST).toBe('0.0.0.0');
  });
});

describe('exposed sandbox (tester token set)', () => {
  const exposed = () => buildSandbox({ platformUrl: 'http://localhost:3000', testerToken: TOKEN });
  const basic = (password: string) => `Basic ${Buffer.from(`tester:${password}`).toString('base64')}`;

  it('refuses the inbox (page and API) without the token, with a Basic challenge for the browser', async () => {
    const app = exposed();
    await app.inject({
      method: 'POST',
      url: '/messaging/sms',
      payload: { to: '+12025550100', text: '123456' },
    });
    for (const url of ['/messaging', '/messaging/inbox', '/messaging/inbox?to=%2B12025550100']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic realm=/);
      expect(res.body).not.toContain('123456');
    }
    const wrong = await app.inject({
      url: '/messaging/inbox',
      headers: { authorization: basic('not-the-token') },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/messaging/inbox' })).statusCode).toBe(401);
  });

  it('serves the inbox with the token, as HTTP Basic (a browser) or Bearer (a script)', async () => {
    const app = exposed();
    const sent = await app.inject({
      method: 'POST',
      url: '/messaging/sms',
      payload: { to: '+12025550100', text: '123456 is your code' },
    });
    expect(sent.statusCode).toBe(202);
    const api = await app.inject({ url: '/messaging/inbox', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(api.statusCode).toBe(200);
    expect(api.json().messages[0]).toMatchObject({ to: '+12025550100', text: '123456 is your code' });
    const page = await app.inject({ url: '/messaging', headers: { authorization: basic(TOKEN) } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('123456 is your code');
  });

  it.each([
    ['POST', '/cashier/api/deposits/any-payment/settle'],
    ['POST', '/cashier/api/payouts/any-payment/settle'],
    ['POST', '/cashier/api/3ds/any-transaction'],
    ['GET', '/cashier/3ds/any-transaction'],
    ['GET', '/cashier/payouts'],
    ['GET', '/cashier/api/transactions'],
    ['GET', '/cashier?session=x'],
    ['POST', '/cashier/api/pay'],
    ['GET', '/kyc'],
    ['GET', '/kyc/frame?session_token=x'],
    ['POST', '/kyc/frame/document'],
    ['POST', '/sportsbook/tester/finish-live'],
    ['GET', '/'],
  ] as const)('refuses the tester surface %s %s without the token', async (method, url) => {
    const app = exposed();
    const res = await app.inject({ method, url, payload: method === 'POST' ? '{}' : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Basic /);
    const authorised = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: method === 'POST' ? '{}' : undefined,
    });
    // Past the gate: whatever the surface itself answers (a bad session is its own 401), no challenge.
    expect(authorised.headers['www-authenticate']).toBeUndefined();
    expect(authorised.body).not.toContain('SANDBOX_TESTER_TOKEN');
  });

  // Over a real socket: `app.inject` resolves dot segments itself, a client sending its own bytes does not.
  const rawRequest = (port: number, method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; challenge: string | undefined; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: method === 'POST' ? { 'content-type': 'application/json', ...headers } : headers,
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode as number,
              challenge: res.headers['www-authenticate'],
              body,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(method === 'POST' ? '{}' : undefined);
    });

  it.each([
    '/sportsbook/%74ester/finish-live',
    '/sportsbook/%74%65%73%74%65%72/finish-live',
    '/sportsbook/%74ester/finish-live?from=query',
    '/sportsbook/./tester/finish-live',
    '/sportsbook//tester/finish-live',
    '/sportsbook/%2e/tester/finish-live',
    '/sportsbook/%2E%2E/sportsbook/tester/finish-live',
    '/sportsbook/any/../tester/finish-live',
    '/sportsbook/TESTER/finish-live',
    '/sportsbook/%54ester/finish-live',
    '/%73portsbook/Tester/finish-live',
    // A `%2F` is not a separator for the router, so it is not one for the gate either.
    '/studio%2F..%2Fsportsbook/tester/finish-live',
  ])(
    'judges the decoded, normalised path: %s is the tester control, refused without the token',
    async (path) => {
      const app = exposed();
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = app.server.address() as AddressInfo;
        const before = app.sportsbook.book.events().filter((e) => e.status === 'finished').length;
        const res = await rawRequest(port, 'POST', path);
        expect(res.status, res.body).toBe(401);
        expect(res.challenge).toMatch(/^Basic /);
        // Nothing ended: the control never ran.
        expect(app.sportsbook.book.events().filter((e) => e.status === 'finished')).toHaveLength(before);
        const authorised = await rawRequest(port, 'POST', path, { authorization: `Bearer ${TOKEN}` });
        expect(authorised.challenge).toBeUndefined();
      } finally {
        await app.close();
      }
    },
  );

  it('answers a malformed escape with 400, not 500, and lets a normalised open path through', async () => {
    const app = exposed();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      for (const path of [
        '/sportsbook/%zz/finish-live',
        '/sportsbook/%E0%A4%A/x',
        '/messaging/%',
        '/studio/%C0%80',
      ])
        expect((await rawRequest(port, 'POST', path)).status, path).toBe(400);
      // The sportsbook's own pages stay open whatever their spelling.
      for (const path of ['/sportsbook', '/%73portsbook', '/sportsbook/', '/health']) {
        const res = await rawRequest(port, 'GET', path);
        expect(res.challenge, path).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('keeps the platform-to-provider calls and the game studio open (they are signed or RNG-driven)', async () => {
    const app = exposed();
    expect((await app.inject('/health')).statusCode).toBe(200);
    expect((await app.inject('/studio')).statusCode).toBe(200);
    expect((await app.inject('/sportsbook')).statusCode).toBe(200);
    // The texts client the game's and the book's pages load, in the player's language.
    expect((await app.inject('/locale/texts.js')).statusCode).toBe(200);
    // Unsigned: refused by the cashier itself (401 bad signature), not by the gate's challenge.
    const payout = await app.inject({ method: 'POST', url: '/cashier/api/payouts', payload: '{}' });
    expect(payout.headers['www-authenticate']).toBeUndefined();
    const status = await app.inject({
      method: 'POST',
      url: '/cashier/api/payments/any/status',
      payload: '{}',
    });
    expect(status.statusCode).not.toBe(200);
    expect(status.headers['www-authenticate']).toBeUndefined();
    // The platform's free-rounds calls: open past the gate, refused by the studio's own signature check.
    for (const url of ['/studio/free-rounds', '/studio/free-rounds/any-grant/cancel']) {
      const freeRounds = await app.inject({ method: 'POST', url, payload: {} });
      expect(freeRounds.statusCode).toBe(401);
      expect(freeRounds.headers['www-authenticate']).toBeUndefined();
    }
  });
});

describe('local sandbox (loopback, no token)', () => {
  it('leaves the inbox and the tester controls open, as before', async () => {
    const app = buildSandbox({ platformUrl: 'http://localhost:3000' });
    await app.inject({
      method: 'POST',
      url: '/messaging/sms',
      payload: { to: '+12025550100', text: '654321' },
    });
    const inbox = await app.inject('/messaging/inbox');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().messages[0].text).toBe('654321');
    expect((await app.inject('/cashier/payouts')).statusCode).toBe(200);
  });
});
