import { ErrorCode, ErrorEnvelope } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/helper.ts';
import { get, PASSWORD, post } from '../../../test/players.ts';
import { buildWalletTestApp, put, walletPlayer } from '../../../test/wallet.ts';

let t: TestContext;
beforeAll(async () => {
  ({ t } = await buildWalletTestApp());
});
afterAll(() => t?.close());

const envelope = (res: { json(): unknown }) => ErrorEnvelope.parse(res.json());
const player = () => walletPlayer(t);

describe('self-restriction (PUT /profile/profiles/{id}/suspend)', () => {
  it('validates the unit and days, ends the sessions, and login then answers 423', async () => {
    const p = await player();
    const url = `/profile/profiles/${p.uuid}/suspend`;
    for (const body of [
      {},
      { durationUnit: 'Days' },
      { durationUnit: 'Days', durationAmount: 0 },
      { durationUnit: 'Days', durationAmount: 31 },
    ]) {
      expect((await put(t, url, body, { token: p.token })).statusCode, JSON.stringify(body)).toBe(400);
    }
    const other = await player();
    expect(
      (
        await put(
          t,
          `/profile/profiles/${other.uuid}/suspend`,
          { durationUnit: 'Forever' },
          { token: p.token },
        )
      ).statusCode,
    ).toBe(403);

    const res = await put(
      t,
      url,
      { durationUnit: 'Days', durationAmount: 7, reason: 'break' },
      { token: p.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, type: 'temporary' });
    expect((await get(t, `/balance/v2/${p.uuid}`, { token: p.token })).statusCode).toBe(401);
    const login = await post(t, '/signin', { type: 'email', login: p.email, password: PASSWORD });
    expect(login.statusCode).toBe(423);
    expect(envelope(login)).toMatchObject({
      error: ErrorCode.selfRestricted,
      details: { type: 'temporary' },
    });
    t.advance(8 * 86_400_000);
    expect((await post(t, '/signin', { type: 'email', login: p.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });
});
