import { request } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostDispatch } from './host-dispatch.ts';

// ADR 062: one listener, each request to the instance its Host names, every other host to the default.

const dispatch = new HostDispatch({ requestTimeoutMs: 5_000, connectionTimeoutMs: 5_000 });
const main = Fastify({ logger: false, serverFactory: dispatch.serverFactory() });
const other = Fastify({ logger: false });
let port = 0;

beforeAll(async () => {
  main.get('/who', async () => 'default');
  other.get('/who', async () => 'brand-b');
  await other.ready();
  dispatch.route('brand-b.localhost', other.routing);
  await main.listen({ host: '127.0.0.1', port: 0 });
  const address = main.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await dispatch.close();
  await main.close();
  await other.close();
});

/** GET /who with this Host header. */
function who(host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/who', headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HostDispatch', () => {
  it('hands a named host to its instance, whatever the port and case', async () => {
    expect(await who(`brand-b.localhost:${port}`)).toBe('brand-b');
    expect(await who('BRAND-B.localhost')).toBe('brand-b');
  });

  it('hands every other host to the default instance', async () => {
    expect(await who(`localhost:${port}`)).toBe('default');
    expect(await who('unknown.example')).toBe('default');
    expect(await who('')).toBe('default');
  });

  it('keeps the time-outs Fastify gives its own server', () => {
    expect(main.server.requestTimeout).toBe(5_000);
    expect(main.server.timeout).toBe(5_000);
  });
});
