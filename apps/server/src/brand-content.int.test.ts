import { ErrorCode, endpoints } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS } from '../seed/campaigns.ts';
import { DEMO_WELCOME_POPUP } from '../seed/crm.ts';
import { DEMO_ACTIVE_TOURNAMENT } from '../seed/tournaments.ts';
import { api, failure } from '../test/api.ts';
import { brandPlayer, buildBrandApp, crossBrandSlot, OTHER_BRAND } from '../test/brands.ts';
import type { TestContext } from '../test/helper.ts';
import { signupBody } from '../test/players.ts';
import {
  bonusTemplate,
  buildRewardsTestApp,
  createPromo,
  createTemplate,
  expectRewardsReconciled,
  operatorRewards,
} from '../test/rewards.ts';
import { gameUuid, slotGame } from '../test/studio.ts';
import { createTournament, settleDemoTournaments } from '../test/tournaments.ts';
import { depositBody, type memoryProvider, sendWebhook } from '../test/wallet.ts';
import { gameSessions } from './modules/seamless-wallet/tables.ts';
import { tournamentParticipants } from './modules/tournaments/tables.ts';

/**
 * Two brands on one database, as one process serves them by host name (docs/decisions/064-brand-content.md):
 * each brand's content is its own, and what one process does for a player (a deposit's webhook, a
 * round the studio sends to one host, the schedules) acts on the player's brand, not the process's.
 */

let a: TestContext;
let b: TestContext;
let provider: ReturnType<typeof memoryProvider>;
let templateA: string;
let templateB: string;
beforeAll(async () => {
  const built = await buildRewardsTestApp();
  a = built.t;
  provider = built.provider;
  await settleDemoTournaments(a);
  b = await buildBrandApp(a, OTHER_BRAND, { payments: provider, freeRounds: built.freeRounds });
  templateA = (await createTemplate(a, bonusTemplate({ name: 'Brand A bonus' }))).templateUUID;
  templateB = (await createTemplate(b, bonusTemplate({ name: 'Brand B bonus' }))).templateUUID;
  // Two apps on one seeded database: slow on a busy machine.
}, 300_000);
afterEach(() => expectRewardsReconciled(a));
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The templates of a player's rewards, read by their own brand's operators (another brand's do not reach them, ADR 062). */
const templatesOf = async (t: TestContext, playerUuid: string) =>
  (await operatorRewards(t, playerUuid)).map((r) => r.data.templateUUID);

describe('promo codes are a brand’s', () => {
  it('knows a brand B code on brand B only; both brands may use the same letters', async () => {
    const onlyB = (await createPromo(b, templateB)).code;
    const sameA = await createPromo(a, templateA, { code: 'samecode1' });
    const sameB = await createPromo(b, templateB, { code: 'samecode1' });
    expect([sameA.templateUUID, sameB.templateUUID]).toEqual([templateA, templateB]);

    const validate = (t: TestContext, promoCode: string) =>
      api(t).call(endpoints.validatePromoCode, { query: { promoCode, currency: 'USD', country: 'US' } });
    const refused = await validate(a, onlyB);
    expect(failure(refused)).toMatchObject({ error: ErrorCode.promoInvalid });
    expect((await validate(b, onlyB)).statusCode).toBe(200);
    expect((await validate(a, 'samecode1')).json()).toMatchObject({ templateUUID: templateA });
    expect((await validate(b, 'samecode1')).json()).toMatchObject({ templateUUID: templateB });

    // At registration: unknown on A, redeemed on B with B's template.
    const onA = await api(a).ok(endpoints.signup, { body: signupBody({ promoCode: onlyB }) });
    expect(onA.promo).toEqual({ code: onlyB, status: 'INVALID' });
    expect(await templatesOf(a, onA.uuid)).toEqual([]);
    const onB = await api(b).ok(endpoints.signup, {
      body: signupBody({ brandId: OTHER_BRAND, promoCode: onlyB }),
    });
    expect(onB.promo).toEqual({ code: onlyB, status: 'ACCEPTED' });
    expect(await templatesOf(b, onB.uuid)).toEqual([templateB]);

    // Operators list their brand's codes only.
    const listed = async (t: TestContext) =>
      (await api(t).operator().ok(endpoints.listPromoCodes, { query: {} })).content.map((c) => c.code);
    expect(await listed(a)).not.toContain(onlyB);
    expect(await listed(b)).toContain(onlyB);
  });
});

describe('observers act on the player’s brand', () => {
  async function depositCampaign(t: TestContext, templateUUID: string) {
    const created = await api(t)
      .operator()
      .ok(endpoints.createCampaign, {
        body: {
          name: 'Every deposit',
          trigger: 'deposit',
          optIn: false,
          levels: [{ templateUUID }],
          content: { en: { title: 'Every deposit', terms: 'Terms' } },
        },
      });
    await api(t)
      .operator()
      .ok(endpoints.scheduleCampaign, { params: { campaignUUID: created.campaignUUID }, body: {} });
    return created.campaignUUID;
  }

  it('a brand B deposit completed by brand A’s process fires brand B’s campaign, not brand A’s', async () => {
    const campaignA = await depositCampaign(a, templateA);
    await depositCampaign(b, templateB);
    const p = await brandPlayer(b, OTHER_BRAND, 0n);
    const payment = await api(b)
      .as(p)
      .ok(endpoints.deposit, { params: { uuid: p.uuid }, body: depositBody(p, { amount: 50 }) });
    // The provider's webhook arrives at brand A's host.
    const hook = provider.webhook({
      type: 'deposit.completed',
      paymentId: payment.paymentId,
      providerTransactionId: `tx_${payment.paymentId}`,
      amount: '50',
      currency: 'USD',
    });
    const settled = await sendWebhook(a, hook);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await templatesOf(b, p.uuid)).toEqual([templateB]);
    // Brand A's campaign did not even count the player in (no part, granted or suspended).
    const partsA = await api(a)
      .operator()
      .ok(endpoints.listCampaignPlayers, { params: { campaignUUID: campaignA }, query: {} });
    expect(partsA.content).toEqual([]);
  });

  it('a brand B round relayed by brand A’s process scores in brand B’s tournament only, at brand B’s loyalty rate', async () => {
    const inA = await createTournament(a);
    const inB = await createTournament(b);
    const p = await brandPlayer(b, OTHER_BRAND);
    await api(b)
      .as(p)
      .ok(endpoints.tournamentOptIn, { params: { id: inB.id }, body: { locale: 'en', playerId: p.uuid } });
    // Brand A's tournament is not one a brand B player can join, even through brand A's service.
    await expect(a.app.services.tournaments.optIn(inA.id, p.uuid, 'en')).rejects.toMatchObject({
      code: ErrorCode.tournamentNotFound,
    });
    // A participant row there all the same (data from before brands): the round still does not score there.
    await a.database.db.insert(tournamentParticipants).values({
      tournamentId: inA.id,
      playerUuid: p.uuid,
      name: 'p***',
      reachedAt: new Date(0),
      optedInAt: new Date(0),
    });
    await api(b)
      .operator()
      .ok(endpoints.setLoyaltyLevels, {
        body: { levels: [{ key: 'b-start', name: 'Start', threshold: 100, templateUUID: templateB }] },
      });
    await api(b)
      .operator()
      .ok(endpoints.setLoyaltyRates, { body: { rates: { USD: 50 } } });

    const slot = await crossBrandSlot(b, a, p);
    await slot.bet(500);

    const points = async (t: TestContext, id: string) =>
      (
        await api(t)
          .operator()
          .ok(endpoints.operatorTournamentLeaderboard, { params: { id }, query: { page: 0, size: 10 } })
      ).rows.find((r) => r.playerUUID === p.uuid)?.points;
    expect(await points(b, inB.id)).toBe(500);
    expect(await points(a, inA.id)).toBe(0);
    // 5.00 at brand B's 50 points a unit (brand A's rate is the default 10).
    const progress = await api(b)
      .as(p)
      .ok(endpoints.loyaltyProgress, { query: { playerId: p.uuid } });
    expect(progress).toMatchObject({ points: 250, level: 'b-start' });
    // Brand A's schedule grants the level's reward from brand B's template.
    await a.app.services.loyalty.grantDue();
    expect(await templatesOf(b, p.uuid)).toEqual([templateB]);
  });
});

describe('a brand sees its own content only', () => {
  it('lists, finds and targets nothing of another brand, for players, guests and operators', async () => {
    const op = (t: TestContext) => api(t).operator();
    expect((await op(b).ok(endpoints.listCampaigns)).map((c) => c.campaignUUID)).not.toContain(
      DEMO_CAMPAIGNS.welcome,
    );
    expect(
      (await op(b).call(endpoints.getCampaign, { params: { campaignUUID: DEMO_CAMPAIGNS.welcome } }))
        .statusCode,
    ).toBe(404);
    expect(await op(b).ok(endpoints.listWelcomePacks)).toEqual([]);
    expect((await op(b).ok(endpoints.listRewardTemplates)).map((x) => x.templateUUID)).toEqual([templateB]);
    expect(
      (await op(a).call(endpoints.getRewardTemplate, { params: { templateUUID: templateB } })).statusCode,
    ).toBe(404);
    expect(
      (await op(b).ok(endpoints.listTournaments, { query: { status: 'all' } })).map((x) => x.id),
    ).not.toContain(DEMO_ACTIVE_TOURNAMENT);
    expect((await op(b).ok(endpoints.operatorPopups)).map((x) => x.id)).not.toContain(DEMO_WELCOME_POPUP);
    expect(await op(b).ok(endpoints.withdrawalReviewRules)).toEqual({ thresholds: {} });

    const guest = (t: TestContext) =>
      api(t).ok(endpoints.edgePopups, {
        query: { anonymousId: '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f', country: 'US', language: 'en' },
      });
    expect((await guest(a)).map((x) => x.id)).toContain(DEMO_WELCOME_POPUP);
    expect((await guest(b)).map((x) => x.id)).not.toContain(DEMO_WELCOME_POPUP);
    expect(await api(b).ok(endpoints.welcomePacks, { query: {} })).toEqual([]);
    expect((await api(b).call(endpoints.staticPage, { params: { slug: 'about-us' } })).statusCode).toBe(404);
    expect((await api(a).call(endpoints.staticPage, { params: { slug: 'about-us' } })).statusCode).toBe(200);
    // A granted template must be the player's brand's; another brand's operators do not reach the player.
    const pa = await brandPlayer(a, 'croupier', 0n);
    const grant = (t: TestContext) =>
      op(t).call(endpoints.grantReward, {
        params: { playerUUID: pa.uuid },
        body: { templateUUID: templateB, reason: 'test' },
      });
    expect(failure(await grant(a))).toMatchObject({ error: ErrorCode.rewardTemplateNotFound });
    expect(failure(await grant(b))).toMatchObject({ error: ErrorCode.notFound });
  });
});

describe('a brand’s part of the catalogue', () => {
  it('offers only its studios’ games: another game is not listed and cannot be started', async () => {
    const blocked = (await api(a).ok(endpoints.publicGames, { query: { page: 0, size: 100 } })).content.find(
      (g) => g.providerAlias !== slotGame.providerAlias && !g.restricted && g.hasDemoMode,
    )!;
    await b.database.db.execute(
      `insert into brand_studios (brand_id, provider_alias) values ('${OTHER_BRAND}', '${slotGame.providerAlias}')` as never,
    );
    await b.app.services.catalogue.refresh();
    const listed = (await api(b).ok(endpoints.publicGames, { query: { page: 0, size: 100 } })).content;
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed.map((g) => g.providerAlias))).toEqual(new Set([slotGame.providerAlias]));
    expect((await api(b).ok(endpoints.providers, { query: {} })).content.map((x) => x.providerAlias)).toEqual(
      [slotGame.providerAlias],
    );

    const p = await brandPlayer(b, OTHER_BRAND);
    const start = (t: TestContext, token?: string) =>
      api(t)
        .as(token)
        .call(endpoints.startGame, {
          params: { uuid: blocked.uuid },
          query: { type: 'DESKTOP', lang: 'en' },
        });
    expect(failure(await start(b, p.token))).toMatchObject({ error: ErrorCode.gameNotFound });
    const demo = await api(b).call(endpoints.startFunGame, {
      params: { uuid: blocked.uuid },
      query: { type: 'DESKTOP', lang: 'en' },
    });
    expect(failure(demo)).toMatchObject({ error: ErrorCode.gameNotFound });
    const sessions = await a.database.db
      .select()
      .from(gameSessions)
      .where(and(eq(gameSessions.playerUuid, p.uuid), eq(gameSessions.gameUuid, blocked.uuid)));
    expect(sessions).toEqual([]);
    // Brand A still offers it; brand B's own studio starts.
    expect((await start(a, (await brandPlayer(a, 'croupier')).token)).statusCode).toBe(200);
    const own = await api(b)
      .as(p)
      .call(endpoints.startGame, {
        params: { uuid: await gameUuid(b, slotGame.slug) },
        query: { type: 'DESKTOP', lang: 'en' },
      });
    expect(own.statusCode, own.body).toBe(200);
  });
});
