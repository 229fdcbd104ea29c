import {
  CampaignPlayersPage,
  CampaignRecord,
  ErrorCode,
  endpoints,
  SignupResponse,
} from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, failure, type QueryOf, unchecked } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { signupBody } from '../../../test/players.ts';
import {
  bonusTemplate,
  buildRewardsTestApp,
  createTemplate,
  expectRewardsReconciled,
} from '../../../test/rewards.ts';
import { completeDeposit, type memoryProvider } from '../../../test/wallet.ts';

let t: TestContext;
let provider: ReturnType<typeof memoryProvider>;
let campaignUUID: string;
const joined: string[] = [];

async function register() {
  const res = await api(t).call(endpoints.signup, { body: signupBody() });
  expect(res.statusCode, res.body).toBe(200);
  return SignupResponse.parse(res.json());
}

beforeAll(async () => {
  const built = await buildRewardsTestApp();
  t = built.t;
  provider = built.provider;
  const templateUUID = (await createTemplate(t, bonusTemplate())).templateUUID;
  const created = await api(t)
    .operator()
    .call(endpoints.createCampaign, {
      body: {
        name: 'Paged players',
        trigger: 'deposit',
        levels: [{ templateUUID }],
        content: { en: { title: 'Paged players', terms: 'Terms' } },
      },
    });
  expect(created.statusCode, created.body).toBe(200);
  campaignUUID = CampaignRecord.parse(created.json()).campaignUUID;
  const scheduled = await api(t)
    .operator()
    .call(endpoints.scheduleCampaign, { params: { campaignUUID }, body: {} });
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  // Three players opt in, one after another; the last one's deposit completes the campaign's level.
  for (let i = 0; i < 3; i++) {
    const p = await register();
    const res = await api(t)
      .as(p)
      .call(endpoints.campaignOptIn, { params: { id: campaignUUID }, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    joined.push(p.uuid);
    if (i === 2) await completeDeposit(t, provider, p, 25);
  }
});
afterEach(() => expectRewardsReconciled(t));
afterAll(() => t?.close());

const players = async (query: QueryOf<typeof endpoints.listCampaignPlayers>) => {
  const res = await api(t)
    .operator()
    .call(endpoints.listCampaignPlayers, { params: { campaignUUID }, query });
  expect(res.statusCode, res.body).toBe(200);
  return CampaignPlayersPage.parse(res.json());
};

describe("a campaign's players, paged on the server", () => {
  it('answers a page at a time, in a stable order, with the whole count', async () => {
    const whole = (await players({})).content.map((p) => p.playerUUID);
    expect([...whole].sort()).toEqual([...joined].sort());
    const first = await players({ page: 0, size: 2 });
    expect(first).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    const second = await players({ page: 1, size: 2 });
    expect([...first.content, ...second.content].map((p) => p.playerUUID)).toEqual(whole);
    expect((await players({ page: 5, size: 2 })).content).toEqual([]);
  });

  it('keeps only the players in the status asked for', async () => {
    const optedIn = await players({ status: 'OPT_IN' });
    expect(optedIn.totalElements).toBe(2);
    expect(optedIn.content.map((p) => p.playerUUID).sort()).toEqual(joined.slice(0, 2).sort());
    const completed = await players({ status: 'LEVEL_COMPLETED' });
    expect(completed.content).toEqual([
      expect.objectContaining({ playerUUID: joined[2], status: 'LEVEL_COMPLETED', level: 1 }),
    ]);
    expect((await players({ status: 'TRIGGERED' })).totalElements).toBe(0);
  });

  it('refuses a bad size, page or status with the validation envelope, and 404s an unknown campaign', async () => {
    for (const query of [{ size: 0 }, { size: 10_000 }, { page: -1 }, { size: 'many' }, { status: 'GONE' }]) {
      const res = await api(t)
        .operator()
        .call(endpoints.listCampaignPlayers, { params: { campaignUUID }, query: unchecked(query) });
      expect(failure(res)).toMatchObject({ status: 400, error: ErrorCode.validation });
    }
    const unknown = await api(t)
      .operator()
      .call(endpoints.listCampaignPlayers, { params: { campaignUUID: crypto.randomUUID() } });
    expect(unknown.statusCode).toBe(404);
  });
});
