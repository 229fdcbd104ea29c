import { describe, expect, it } from 'vitest';
import { FreeRoundsGrant, type LaunchClaims, signLaunch, verifyLaunch } from './studio.ts';

const claims: LaunchClaims = {
  sid: 'abcdefghijklmnop1234',
  game: 'silver-dragon-megaways',
  title: 'Silver Dragon Megaways',
  provider: 'Zephyr Studios',
  engine: 'slot',
  mode: 'demo',
  currency: 'USD',
  lang: 'en',
  exitUrl: 'http://localhost:3000/games',
  exp: 2_000,
};
const SECRET = 'a-long-enough-test-secret-for-hmac';

describe('launch tokens', () => {
  it('carries the claims from the platform to the studio', async () => {
    const token = await signLaunch(claims, SECRET);
    expect(await verifyLaunch(token, SECRET, 1_000)).toEqual(claims);
  });

  it('refuses an expired, altered, forged or malformed token', async () => {
    const token = await signLaunch(claims, SECRET);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(await verifyLaunch(token, SECRET, 2_001)).toBeNull();
    expect(await verifyLaunch(token, 'another-secret-of-the-same-length!', 1_000)).toBeNull();
    const altered = btoa(JSON.stringify({ ...claims, mode: 'real' })).replace(/=+$/, '');
    expect(await verifyLaunch(`${header}.${altered}.${signature}`, SECRET, 1_000)).toBeNull();
    expect(await verifyLaunch(`${header}.${payload}.${signature}x`, SECRET, 1_000)).toBeNull();
    expect(await verifyLaunch(`${header}.${payload}.`, SECRET, 1_000)).toBeNull();
    expect(await verifyLaunch(payload, SECRET, 1_000)).toBeNull();
    expect(await verifyLaunch(`${token}.more`, SECRET, 1_000)).toBeNull();
    expect(await verifyLaunch('!!.??', SECRET, 1_000)).toBeNull();
  });

  it('will not sign claims the studio would refuse', async () => {
    await expect(signLaunch({ ...claims, sid: 'short' }, SECRET)).rejects.toThrow();
  });
});

describe('free rounds', () => {
  it('grants N rounds of a game at a fixed stake, with an ISO expiry', () => {
    const grant = {
      grantId: 'b3c1e1d0-0000-4000-8000-000000000001',
      playerId: 'a3c1e1d0-0000-4000-8000-000000000002',
      gameSlug: 'cosmic-dragon',
      rounds: 10,
      stake: 100,
      currency: 'USD',
      expiresAt: '2026-12-01T00:00:00.000Z',
    };
    expect(FreeRoundsGrant.parse(grant)).toEqual(grant);
    expect(FreeRoundsGrant.safeParse({ ...grant, rounds: 0 }).success).toBe(false);
    expect(FreeRoundsGrant.safeParse({ ...grant, expiresAt: 'tomorrow' }).success).toBe(false);
    expect(FreeRoundsGrant.safeParse({ ...grant, grantId: 'x'.repeat(65) }).success).toBe(false);
  });

  it('carries the player in a real launch when the platform names them', async () => {
    const real = { ...claims, mode: 'real' as const, playerId: 'a3c1e1d0-0000-4000-8000-000000000002' };
    expect(await verifyLaunch(await signLaunch(real, SECRET), SECRET, 1_000)).toEqual(real);
  });
});
