import { ErrorCode, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BodyOf, envelope, type Unchecked, unchecked } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { PASSWORD } from '../../../test/players.ts';
import { buildWalletTestApp, walletPlayer } from '../../../test/wallet.ts';

let t: TestContext;
beforeAll(async () => {
  ({ t } = await buildWalletTestApp());
});
afterAll(() => t?.close());

const player = () => walletPlayer(t);

describe('self-restriction (PUT /profile/profiles/{id}/suspend)', () => {
  it('validates the unit and days, ends the sessions, and login then answers 423', async () => {
    const p = await player();
    const suspend = (body: BodyOf<typeof endpoints.suspendProfile> | Unchecked) =>
      api(t)
        .as(p)
        .call(endpoints.suspendProfile, { params: { id: p.uuid }, body });
    for (const body of [
      {},
      { durationUnit: 'Days' },
      { durationUnit: 'Days', durationAmount: 0 },
      { durationUnit: 'Days', durationAmount: 31 },
    ]) {
      expect((await suspend(unchecked(body))).statusCode, JSON.stringify(body)).toBe(400);
    }
    const other = await player();
    expect(
      await api(t)
        .as(p)
        .status(endpoints.suspendProfile, { params: { id: other.uuid }, body: { durationUnit: 'Forever' } }),
    ).toBe(403);

    const res = await suspend({ durationUnit: 'Days', durationAmount: 7, reason: 'break' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, type: 'temporary' });
    expect(
      await api(t)
        .as(p)
        .status(endpoints.balance, { params: { uuid: p.uuid } }),
    ).toBe(401);
    const login = await api(t).call(endpoints.signin, {
      body: { type: 'email', login: p.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(423);
    expect(envelope(login)).toMatchObject({
      error: ErrorCode.selfRestricted,
      details: { type: 'temporary' },
    });
    t.advance(8 * 86_400_000);
    expect(
      await api(t).status(endpoints.signin, { body: { type: 'email', login: p.email, password: PASSWORD } }),
    ).toBe(200);
  });
});
