import {
  Campaign,
  CampaignList,
  CampaignPlayersPage,
  CampaignRecord,
  ErrorCode,
  endpoints,
  RewardList,
  SignupResponse,
  WelcomePack,
  WelcomePackRecord,
} from '@croupier/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_CAMPAIGNS, DEMO_WELCOME_PACKS } from '../../../seed/campaigns.ts';
import { unusedVouchers } from '../../../seed/vouchers.ts';
import { api, type BodyOf, failure, unchecked } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { signupBody } from '../../../test/players.ts';
import {
  bonusTemplate,
  buildRewardsTestApp,
  createTemplate,
  expectRewardsReconciled,
  operatorRewards,
} from '../../../test/rewards.ts';
import { fundedPlayer, seamlessOk, startReal, studioCall, txId } from '../../../test/studio.ts';
import { completeDeposit, type memoryProvider } from '../../../test/wallet.ts';

let t: TestContext;
let provider: ReturnType<typeof memoryProvider>;
let templateUUID: string;
beforeAll(async () => {
  const built = await buildRewardsTestApp();
  t = built.t;
  provider = built.provider;
  templateUUID = (await createTemplate(t, bonusTemplate())).templateUUID;
});
afterEach(() => expectRewardsReconciled(t));
afterAll(() => t?.close());

const DAY = 86_400_000;
const MINUTE = 60_000;
type Player = { uuid: string; token: string };

async function register(over: Record<string, unknown> = {}) {
  const res = await api(t).call(endpoints.signup, { body: signupBody(over) });
  expect(res.statusCode, res.body).toBe(200);
  const auth = SignupResponse.parse(res.json());
  return { uuid: auth.uuid, token: auth.token, campaignLink: auth.campaignLink };
}

async function listOf(p: Player) {
  const res = await api(t)
    .as(p)
    .call(endpoints.eligibleCampaigns, { params: { uuid: p.uuid } });
  expect(res.statusCode, res.body).toBe(200);
  return CampaignList.parse(res.json()).content;
}
const ids = (list: Campaign[]) => list.map((c) => c.CampainUUID);
const find = async (p: Player, id: string) => (await listOf(p)).find((c) => c.CampainUUID === id);

const optIn = (p: Player, id: string) =>
  api(t).as(p).call(endpoints.campaignOptIn, { params: { id }, body: {} });
const optOut = (p: Player, id: string) =>
  api(t)
    .as(p)
    .call(endpoints.campaignOptOut, { params: { id, uuid: p.uuid }, body: {} });
const switchTo = (p: Player, current: string, next: string) =>
  api(t)
    .as(p)
    .call(endpoints.campaignSwitch, { body: { currentCampaignUuid: current, newCampaignUuid: next } });

async function createCampaign(over: Partial<BodyOf<typeof endpoints.createCampaign>> = {}, schedule = true) {
  const body: BodyOf<typeof endpoints.createCampaign> = {
    name: 'Test campaign',
    trigger: 'deposit',
    levels: [{ templateUUID }],
    content: { en: { title: 'A test campaign', terms: 'Terms' } },
    ...over,
  };
  const res = await api(t).operator().call(endpoints.createCampaign, { body });
  expect(res.statusCode, res.body).toBe(200);
  const created = CampaignRecord.parse(res.json());
  if (!schedule) return created;
  const scheduled = await api(t)
    .operator()
    .call(endpoints.scheduleCampaign, { params: { campaignUUID: created.campaignUUID }, body: {} });
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  return CampaignRecord.parse(scheduled.json());
}

const campaignRewards = async (p: Player) =>
  (await operatorRewards(t, p.uuid)).filter((r) => r.data.templateUUID);

describe('lists and eligibility (001 §6)', () => {
  it('shows guests the guest and all campaigns only, and players never the guest-only one', async () => {
    const guest = CampaignList.parse(
      (await api(t).call(endpoints.publicCampaigns, { params: { brandId: 'croupier' } })).json(),
    ).content;
    expect(ids(guest)).toContain(DEMO_CAMPAIGNS.guest);
    expect(ids(guest)).toContain(DEMO_CAMPAIGNS.sport);
    expect(ids(guest)).not.toContain(DEMO_CAMPAIGNS.welcome);
    expect(guest.every((c) => c.playerStatus === 'VIEW')).toBe(true);
    expect(
      (await api(t).call(endpoints.publicCampaigns, { params: { brandId: 'another-brand' } })).json(),
    ).toEqual({ content: [] });

    const p = await register();
    const mine = ids(await listOf(p));
    expect(mine).toContain(DEMO_CAMPAIGNS.welcome);
    expect(mine).toContain(DEMO_CAMPAIGNS.sport);
    expect(mine).not.toContain(DEMO_CAMPAIGNS.guest);
  });

  it('lists the country-limited campaign to players of its countries only, and refuses the others', async () => {
    const us = await register();
    const gb = await register({ country: 'GB', currency: 'GBP' });
    expect(ids(await listOf(us))).not.toContain(DEMO_CAMPAIGNS.country);
    expect(ids(await listOf(gb))).toContain(DEMO_CAMPAIGNS.country);
    expect(failure(await optIn(us, DEMO_CAMPAIGNS.country))).toMatchObject({
      status: 404,
      error: ErrorCode.campaignNotFound,
    });
    const black = await createCampaign({ blackListCountries: ['GB'], whiteListCurrencies: ['GBP', 'USD'] });
    expect(ids(await listOf(gb))).not.toContain(black.campaignUUID);
    expect(ids(await listOf(us))).toContain(black.campaignUUID);
  });

  it("never answers another player's list or opts another player out", async () => {
    const a = await register();
    const b = await register();
    expect(
      await api(t)
        .as(a)
        .status(endpoints.eligibleCampaigns, { params: { uuid: b.uuid } }),
    ).toBe(403);
    expect(
      await api(t)
        .as(a)
        .status(endpoints.campaignOptOut, { params: { id: DEMO_CAMPAIGNS.sport, uuid: b.uuid }, body: {} }),
    ).toBe(403);
    expect(
      await api(t)
        .as(a)
        .status(endpoints.campaignStateOptIn, {
          params: { campaignId: DEMO_CAMPAIGNS.sport, playerUuid: b.uuid },
          body: {},
        }),
    ).toBe(403);
  });

  it('sorts active and opted-in first, then active, then the rest', async () => {
    const soon = await createCampaign({ startsAt: new Date(t.now() + DAY).toISOString() });
    const p = await register();
    expect((await optIn(p, DEMO_CAMPAIGNS.reload)).statusCode).toBe(200);
    const list = await listOf(p);
    expect(list[0]?.CampainUUID).toBe(DEMO_CAMPAIGNS.reload);
    expect(list.at(-1)?.CampainUUID).toBe(soon.campaignUUID);
    expect(list.at(-1)?.state).toBe('PENDING');
  });
});

describe('texts per locale in the content store', () => {
  it('keeps the texts of a campaign as static-page rows and answers them in the locale, else the default', async () => {
    const c = await createCampaign({
      content: {
        en: { title: 'Spring bonus', terms: 'English terms', buttonLink: '/deposit' },
        de: { title: 'Frühlingsbonus', terms: 'Deutsche Bedingungen', buttonLink: '/promotions' },
      },
    });
    const rows = (await t.database.db.execute(
      sql`select locale, slug from static_pages where slug like ${`campaign/${c.campaignUUID}%`} order by locale, slug`,
    )) as unknown as { rows: { locale: string; slug: string }[] };
    expect(rows.rows.map((r) => `${r.locale} ${r.slug.replace(c.campaignUUID, 'ID')}`)).toEqual([
      'de campaign/ID',
      'de campaign/ID/link',
      'de campaign/ID/terms',
      'en campaign/ID',
      'en campaign/ID/link',
      'en campaign/ID/terms',
    ]);
    const p = await register();
    const inGerman = async (locale: string) => {
      const res = await api(t)
        .as(p)
        .call(endpoints.eligibleCampaigns, { params: { uuid: p.uuid }, query: { locale } });
      return CampaignList.parse(res.json()).content.find((x) => x.CampainUUID === c.campaignUUID);
    };
    expect(await inGerman('de')).toMatchObject({
      title: 'Frühlingsbonus',
      terms: 'Deutsche Bedingungen',
      buttonLink: '/promotions',
    });
    expect(await inGerman('fr')).toMatchObject({
      title: 'Spring bonus',
      terms: 'English terms',
      buttonLink: '/deposit',
    });
    const record = CampaignRecord.parse(
      (
        await api(t)
          .operator()
          .call(endpoints.getCampaign, { params: { campaignUUID: c.campaignUUID } })
      ).json(),
    );
    expect(Object.keys(record.content).sort()).toEqual(['de', 'en']);
    const edited = await api(t)
      .operator()
      .call(endpoints.updateCampaign, {
        params: { campaignUUID: c.campaignUUID },
        body: {
          name: 'Test campaign',
          trigger: 'deposit',
          levels: [{ templateUUID, minDeposit: {}, wager: {} }],
          content: { en: { title: 'Spring bonus, edited' } },
        },
      });
    // An active campaign takes new texts (its trigger and levels are the same).
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await inGerman('de')).toMatchObject({
      title: 'Spring bonus, edited',
      terms: '',
      buttonLink: null,
    });
  });
});

describe('states by the clock and by operators (001 §4)', () => {
  it('moves a scheduled campaign to ACTIVE at its start and FINISHED at its end', async () => {
    const start = t.now() + 2 * MINUTE;
    const c = await createCampaign({
      trigger: 'opt-in',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + MINUTE).toISOString(),
    });
    expect(c.state).toBe('PENDING');
    const p = await register();
    expect(failure(await optIn(p, c.campaignUUID))).toMatchObject({
      status: 409,
      error: ErrorCode.campaignState,
    });
    t.advance(2 * MINUTE);
    expect((await find(p, c.campaignUUID))?.state).toBe('ACTIVE');
    expect((await optIn(p, c.campaignUUID)).statusCode).toBe(200);
    t.advance(MINUTE);
    expect(await t.app.services.campaigns.advanceStates()).toBeGreaterThan(0);
    const after = CampaignRecord.parse(
      (
        await api(t)
          .operator()
          .call(endpoints.getCampaign, { params: { campaignUUID: c.campaignUUID } })
      ).json(),
    );
    expect(after.state).toBe('FINISHED');
    expect((await find(p, c.campaignUUID))?.state).toBe('FINISHED');
    expect(failure(await optIn(p, c.campaignUUID))).toMatchObject({ status: 409 });
  });

  it('lets operators edit, cancel and delete, and refuses what a state does not allow', async () => {
    const draft = await createCampaign({}, false);
    expect(draft.state).toBe('DRAFT');
    const edited = await api(t)
      .operator()
      .call(endpoints.updateCampaign, {
        params: { campaignUUID: draft.campaignUUID },
        body: {
          name: 'Edited',
          trigger: 'opt-in',
          levels: [{ templateUUID }],
          content: { en: { title: 'Edited' } },
        },
      });
    expect(CampaignRecord.parse(edited.json())).toMatchObject({ name: 'Edited', trigger: 'opt-in' });
    const active = CampaignRecord.parse(
      (
        await api(t)
          .operator()
          .call(endpoints.scheduleCampaign, { params: { campaignUUID: draft.campaignUUID }, body: {} })
      ).json(),
    );
    expect(active.state).toBe('ACTIVE');
    const changeLevels = await api(t)
      .operator()
      .fails(endpoints.updateCampaign, {
        params: { campaignUUID: draft.campaignUUID },
        body: {
          name: 'Edited',
          trigger: 'deposit',
          levels: [{ templateUUID }],
          content: { en: { title: 'Edited' } },
        },
      });
    expect(changeLevels).toMatchObject({ status: 409, error: ErrorCode.campaignState });
    expect(
      await api(t)
        .operator()
        .fails(endpoints.deleteCampaign, { params: { campaignUUID: draft.campaignUUID } }),
    ).toMatchObject({
      status: 409,
    });
    const canceled = await api(t)
      .operator()
      .call(endpoints.cancelCampaign, { params: { campaignUUID: draft.campaignUUID }, body: {} });
    expect(CampaignRecord.parse(canceled.json()).state).toBe('CANCELED');
    expect(
      await api(t)
        .operator()
        .fails(endpoints.scheduleCampaign, { params: { campaignUUID: draft.campaignUUID }, body: {} }),
    ).toMatchObject({
      status: 409,
    });
    expect(
      CampaignRecord.parse(
        (
          await api(t)
            .operator()
            .call(endpoints.deleteCampaign, { params: { campaignUUID: draft.campaignUUID } })
        ).json(),
      ).state,
    ).toBe('DELETED');
    expect(
      await api(t)
        .operator()
        .status(endpoints.getCampaign, { params: { campaignUUID: draft.campaignUUID } }),
    ).toBe(404);
    const all = z.array(CampaignRecord).parse((await api(t).operator().call(endpoints.listCampaigns)).json());
    expect(all.map((c) => c.campaignUUID)).not.toContain(draft.campaignUUID);
  });

  it('refuses bad campaigns with 4xx and changes nothing', async () => {
    const before = (await api(t).operator().call(endpoints.listCampaigns)).json().length;
    for (const body of [
      { name: 'x', trigger: 'deposit', levels: [], content: { en: { title: 'x' } } },
      { name: 'x', trigger: 'deposit', levels: [{ templateUUID }], content: { de: { title: 'x' } } },
      { name: 'x', trigger: 'wager', levels: [{ templateUUID }], content: { en: { title: 'x' } } },
      {
        name: 'x',
        trigger: 'deposit',
        levels: [{ templateUUID }],
        content: { en: { title: 'x', buttonLink: '//evil.example' } },
      },
      {
        name: 'x',
        trigger: 'deposit',
        levels: [{ templateUUID }],
        content: { en: { title: 'x' } },
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
      },
    ]) {
      expect(
        await api(t)
          .operator()
          .status(endpoints.createCampaign, { body: unchecked(body) }),
      ).toBe(400);
    }
    const unknown = await api(t)
      .operator()
      .fails(endpoints.createCampaign, {
        body: {
          name: 'x',
          trigger: 'deposit',
          levels: [{ templateUUID: '0b6f6c1e-3f7a-4b7e-9a55-1f2e3d4c5b6a' }],
          content: { en: { title: 'x' } },
        },
      });
    expect(unknown).toMatchObject({ status: 404, error: ErrorCode.rewardTemplateNotFound });
    expect((await api(t).operator().call(endpoints.listCampaigns)).json().length).toBe(before);
  });
});

describe('triggers grant through the rewards engine, once per player and level', () => {
  it('joins the welcome pack at registration, answers its link, and moves level by level with deposits', async () => {
    const packs = z
      .array(WelcomePack)
      .parse((await api(t).call(endpoints.welcomePacks, { query: { locale: 'en' } })).json());
    const casino = packs.find((w) => w.uid === DEMO_WELCOME_PACKS.casino);
    expect(casino).toMatchObject({
      isDefault: true,
      campaignId: DEMO_CAMPAIGNS.welcome,
      buttonLink: '/deposit',
    });
    expect(casino?.steps).toHaveLength(3);

    const p = await register({ campaignUuid: DEMO_CAMPAIGNS.welcome });
    expect(p.campaignLink).toBe('/deposit');
    expect(await find(p, DEMO_CAMPAIGNS.welcome)).toMatchObject({
      playerStatus: 'OPT_IN',
      level: 0,
      levels: 3,
    });
    await completeDeposit(t, provider, p, 40);
    expect(await find(p, DEMO_CAMPAIGNS.welcome)).toMatchObject({ playerStatus: 'TRIGGERED', level: 1 });
    const first = await api(t)
      .as(p)
      .call(endpoints.rewards, { params: { uuid: p.uuid }, query: { status: 'PENDING' } });
    const pending = RewardList.parse(first.json()).content;
    expect(pending).toHaveLength(1);
    expect(pending[0]?.grantedAmount).toEqual({ amount: 40, currency: 'USD' });
    await completeDeposit(t, provider, p, 40);
    await completeDeposit(t, provider, p, 40);
    expect(await find(p, DEMO_CAMPAIGNS.welcome)).toMatchObject({
      playerStatus: 'LEVEL_COMPLETED',
      level: 3,
    });
    await completeDeposit(t, provider, p, 40);
    expect((await campaignRewards(p)).map((r) => r.grantedAmount?.amount).sort()).toEqual([10, 20, 40]);
  });

  it('counts a redeemed retail voucher as a deposit', async () => {
    const p = await register();
    expect((await optIn(p, DEMO_CAMPAIGNS.reload)).statusCode).toBe(200);
    // The reload needs 20.00 or more: a voucher of 25.00.
    const voucher = (await unusedVouchers(t.database.db, 'croupier', 'USD')).find((v) => v.amount === 2500n);
    const res = await api(t)
      .as(p)
      .call(endpoints.voucherActivate, { params: { voucherId: voucher!.code }, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(await find(p, DEMO_CAMPAIGNS.reload)).toMatchObject({ playerStatus: 'LEVEL_COMPLETED', level: 1 });
    expect(await campaignRewards(p)).toHaveLength(1);
  });

  it('grants a first-deposit level once when two deposits complete at the same moment', async () => {
    const c = await createCampaign({ trigger: 'first-deposit' });
    const p = await register();
    expect((await optIn(p, c.campaignUUID)).statusCode).toBe(200);
    await Promise.all([completeDeposit(t, provider, p, 30), completeDeposit(t, provider, p, 30)]);
    expect(await campaignRewards(p)).toHaveLength(1);
    expect(await find(p, c.campaignUUID)).toMatchObject({ playerStatus: 'LEVEL_COMPLETED', level: 1 });
  });

  it('gives each of N concurrent deposits at most one level, and each level once', async () => {
    const c = await createCampaign({ levels: [{ templateUUID }, { templateUUID }] });
    const p = await register();
    expect((await optIn(p, c.campaignUUID)).statusCode).toBe(200);
    await Promise.all([1, 2, 3, 4].map(() => completeDeposit(t, provider, p, 25)));
    expect(await campaignRewards(p)).toHaveLength(2);
    const parts = CampaignPlayersPage.parse(
      (
        await api(t)
          .operator()
          .call(endpoints.listCampaignPlayers, { params: { campaignUUID: c.campaignUUID } })
      ).json(),
    ).content;
    expect(parts).toEqual([
      expect.objectContaining({ playerUUID: p.uuid, level: 2, status: 'LEVEL_COMPLETED' }),
    ]);
  });

  it('grants a deposit level only for a deposit of at least its amount', async () => {
    const p = await register();
    expect((await optIn(p, DEMO_CAMPAIGNS.reload)).statusCode).toBe(200);
    await completeDeposit(t, provider, p, 19.99);
    expect(await campaignRewards(p)).toHaveLength(0);
    await completeDeposit(t, provider, p, 20);
    expect((await campaignRewards(p)).map((r) => r.grantedAmount?.amount)).toEqual([10]);
  });

  it('grants an opt-in campaign at once, and opting out keeps what was granted', async () => {
    const c = await createCampaign({ trigger: 'opt-in', levels: [{ templateUUID }, { templateUUID }] });
    const p = await register();
    const joined = Campaign.parse((await optIn(p, c.campaignUUID)).json());
    expect(joined).toMatchObject({ playerStatus: 'TRIGGERED', level: 1 });
    expect((await optIn(p, c.campaignUUID)).statusCode).toBe(200);
    expect(await campaignRewards(p)).toHaveLength(1);
    const out = Campaign.parse((await optOut(p, c.campaignUUID)).json());
    expect(out.playerStatus).toBe('VIEW');
    expect(failure(await optOut(p, c.campaignUUID))).toMatchObject({
      status: 409,
      error: ErrorCode.campaignState,
    });
    expect(await campaignRewards(p)).toHaveLength(1);
  });

  it('grants a wagering level when real-money stakes since opting in reach its amount', async () => {
    const c = await createCampaign({ trigger: 'wager', levels: [{ templateUUID, wager: { USD: '5.00' } }] });
    const p = await register();
    expect((await optIn(p, c.campaignUUID)).statusCode).toBe(200);
    const stake = (minor: bigint) =>
      t.app.services.ledger.transaction((tx) =>
        t.app.services.campaigns.staked(tx, { playerUuid: p.uuid, currency: 'USD', stake: minor }),
      );
    await stake(300n);
    await t.app.services.ledger.transaction((tx) =>
      t.app.services.campaigns.rolledBack(tx, { playerUuid: p.uuid, stake: 100n }),
    );
    await stake(250n);
    expect(await campaignRewards(p)).toHaveLength(0);
    await stake(50n);
    expect(await campaignRewards(p)).toHaveLength(1);
    await stake(1000n);
    expect(await campaignRewards(p)).toHaveLength(1);
  });

  it('hears real-money rounds of the seamless wallet: a repeated bet counts once, a rollback comes off', async () => {
    const c = await createCampaign({ trigger: 'wager', levels: [{ templateUUID, wager: { USD: '5.00' } }] });
    const p = await fundedPlayer(t);
    expect((await optIn(p, c.campaignUUID)).statusCode).toBe(200);
    const { sid } = await startReal(t, p);
    const round = async (op: string, body: Record<string, unknown>) =>
      seamlessOk(await studioCall(t, op, { sessionId: sid, currency: 'USD', ...body }));
    const first = { transactionId: txId('bet'), roundId: 'w1', amount: 300 };
    await round('bet', first);
    await round('bet', first);
    const undone = { transactionId: txId('bet'), roundId: 'w2', amount: 100 };
    await round('bet', undone);
    await round('rollback', {
      transactionId: txId('rb'),
      betTransactionId: undone.transactionId,
      roundId: 'w2',
      amount: 200,
    });
    expect(await campaignRewards(p)).toHaveLength(0);
    // 3.00 counted: 1.99 more is not enough, 0.01 more reaches 5.00.
    await round('bet', { transactionId: txId('bet'), roundId: 'w3', amount: 199 });
    expect(await campaignRewards(p)).toHaveLength(0);
    await round('bet', { transactionId: txId('bet'), roundId: 'w4', amount: 1 });
    expect(await campaignRewards(p)).toHaveLength(1);
    expect(await find(p, c.campaignUUID)).toMatchObject({ playerStatus: 'LEVEL_COMPLETED', level: 1 });
  });

  it('fires a guest-only registration campaign for a guest who signs up with it', async () => {
    const p = await register({ campaignUuid: DEMO_CAMPAIGNS.guest });
    expect((await campaignRewards(p)).map((r) => r.grantedAmount?.amount)).toEqual([5]);
    const plain = await register();
    expect(await campaignRewards(plain)).toHaveLength(0);
  });

  it('suspends a level it cannot grant instead of failing the deposit', async () => {
    const euro = await createTemplate(t, bonusTemplate({ amounts: { EUR: '10.00' }, maxConversion: {} }));
    const c = await createCampaign({ levels: [{ templateUUID: euro.templateUUID }] });
    const p = await register();
    expect((await optIn(p, c.campaignUUID)).statusCode).toBe(200);
    await completeDeposit(t, provider, p, 30);
    expect(await find(p, c.campaignUUID)).toMatchObject({ playerStatus: 'LEVEL_SUSPENDED', level: 0 });
  });
});

describe('one campaign of a group at a time', () => {
  it('refuses a second campaign of the group and switches between them', async () => {
    const p = await register({ campaignUuid: DEMO_CAMPAIGNS.welcome });
    expect(failure(await optIn(p, DEMO_CAMPAIGNS.sport))).toMatchObject({
      status: 409,
      error: ErrorCode.campaignGroup,
    });
    const res = await switchTo(p, DEMO_CAMPAIGNS.welcome, DEMO_CAMPAIGNS.sport);
    expect(res.statusCode, res.body).toBe(200);
    const list = CampaignList.parse(res.json()).content;
    expect(list.find((c) => c.CampainUUID === DEMO_CAMPAIGNS.welcome)?.playerStatus).toBe('VIEW');
    expect(list.find((c) => c.CampainUUID === DEMO_CAMPAIGNS.sport)?.playerStatus).toBe('LEVEL_COMPLETED');
    expect(failure(await switchTo(p, DEMO_CAMPAIGNS.reload, DEMO_CAMPAIGNS.welcome))).toMatchObject({
      status: 409,
    });
  });

  it('keeps the group taken once a campaign of it is completed: no second welcome pack', async () => {
    const group = `done${Date.now().toString(36)}`;
    const first = await createCampaign({ group, trigger: 'opt-in' });
    const second = await createCampaign({ group, trigger: 'opt-in' });
    const p = await register();
    expect(Campaign.parse((await optIn(p, first.campaignUUID)).json()).playerStatus).toBe('LEVEL_COMPLETED');
    expect(failure(await optIn(p, second.campaignUUID))).toMatchObject({
      status: 409,
      error: ErrorCode.campaignGroup,
    });
    expect(failure(await switchTo(p, first.campaignUUID, second.campaignUUID))).toMatchObject({
      status: 409,
    });
    expect(await campaignRewards(p)).toHaveLength(1);
    // A campaign of no group, or of another group, is still open to the player.
    expect((await optIn(p, (await createCampaign({ trigger: 'opt-in' })).campaignUUID)).statusCode).toBe(200);
  });

  it('keeps at most one opted-in campaign per group whatever the player does (property)', async () => {
    const group = `g${Date.now().toString(36)}`;
    const members = [
      await createCampaign({ group }),
      await createCampaign({ group }),
      await createCampaign({ group }),
    ].map((c) => c.campaignUUID);
    const action = fc.oneof(
      fc.record({ kind: fc.constant('in' as const), a: fc.nat(2) }),
      fc.record({ kind: fc.constant('out' as const), a: fc.nat(2) }),
      fc.record({ kind: fc.constant('switch' as const), a: fc.nat(2), b: fc.nat(2) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), async (actions) => {
        const p = await register();
        await Promise.all(
          actions.map((x) => {
            const a = members[x.a]!;
            if (x.kind === 'in') return optIn(p, a);
            if (x.kind === 'out') return optOut(p, a);
            return switchTo(p, a, members[x.b]!);
          }),
        );
        const opted = (await listOf(p)).filter(
          (c) => members.includes(c.CampainUUID) && ['OPT_IN', 'TRIGGERED'].includes(c.playerStatus),
        );
        expect(opted.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 8 },
    );
  });
});

describe('welcome packs (operator)', () => {
  it('creates, lists, updates and deletes packs; one default at a time', async () => {
    const c = await createCampaign();
    const body = {
      campaignUUID: c.campaignUUID,
      content: { en: { title: 'Pack', steps: ['one', 'two'] } },
      isDefault: true,
      buttonLink: '/promotions',
    };
    const created = WelcomePackRecord.parse(
      (await api(t).operator().call(endpoints.createWelcomePack, { body })).json(),
    );
    const all = z
      .array(WelcomePackRecord)
      .parse((await api(t).operator().call(endpoints.listWelcomePacks)).json());
    expect(all.filter((w) => w.isDefault).map((w) => w.uid)).toEqual([created.uid]);
    const updated = await api(t)
      .operator()
      .call(endpoints.updateWelcomePack, {
        params: { uid: created.uid },
        body: {
          ...body,
          isDefault: false,
        },
      });
    expect(WelcomePackRecord.parse(updated.json()).isDefault).toBe(false);
    const link = await register({ campaignUuid: c.campaignUUID });
    expect(link.campaignLink).toBe('/promotions');
    expect(
      await api(t)
        .operator()
        .status(endpoints.deleteWelcomePack, { params: { uid: created.uid } }),
    ).toBe(200);
    expect(
      await api(t)
        .operator()
        .status(endpoints.deleteWelcomePack, { params: { uid: created.uid } }),
    ).toBe(404);
    expect(
      await api(t)
        .operator()
        .status(endpoints.updateWelcomePack, { params: { uid: created.uid }, body }),
    ).toBe(404);
    // The demo default goes back to being the default.
    await api(t)
      .operator()
      .call(endpoints.updateWelcomePack, {
        params: { uid: DEMO_WELCOME_PACKS.casino },
        body: {
          campaignUUID: DEMO_CAMPAIGNS.welcome,
          content: { en: { title: 'Casino welcome pack', steps: ['a', 'b', 'c'] } },
          isDefault: true,
          buttonLink: '/deposit',
        },
      });
  });
});
