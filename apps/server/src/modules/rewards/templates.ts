import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  PROMO_MESSAGES,
  type PromoCodeBody,
  type PromoCodeRecord,
  PromoCodeBody as PromoCodeSchema,
  type PromoCodesPage,
  type PromoCodesQuery,
  REWARD_MESSAGES,
  type RewardTemplate,
  type RewardTemplateBody,
  RewardTemplateBody as TemplateSchema,
  toMinor,
} from '@croupier/contract';
import { pageAnswer } from '@croupier/contract/paging';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './repository.ts';
import type { RewardsDeps } from './service.ts';
import type { RewardTemplateRow } from './tables.ts';
import { promoView, templateView } from './view.ts';

type TemplateInput = ReturnType<typeof TemplateSchema.parse>;
type PromoInput = ReturnType<typeof PromoCodeSchema.parse>;

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.validation, `${field}: ${message}`, { fieldErrors: { [field]: message } });
export const templateNotFound = () =>
  new AppError(ErrorCode.rewardTemplateNotFound, 'Reward template not found');

/**
 * The operator's reward templates and promo codes (docs/decisions/024-rewards.md), of the brand this
 * process serves; another brand's are not found (docs/decisions/064-brand-content.md).
 */
export type RewardTemplatesDeps = Pick<RewardsDeps, 'db' | 'brandId' | 'now' | 'brand' | 'gameName'>;

export class RewardTemplates {
  constructor(private readonly d: RewardTemplatesDeps) {}

  private get db() {
    return this.d.db;
  }

  /** Every amount must be in a currency of the brand and exact in its minor units; the brand must offer the game. */
  private check(t: TemplateInput): void {
    for (const field of ['amounts', 'minDeposit', 'maxConversion', 'maxBet'] as const) {
      for (const [currency, amount] of Object.entries(t[field])) {
        const units = this.d.brand().currencies.find((c) => c.code === currency)?.minorUnits;
        if (units === undefined) throw invalid(field, REWARD_MESSAGES.currency);
        if (toMinor(amount, units) === null) throw invalid(field, 'payment.errors.amount-format');
      }
    }
    if (t.freeSpins && this.d.gameName(t.freeSpins.gameSlug) === undefined) {
      throw invalid('freeSpins', REWARD_MESSAGES.game);
    }
  }

  private row(uuid: string, t: TemplateInput, createdAt: Date): RewardTemplateRow {
    this.check(t);
    return {
      uuid,
      brandId: this.d.brandId,
      kind: t.kind,
      name: t.name,
      content: t.content,
      amounts: t.amounts,
      depositPercent: t.depositPercent,
      minDeposit: t.minDeposit,
      wageringMultiplierX100: Math.round(t.wageringMultiplier * 100),
      contributionsBp: Object.fromEntries(
        Object.entries(t.contributions).map(([k, v]) => [k, Math.round(v * 100)]),
      ),
      defaultContributionBp: Math.round(t.defaultContribution * 100),
      maxConversion: t.maxConversion,
      maxBet: t.maxBet,
      sportsContributionBp: Math.round(t.sports.contribution * 100),
      sportsMinOddsX100: Math.round(t.sports.minOdds * 100),
      freeSpins: t.freeSpins,
      claimDays: t.claimDays,
      validDays: t.validDays,
      enabled: t.enabled,
      createdAt,
      updatedAt: new Date(this.d.now()),
    };
  }

  async createTemplate(body: RewardTemplateBody, uuid: string = randomUUID()): Promise<RewardTemplate> {
    const row = this.row(uuid, TemplateSchema.parse(body), new Date(this.d.now()));
    await repo.insertTemplate(this.db, row);
    return templateView(row);
  }

  async updateTemplate(uuid: string, body: RewardTemplateBody): Promise<RewardTemplate> {
    const existing = await repo.findTemplate(this.db, this.d.brandId, uuid);
    if (!existing) throw templateNotFound();
    const row = this.row(uuid, TemplateSchema.parse(body), existing.createdAt);
    await repo.updateTemplate(this.db, row);
    return templateView(row);
  }

  /**
   * A template of the brand by uuid (404 when unknown, or another brand's), read inside `tx` when
   * given (a campaign's grant). The brand is this process's unless named: an observer names the
   * player's, whichever brand this process serves.
   */
  async template(uuid: string, tx: DbOrTx = this.db, brandId = this.d.brandId): Promise<RewardTemplateRow> {
    const row = await repo.findTemplate(tx, brandId, uuid);
    if (!row) throw templateNotFound();
    return row;
  }

  async describe(uuid: string): Promise<RewardTemplate> {
    return templateView(await this.template(uuid));
  }

  async templates(): Promise<RewardTemplate[]> {
    return (await repo.listTemplates(this.db, this.d.brandId)).map(templateView);
  }

  private promoRow(p: PromoInput) {
    return {
      brandId: this.d.brandId,
      code: p.code.toLowerCase(),
      templateUuid: p.templateUUID,
      startsAt: p.startsAt ? new Date(p.startsAt) : null,
      endsAt: p.endsAt ? new Date(p.endsAt) : null,
      maxUses: p.maxUses,
      maxUsesPerPlayer: p.maxUsesPerPlayer,
      countries: p.countries,
      currencies: p.currencies,
      enabled: p.enabled,
    };
  }

  async createPromoCode(body: PromoCodeBody): Promise<PromoCodeRecord> {
    const p = this.promoRow(PromoCodeSchema.parse(body));
    await this.template(p.templateUuid);
    const row = { ...p, uses: 0, createdAt: new Date(this.d.now()) };
    if (!(await repo.insertPromoCode(this.db, row))) {
      throw new AppError(ErrorCode.promoCodeExists, 'That promo code exists');
    }
    return promoView(row);
  }

  async updatePromoCode(code: string, body: PromoCodeBody): Promise<PromoCodeRecord> {
    const p = this.promoRow(PromoCodeSchema.parse(body));
    if (p.code !== code.toLowerCase()) throw invalid('code', PROMO_MESSAGES.codeChange);
    await this.template(p.templateUuid);
    const row = await repo.updatePromoCode(this.db, p);
    if (!row) throw notFound('Promo code');
    return promoView(row);
  }

  /** A page of the promo codes, newest first: those containing the text, in the state, when given. */
  async promoCodes(query: z.output<typeof PromoCodesQuery>): Promise<PromoCodesPage> {
    const { page, size } = query;
    const enabled = query.state === undefined ? undefined : query.state === 'enabled';
    const { rows, total } = await repo.promoCodePage(this.db, this.d.brandId, {
      text: query.q,
      enabled,
      page,
      size,
    });
    return pageAnswer(rows.map(promoView), page, size, total);
  }
}
