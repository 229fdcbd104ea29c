import { endpoints } from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import {
  bonusTemplate,
  buildRewardsTestApp,
  createTemplate,
  expectRewardsReconciled,
  operatorRewards,
} from '../../../test/rewards.ts';
import { fundedPlayer } from '../../../test/studio.ts';
import { table } from '../../../test/tournaments.ts';

let t: TestContext;
beforeAll(async () => {
  t = (await buildRewardsTestApp()).t;
});
afterAll(() => t?.close());
afterEach(async () => {
  if (t) await expectRewardsReconciled(t);
});

async function progress(p: { uuid: string; token: string }) {
  return api(t)
    .as(p)
    .ok(endpoints.loyaltyProgress, { query: { brandId: 'croupier', playerId: p.uuid } });
}

describe('loyalty', () => {
  it('starts with bronze to diamond and the default rate; operators replace levels and rates; bad input is 400', async () => {
    const levels = (await api(t).operator().call(endpoints.loyaltyLevels)).json() as {
      levels: { key: string }[];
    };
    expect(levels.levels.map((l) => l.key)).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond']);
    expect((await api(t).operator().call(endpoints.loyaltyRates)).json()).toMatchObject({
      rates: { USD: 10 },
    });
    const unordered = await api(t)
      .operator()
      .call(endpoints.setLoyaltyLevels, {
        body: {
          levels: [
            { key: 'a', name: 'A', threshold: 10 },
            { key: 'b', name: 'B', threshold: 5 },
          ],
        },
      });
    expect(unordered.statusCode).toBe(400);
    const unknownTemplate = await api(t)
      .operator()
      .call(endpoints.setLoyaltyLevels, {
        body: {
          levels: [
            { key: 'a', name: 'A', threshold: 0, templateUUID: '0b6f6c1e-3f7a-4b7e-9a55-1f2e3d4c5b6a' },
          ],
        },
      });
    expect(unknownTemplate.statusCode).toBe(404);
    expect((await api(t).operator().call(endpoints.loyaltyLevels)).json()).toEqual(levels);
  });

  it('earns points from real stakes, reaches each level once and grants its reward exactly once', async () => {
    const template = await createTemplate(t, bonusTemplate({ name: 'Silver gift' }));
    const set = await api(t)
      .operator()
      .call(endpoints.setLoyaltyLevels, {
        body: {
          levels: [
            { key: 'bronze', name: 'Bronze', threshold: 0 },
            { key: 'silver', name: 'Silver', threshold: 100, templateUUID: template.templateUUID },
            { key: 'gold', name: 'Gold', threshold: 10_000 },
          ],
        },
      });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      await api(t)
        .operator()
        .status(endpoints.setLoyaltyRates, { body: { rates: { USD: 10 } } }),
    ).toBe(200);
    const p = await fundedPlayer(t);
    expect(await progress(p)).toMatchObject({ points: 0, level: 'bronze' });
    const slot = await table(t, p);
    await slot.bet(500); // 5.00 at 10 a unit: 50 points
    const rolled = await slot.bet(300);
    await slot.rollback(rolled); // takes its 30 back
    expect(await progress(p)).toMatchObject({ points: 50, level: 'bronze' });
    await Promise.all([slot.bet(600), slot.bet(700)]); // 60 + 70: silver, reached once
    const now = await progress(p);
    expect(now).toMatchObject({ points: 180, level: 'silver' });
    expect(now.rows.map((r) => [r.level, r.reached, r.current, r.percent])).toEqual([
      ['bronze', true, false, 100],
      ['silver', true, true, 100],
      ['gold', false, false, 1],
    ]);
    const loyalty = t.app.services.loyalty;
    await Promise.all([loyalty.grantDue(), loyalty.grantDue()]);
    await loyalty.grantDue();
    await slot.bet(100);
    await loyalty.grantDue();
    const rewards = await operatorRewards(t, p.uuid);
    expect(rewards.map((r) => r.data.templateUUID)).toEqual([template.templateUUID]);
  });

  it("refuses another player's progress", async () => {
    const [a, b] = [await fundedPlayer(t), await fundedPlayer(t)];
    const res = await api(t)
      .as(a)
      .call(endpoints.loyaltyProgress, { query: { playerId: b.uuid } });
    expect(res.statusCode).toBe(403);
  });
});
