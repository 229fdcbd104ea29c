import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper.ts';

// The server hands every address under /console/ to the operators' console and serves its assets,
// beside the player's web app, which keeps every other address.
let t: TestContext;
const web = mkdtempSync(path.join(tmpdir(), 'croupier-web-'));
const consoleDist = mkdtempSync(path.join(tmpdir(), 'croupier-console-'));

beforeAll(async () => {
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root">web shell</div></body></html>',
  );
  mkdirSync(path.join(consoleDist, 'assets'));
  writeFileSync(
    path.join(consoleDist, 'index.html'),
    '<!doctype html><html><head><title>Croupier Console</title></head><body><div id="root"></div>' +
      '<script type="module" src="/console/assets/index-abc123.js"></script></body></html>',
  );
  writeFileSync(path.join(consoleDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ env: { WEB_DIST: web, CONSOLE_DIST: consoleDist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
  rmSync(consoleDist, { recursive: true, force: true });
});

describe('console shell', () => {
  it.each(['/console', '/console/', '/console/sign-in', '/console/players?page=2', '/console/no/such/page'])(
    'answers %s with the console, revalidated on every visit and with the security headers',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Croupier Console</title>');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeDefined();
    },
  );

  it('serves its hashed assets for a year, without the document-only headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a missing asset or a write under /console with a 404, not the shell', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/console/assets/gone-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ error: ErrorCode.notFound });
    const write = await t.app.inject({ method: 'POST', url: '/console/sign-in', payload: {} });
    expect(write.statusCode).toBe(404);
  });

  it('says so while the console is being built, and serves the new build without a restart', async () => {
    const index = path.join(consoleDist, 'index.html');
    renameSync(index, `${index}.old`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/console/players' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: ErrorCode.notFound, message: 'The console is not built' });
    } finally {
      renameSync(`${index}.old`, index);
    }
    writeFileSync(index, '<!doctype html><title>Croupier Console, rebuilt</title>');
    const res = await t.app.inject({ method: 'GET', url: '/console/players' });
    expect(res.body).toContain('Croupier Console, rebuilt');
  });

  it("leaves every other address to the player's web app and the API", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/consoles' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('web shell');
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: ErrorCode.notFound });
  });
});
