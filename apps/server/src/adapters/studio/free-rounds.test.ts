import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../../../sandbox/src/app.ts';
import { FreeRoundsError, HttpFreeRounds } from './free-rounds.ts';
import { MemoryFreeRounds } from './memory.ts';

/** The platform's free-rounds gateway against the sandbox studio over real HTTP. */
const SECRET = 'free-rounds-adapter-test-secret-0123456789';
let sandbox: ReturnType<typeof buildSandbox>;
let studioUrl: string;
beforeAll(async () => {
  sandbox = buildSandbox({ platformUrl: 'http://platform.test', studioSecret: SECRET });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.server.address();
  if (!address || typeof address === 'string') throw new Error('no sandbox address');
  studioUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => sandbox?.close());

let n = 0;
const grantOf = () => ({
  grantId: `reward-${++n}-${Date.now()}`,
  playerUuid: '9b2f7c1e-0000-4000-8000-000000000001',
  gameSlug: 'cosmic-dragon',
  rounds: 10,
  stakeMinor: 20n,
  currency: 'EUR',
  expiresAt: new Date(Date.now() + 86_400_000),
});

describe('free rounds at the studio over HTTP', () => {
  it('grants rounds (idempotent by grant id) and cancels them', async () => {
    const studio = new HttpFreeRounds(studioUrl, SECRET);
    const g = grantOf();
    expect(await studio.grantState(g)).toEqual({ grantId: g.grantId, status: 'ACTIVE', roundsLeft: 10 });
    await expect(studio.grant(g)).resolves.toBeUndefined(); // the gateway's call: a repeat is fine
    expect(await studio.grantState(g)).toEqual({ grantId: g.grantId, status: 'ACTIVE', roundsLeft: 10 });
    await expect(studio.grantState({ ...g, rounds: 11 })).rejects.toMatchObject({
      status: 409,
      error: 'free-rounds.conflict',
    });
    expect(await studio.cancelState(g.grantId)).toEqual({
      grantId: g.grantId,
      status: 'CANCELLED',
      roundsLeft: 0,
    });
    expect(await studio.cancelState(g.grantId)).toEqual({
      grantId: g.grantId,
      status: 'CANCELLED',
      roundsLeft: 0,
    });
  });

  it('a cancel that overtook its grant keeps the grant from being played', async () => {
    const studio = new HttpFreeRounds(studioUrl, SECRET);
    const g = grantOf();
    await studio.cancelState(g.grantId);
    expect(await studio.grantState(g)).toEqual({ grantId: g.grantId, status: 'CANCELLED', roundsLeft: 0 });
  });

  it('fails with the reason when the studio refuses the signature or cannot be reached', async () => {
    const forged = new HttpFreeRounds(studioUrl, 'another-secret-of-enough-length-0123456789');
    await expect(forged.grantState(grantOf())).rejects.toMatchObject({
      status: 401,
      error: 'signature.invalid',
    });
    const down = new HttpFreeRounds('http://127.0.0.1:1', SECRET, Date.now, 500);
    const err = await down.cancelState('any').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FreeRoundsError);
    expect((err as FreeRoundsError).status).toBeUndefined();
  });
});

describe('MemoryFreeRounds', () => {
  it('records grants and cancels for tests, and can be made to fail', async () => {
    const memory = new MemoryFreeRounds();
    const g = grantOf();
    await memory.grant(g);
    await memory.grant(g);
    await memory.cancel(g.grantId);
    expect(memory.grants).toEqual([g]);
    expect(memory.cancels).toEqual([g.grantId]);
    memory.failing = true;
    await expect(memory.grant(grantOf())).rejects.toBeInstanceOf(FreeRoundsError);
    memory.failing = false;
    await expect(memory.grant({ ...grantOf(), rounds: 0 })).rejects.toThrow();
  });
});
