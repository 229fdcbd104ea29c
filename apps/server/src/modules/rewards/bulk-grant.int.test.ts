import { type BulkGrantAnswer, ErrorCode, endpoints, RewardList } from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import {
  bonusTemplate,
  buildRewardsTestApp,
  createTemplate,
  expectRewardsReconciled,
} from '../../../test/rewards.ts';

let t: TestContext;
beforeAll(async () => {
  t = (await buildRewardsTestApp()).t;
});
afterEach(() => expectRewardsReconciled(t));
afterAll(() => t?.close());

const nobody = '0b6f6c1e-3f7a-4b7e-9a55-1f2e3d4c5b6a';
const rewardsOf = async (playerUUID: string) =>
  RewardList.parse(
    (await api(t).operator().call(endpoints.listPlayerRewards, { params: { playerUUID } })).json(),
  ).content;

describe('a grant to a list of players', () => {
  it('checks every player first and grants nothing when one cannot have it', async () => {
    const tpl = await createTemplate(t, bonusTemplate());
    const eurOnly = await createTemplate(t, bonusTemplate({ amounts: { EUR: '5.00' } }));
    const { auth: a } = await registerByEmail(t);
    const { auth: b } = await registerByEmail(t);
    const body = { templateUUID: tpl.templateUUID, reason: 'list', grantKey: 'list-1' };

    const checked = await api(t)
      .operator()
      .ok(endpoints.grantRewards, { body: { ...body, playerUUIDs: [a.uuid, nobody, b.uuid], dryRun: true } });
    expect(checked).toEqual({
      players: 3,
      granted: 0,
      invalid: [{ index: 1, playerUUID: nobody, problem: 'not-found' }],
    } satisfies BulkGrantAnswer);

    const refused = await api(t)
      .operator()
      .fails(endpoints.grantRewards, { body: { ...body, playerUUIDs: [a.uuid, nobody, b.uuid] } });
    expect(refused).toMatchObject({
      status: 422,
      error: ErrorCode.rewardGrantInvalid,
      details: { invalid: [{ index: 1, playerUUID: nobody, problem: 'not-found' }] },
    });
    expect(await rewardsOf(a.uuid)).toEqual([]);

    const noAmount = await api(t)
      .operator()
      .ok(endpoints.grantRewards, {
        body: { ...body, templateUUID: eurOnly.templateUUID, playerUUIDs: [a.uuid], dryRun: true },
      });
    expect(noAmount.invalid).toEqual([{ index: 0, playerUUID: a.uuid, problem: 'no-amount' }]);
  });

  it('grants each player once per key, however often the list is sent', async () => {
    const tpl = await createTemplate(t, bonusTemplate());
    const { auth: a } = await registerByEmail(t);
    const { auth: b } = await registerByEmail(t);
    const body = {
      templateUUID: tpl.templateUUID,
      reason: 'list',
      grantKey: 'list-2',
      playerUUIDs: [a.uuid, b.uuid.toUpperCase()],
    };
    expect(await api(t).operator().ok(endpoints.grantRewards, { body })).toEqual({
      players: 2,
      granted: 2,
      invalid: [],
    });
    await api(t).operator().ok(endpoints.grantRewards, { body });
    expect(await rewardsOf(a.uuid)).toHaveLength(1);
    expect(await rewardsOf(b.uuid)).toMatchObject([{ status: 'PENDING' }]);
  });

  it('refuses a list naming a player twice, before anything is read', async () => {
    const tpl = await createTemplate(t, bonusTemplate());
    const res = await api(t)
      .operator()
      .fails(endpoints.grantRewards, {
        body: { templateUUID: tpl.templateUUID, reason: 'x', grantKey: 'k', playerUUIDs: [nobody, nobody] },
      });
    expect(res).toMatchObject({
      status: 400,
      fieldErrors: { playerUUIDs: 'rewards.errors.duplicate-players' },
    });
  });
});
