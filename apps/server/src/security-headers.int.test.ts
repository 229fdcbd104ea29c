import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { registerByEmail } from '../test/players.ts';

// The platform's security headers are set on every answer, whichever module registered the call and
// in whatever order: the operators' calls are registered before the headers are.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('security headers on every answer', () => {
  it.each([
    ['an operator call, refused', 'GET', '/api/operator/account', 403],
    ['a catalogue read', 'GET', '/api/games/default?page=0&size=2', 200],
    ['a refused player call', 'GET', '/api/profile/profiles/00000000-0000-4000-8000-000000000001', 401],
    ['bad input', 'GET', '/api/games/default?page=-1', 400],
    ['an unknown address', 'GET', '/api/no/such/call', 404],
  ])('%s', async (_what, method, url, status) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

// A guest's optional call skips the credential check (no promise on the lobby's hot path); sent
// credentials are still read, and refused when they are wrong.
describe('an optional call', () => {
  const url = '/api/games/default?page=0&size=2';
  it('answers a guest as public, and a player as theirs only', async () => {
    const guest = await t.app.inject({ method: 'GET', url });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBeUndefined();
    const { auth } = await registerByEmail(t);
    const player = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${auth.token}` },
    });
    expect(player.statusCode).toBe(200);
    expect(player.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a malformed header', 'Token abc'],
    ['a token that is not one', 'Bearer not-a-token'],
  ])('refuses %s with 401', async (_what, authorization) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('error.access.unauthorized');
  });
});
