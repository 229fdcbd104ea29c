import { describe, expect, it } from 'vitest';
import { type LaunchClaims, signLaunch, verifyLaunch } from './studio.ts';

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
