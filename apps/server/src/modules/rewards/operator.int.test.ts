import {
  type Endpoint,
  ErrorCode,
  endpoints,
  PromoCodeRecord,
  PromoCodesPage,
  RewardList,
  RewardTemplate,
  SignupResponse,
} from '@croupier/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, type BodyOf, failure } from '../../../test/api.ts';
import { freshIp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail, signupBody } from '../../../test/players.ts';
import {
  bonusTemplate,
  buildRewardsTestApp,
  createPromo,
  createTemplate,
  expectRewardsReconciled,
  freeSpinTemplate,
  grant,
} from '../../../test/rewards.ts';

let t: TestContext;
beforeAll(async () => {
  t = (await buildRewardsTestApp()).t;
});
afterEach(() => expectRewardsReconciled(t));
afterAll(() => t?.close());

const someUuid = '0b6f6c1e-3f7a-4b7e-9a55-1f2e3d4c5b6a';
const operatorCalls = Object.values(endpoints).filter((e) => e.auth === 'operator');

describe('the operator API', () => {
  it('refuses every operator call without the key or with a wrong one', async () => {
    expect(operatorCalls.map((e) => e.id).sort()).toEqual([
      'addPlayerNote',
      'approveAdjustment',
      'approveWithdrawal',
      'cancelCampaign',
      'cancelPlayerReward',
      'cancelTournament',
      'clearPlayerWithdrawalReview',
      'createAdjustment',
      'createApiKey',
      'createCampaign',
      'createOperator',
      'createPromoCode',
      'createRewardTemplate',
      'createTournament',
      'createWelcomePack',
      'declineAdjustment',
      'declineWithdrawal',
      'deleteCampaign',
      'deleteWelcomePack',
      'documentQueue',
      'endPlayerSessions',
      'getAdjustmentRules',
      'getBrandPage',
      'getBrandSettings',
      'getCallbackRequest',
      'getCampaign',
      'getCatalogueGame',
      'getCatalogueProvider',
      'getLiveChatSettings',
      'getRewardTemplate',
      'getTournament',
      'grantReward',
      'grantRewards',
      'handleCallbackRequest',
      'listAdjustments',
      'listApiKeys',
      'listBrandPages',
      'listCallbackRequests',
      'listCampaignPlayers',
      'listCampaigns',
      'listCatalogueCategories',
      'listCatalogueGames',
      'listCatalogueProviders',
      'listOperators',
      'listPlayerRewards',
      'listPromoCodes',
      'listRewardTemplates',
      'listTournaments',
      'listWelcomePacks',
      'lockPlayer',
      'loyaltyLevels',
      'loyaltyRates',
      'operatorAccount',
      'operatorAuditLog',
      'operatorCards',
      'operatorChangePassword',
      'operatorCreateCard',
      'operatorCreateMessage',
      'operatorCreatePopup',
      'operatorCrmEvents',
      'operatorDailyReport',
      'operatorDailyReportCsv',
      'operatorDeleteCard',
      'operatorDeleteMessage',
      'operatorDeletePopup',
      'operatorDocumentFile',
      'operatorErrorReports',
      'operatorEventCounts',
      'operatorExcludedPlayers',
      'operatorFunnel',
      'operatorMessages',
      'operatorMySessions',
      'operatorPlayerBreaks',
      'operatorPlayerDocuments',
      'operatorPlayerLimits',
      'operatorPopupTypes',
      'operatorPopups',
      'operatorPutPopupType',
      'operatorRecoveryCodes',
      'operatorSignOut',
      'operatorSignOutEverywhere',
      'operatorTopGames',
      'operatorTournamentLeaderboard',
      'operatorUpdateCard',
      'operatorUpdateMessage',
      'operatorUpdatePopup',
      'playerAdjustments',
      'playerBets',
      'playerLedger',
      'playerLogins',
      'playerNotes',
      'playerOverview',
      'playerPayments',
      'playerWithdrawalReview',
      'reissueEnrolment',
      'reopenCallbackRequest',
      'reviewDocument',
      'revokeApiKey',
      'scheduleCampaign',
      'searchPlayers',
      'setAdjustmentRules',
      'setBrandPage',
      'setCatalogueCategories',
      'setLoyaltyLevels',
      'setLoyaltyRates',
      'setOperatorLimit',
      'setPlayerWithdrawalReview',
      'setWithdrawalReviewRules',
      'unlockPlayer',
      'unusedVouchers',
      'updateBrandSettings',
      'updateCampaign',
      'updateCatalogueGame',
      'updateCatalogueProvider',
      'updateLiveChatSettings',
      'updateOperator',
      'updatePromoCode',
      'updateRewardTemplate',
      'updateTournament',
      'updateWelcomePack',
      'withdrawalReviewRules',
      'withdrawalReviews',
    ]);
    for (const e of operatorCalls as Endpoint[]) {
      const params = {
        templateUUID: someUuid,
        playerUUID: someUuid,
        documentId: someUuid,
        id: 'x',
        code: 'abc',
        campaignUUID: someUuid,
        uid: someUuid,
        operatorId: someUuid,
        keyId: someUuid,
        paymentId: someUuid,
        adjustmentId: someUuid,
        gameUuid: someUuid,
        alias: 'x',
        locale: 'en',
        slug: 'about-us',
      };
      const body = e.method === 'GET' ? undefined : bonusTemplate();
      for (const key of [null, 'not-the-operator-token-at-all-0000', 'x']) {
        // Wrong keys lock their address out (ADR 018): each try comes from an address of its own.
        const client = api(t).from(freshIp());
        const res = await (key === null ? client : client.operator(key)).call(e, { params, body });
        expect(failure(res), `${e.id} with ${key}`).toMatchObject({
          status: 403,
          error: ErrorCode.operatorUnauthorized,
        });
      }
    }
  });

  it('lists every reward call in OpenAPI, the operator calls with the operator schemes and their roles', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { operationId: string; security?: unknown; description?: string }>
      >;
      components: { securitySchemes: Record<string, unknown> };
    };
    const ops = new Map(
      Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((o) => [o.operationId, o])),
    );
    expect(doc.components.securitySchemes).toMatchObject({
      operatorSession: { type: 'apiKey', in: 'cookie', name: 'croupier_operator' },
      operatorApiKey: { type: 'apiKey', in: 'header', name: 'x-operator-key' },
      operatorToken: { type: 'apiKey', in: 'header', name: 'x-operator-token' },
    });
    const rewardCalls = [
      'rewards',
      'claimFreeSpins',
      'claimMultiBonus',
      'acceptBonus',
      'cancelFreeSpins',
      'cancelMultiBonus',
      'cancelBonus',
      'rewardContent',
      'validatePromoCode',
      'promoContent',
    ];
    for (const id of rewardCalls) expect(ops.has(id), id).toBe(true);
    for (const e of operatorCalls) {
      expect(ops.get(e.id)?.security, e.id).toEqual([
        { operatorSession: [] },
        { operatorApiKey: [] },
        { operatorToken: [] },
      ]);
      expect(ops.get(e.id)?.description, e.id).toBe(`Roles: ${e.roles?.join(', ')}.`);
    }
  });
});

describe('templates', () => {
  it('creates, lists, reads and updates a template', async () => {
    const created = await createTemplate(t, bonusTemplate({ name: 'Created' }));
    expect(created).toMatchObject({
      kind: 'BONUS',
      name: 'Created',
      amounts: { USD: '10.00' },
      wageringMultiplier: 5,
      contributions: { 'table-games': 10, 'instant-win': 50 },
      defaultContribution: 100,
      maxConversion: { USD: '20.00' },
      claimDays: 7,
      validDays: 30,
      enabled: true,
    });
    const list = RewardTemplate.array().parse(
      (await api(t).operator().call(endpoints.listRewardTemplates)).json(),
    );
    expect(list.map((x) => x.templateUUID)).toContain(created.templateUUID);
    const params = { templateUUID: created.templateUUID };
    const read = async () => (await api(t).operator().call(endpoints.getRewardTemplate, { params })).json();
    expect(RewardTemplate.parse(await read())).toEqual(created);
    const updated = await api(t)
      .operator()
      .call(endpoints.updateRewardTemplate, {
        params,
        body: bonusTemplate({ name: 'Renamed', wageringMultiplier: 3 }),
      });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(RewardTemplate.parse(await read())).toMatchObject({
      name: 'Renamed',
      wageringMultiplier: 3,
      createdAt: created.createdAt,
    });
    const missing = await api(t)
      .operator()
      .fails(endpoints.getRewardTemplate, { params: { templateUUID: someUuid } });
    expect(missing).toMatchObject({ status: 404, error: ErrorCode.rewardTemplateNotFound });
  });

  it('refuses bad templates with field errors', async () => {
    const cases: [BodyOf<typeof endpoints.createRewardTemplate>, string][] = [
      [bonusTemplate({ freeSpins: { gameSlug: 'any', count: 3 } }), 'freeSpins'],
      [freeSpinTemplate({ freeSpins: null }), 'freeSpins'],
      [bonusTemplate({ amounts: { XYZ: '10.00' } }), 'amounts'],
      [freeSpinTemplate({ freeSpins: { gameSlug: 'no-such-game-here', count: 3 } }), 'freeSpins'],
      [bonusTemplate({ content: { de: { title: 'Nur Deutsch' } } }), 'content'],
    ];
    for (const [body, field] of cases) {
      const res = await api(t).operator().call(endpoints.createRewardTemplate, { body });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys((res.json() as { fieldErrors: object }).fieldErrors), res.body).toContain(field);
    }
  });
});

describe('promo codes', () => {
  it('creates a code (409 for the same again), updates it and lists it with its uses', async () => {
    const tpl = await createTemplate(t, bonusTemplate());
    const promo = await createPromo(t, tpl.templateUUID, { code: 'OperatorCode1', maxUses: 5 });
    expect(promo).toMatchObject({ code: 'operatorcode1', maxUses: 5, maxUsesPerPlayer: 1, uses: 0 });
    const again = await api(t)
      .operator()
      .fails(endpoints.createPromoCode, {
        body: {
          code: 'operatorcode1',
          templateUUID: tpl.templateUUID,
        },
      });
    expect(again).toMatchObject({ status: 409, error: ErrorCode.promoCodeExists });
    const unknown = await api(t)
      .operator()
      .fails(endpoints.createPromoCode, {
        body: {
          code: 'nosuchtpl',
          templateUUID: someUuid,
        },
      });
    expect(unknown.status).toBe(404);

    const updated = await api(t)
      .operator()
      .call(endpoints.updatePromoCode, {
        params: { code: 'operatorcode1' },
        body: {
          code: 'operatorcode1',
          templateUUID: tpl.templateUUID,
          maxUses: 7,
          countries: ['US'],
        },
      });
    expect(PromoCodeRecord.parse(updated.json())).toMatchObject({ maxUses: 7, countries: ['US'] });

    const signup = await api(t).call(endpoints.signup, { body: signupBody({ promoCode: 'operatorcode1' }) });
    expect(SignupResponse.parse(signup.json()).promo).toEqual({ code: 'operatorcode1', status: 'ACCEPTED' });
    const list = PromoCodesPage.parse(
      (
        await api(t)
          .operator()
          .call(endpoints.listPromoCodes, { query: { q: 'operatorcode1' } })
      ).json(),
    ).content;
    expect(list.find((c) => c.code === 'operatorcode1')).toMatchObject({ uses: 1, maxUses: 7 });
  });
});

describe("a player's rewards", () => {
  it('grants once per grantKey, lists them and cancels one', async () => {
    const tpl = await createTemplate(t, bonusTemplate());
    const { auth } = await registerByEmail(t);
    const first = await grant(t, auth.uuid, tpl.templateUUID, 'goodwill-1');
    const again = await grant(t, auth.uuid, tpl.templateUUID, 'goodwill-1');
    expect(again.rewardUUID).toBe(first.rewardUUID);
    expect(first).toMatchObject({ status: 'PENDING', grantedAmount: { amount: 10, currency: 'USD' } });
    expect(first.rewardUUID).toMatch(/^BONUS-/);
    const other = await grant(t, auth.uuid, tpl.templateUUID);

    const listed = RewardList.parse(
      (
        await api(t)
          .operator()
          .call(endpoints.listPlayerRewards, { params: { playerUUID: auth.uuid } })
      ).json(),
    );
    expect(listed.content.map((r) => r.rewardUUID).sort()).toEqual(
      [first.rewardUUID, other.rewardUUID].sort(),
    );

    const cancel = (body: { reason?: string }) =>
      api(t)
        .operator()
        .call(endpoints.cancelPlayerReward, {
          params: { playerUUID: auth.uuid, id: other.rewardUUID },
          body,
        });
    const cancelled = await cancel({ reason: 'mistake' });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    const twice = await cancel({});
    expect(failure(twice)).toMatchObject({ status: 409, error: ErrorCode.rewardState });
    const elsewhere = await api(t)
      .operator()
      .fails(endpoints.cancelPlayerReward, {
        params: { playerUUID: someUuid, id: first.rewardUUID },
        body: {},
      });
    expect(elsewhere).toMatchObject({ status: 404, error: ErrorCode.rewardNotFound });
    const nobody = await api(t)
      .operator()
      .fails(endpoints.grantReward, {
        params: { playerUUID: someUuid },
        body: {
          templateUUID: tpl.templateUUID,
          reason: 'test',
        },
      });
    expect(nobody.status).toBe(404);
  });
});
