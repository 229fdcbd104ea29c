import { randomUUID } from 'node:crypto';
import {
  type CampaignBody,
  type CampaignPlayersPage,
  type CampaignRecord,
  CampaignBody as CampaignSchema,
  type WelcomePackBody,
  type WelcomePackRecord,
  WelcomePackBody as WelcomePackSchema,
} from '@croupier/contract';
import { pageAnswer } from '@croupier/contract/paging';
import type { DbOrTx } from '../../platform/db.ts';
import type { CampaignsDeps } from './deps.ts';
import * as repo from './repository.ts';
import { type CampaignsService, campaignNotFound, levelsKey, packNotFound, wrongState } from './service.ts';
import type { CampaignRow } from './tables.ts';
import { PREFIX, textRows } from './texts.ts';
import { campaignPlayerView, campaignRecord, welcomePackRecord } from './view.ts';

type CampaignInput = ReturnType<typeof CampaignSchema.parse>;
type WelcomePackInput = ReturnType<typeof WelcomePackSchema.parse>;

/**
 * The operator's side of campaigns (docs/decisions/025-campaigns.md): campaigns from draft to
 * deletion, their players, and the welcome packs, of the brand this process serves (another
 * brand's are not found). Built on the service, whose rules (states by the dates, texts) it shares.
 */
export interface CampaignsOperatorDeps
  extends Pick<CampaignsDeps, 'db' | 'brandId' | 'now' | 'templates' | 'texts'> {
  /** The service's rules the operator's answers share: states by the dates, texts. */
  campaigns: Pick<CampaignsService, 'stateOf' | 'textsOf'>;
}

export class CampaignsOperator {
  constructor(private readonly d: CampaignsOperatorDeps) {}

  private async record(c: CampaignRow, db: DbOrTx = this.d.db): Promise<CampaignRecord> {
    const texts = await this.d.campaigns.textsOf(this.d.brandId, null, db, `${PREFIX}${c.uuid}`);
    return campaignRecord(c, this.d.campaigns.stateOf(c), texts.get(c.uuid) ?? {});
  }

  async list(): Promise<CampaignRecord[]> {
    const texts = await this.d.campaigns.textsOf(this.d.brandId, null);
    return (await repo.allCampaigns(this.d.db, this.d.brandId)).map((c) =>
      campaignRecord(c, this.d.campaigns.stateOf(c), texts.get(c.uuid) ?? {}),
    );
  }

  private async found(uuid: string, tx: DbOrTx = this.d.db): Promise<CampaignRow> {
    const c = await repo.findCampaign(tx, this.d.brandId, uuid);
    if (!c || c.state === 'DELETED') throw campaignNotFound();
    return c;
  }

  async get(uuid: string): Promise<CampaignRecord> {
    return this.record(await this.found(uuid));
  }

  private async fields(input: CampaignInput) {
    for (const level of input.levels)
      await this.d.templates.template(level.templateUUID, this.d.db, this.d.brandId);
    return {
      name: input.name,
      typeKey: input.typeKey,
      trigger: input.trigger,
      optIn: input.optIn,
      visibility: input.visibility,
      whiteListCountries: input.whiteListCountries,
      whiteListCurrencies: input.whiteListCurrencies,
      blackListCountries: input.blackListCountries,
      groupKey: input.group,
      levels: input.levels.map((l) => ({
        templateUUID: l.templateUUID,
        minDeposit: l.minDeposit,
        wager: l.wager,
      })),
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    };
  }

  async create(body: CampaignBody): Promise<CampaignRecord> {
    const input = CampaignSchema.parse(body);
    const now = new Date(this.d.now());
    const fields = await this.fields(input);
    return this.d.db.transaction(async (tx) => {
      const row = await repo.insertCampaign(tx, {
        uuid: randomUUID(),
        brandId: this.d.brandId,
        ...fields,
        state: 'DRAFT',
        createdAt: now,
        updatedAt: now,
      });
      await this.d.texts.replaceTexts(
        this.d.brandId,
        `${PREFIX}${row.uuid}`,
        textRows(row.uuid, input.content),
        tx,
      );
      return this.record(row, tx);
    });
  }

  async update(uuid: string, body: CampaignBody): Promise<CampaignRecord> {
    const input = CampaignSchema.parse(body);
    const fields = await this.fields(input);
    return this.d.db.transaction(async (tx) => {
      const c = await repo.lockCampaign(tx, this.d.brandId, uuid);
      if (!c || c.state === 'DELETED') throw campaignNotFound();
      const state = this.d.campaigns.stateOf(c);
      if (!['DRAFT', 'PENDING', 'ACTIVE'].includes(state))
        throw wrongState(`A ${state} campaign cannot change`);
      if (
        state === 'ACTIVE' &&
        (fields.trigger !== c.trigger || levelsKey(fields.levels) !== levelsKey(c.levels))
      ) {
        throw wrongState('An active campaign keeps its trigger and levels');
      }
      const row = await repo.updateCampaign(tx, this.d.brandId, uuid, {
        ...fields,
        updatedAt: new Date(this.d.now()),
      });
      await this.d.texts.replaceTexts(this.d.brandId, `${PREFIX}${uuid}`, textRows(uuid, input.content), tx);
      return this.record(row ?? c, tx);
    });
  }

  /** DRAFT → PENDING, or FAILED when a level's template is disabled or gone. */
  async schedule(uuid: string): Promise<CampaignRecord> {
    const c = await this.found(uuid);
    if (c.state !== 'DRAFT')
      throw wrongState(`A ${this.d.campaigns.stateOf(c)} campaign cannot be scheduled`);
    let ok = true;
    for (const level of c.levels) {
      const t = await this.d.templates
        .template(level.templateUUID, this.d.db, this.d.brandId)
        .catch(() => undefined);
      if (!t?.enabled) ok = false;
    }
    const row = await repo.updateCampaign(
      this.d.db,
      this.d.brandId,
      uuid,
      { state: ok ? 'PENDING' : 'FAILED', updatedAt: new Date(this.d.now()) },
      ['DRAFT'],
    );
    if (!row) throw wrongState('The campaign changed meanwhile');
    return this.record(row);
  }

  async cancel(uuid: string): Promise<CampaignRecord> {
    const c = await this.found(uuid);
    const state = this.d.campaigns.stateOf(c);
    if (!['DRAFT', 'PENDING', 'ACTIVE'].includes(state))
      throw wrongState(`A ${state} campaign cannot be cancelled`);
    const row = await repo.updateCampaign(
      this.d.db,
      this.d.brandId,
      uuid,
      { state: 'CANCELED', updatedAt: new Date(this.d.now()) },
      ['DRAFT', 'PENDING', 'ACTIVE'],
    );
    if (!row) throw wrongState('The campaign changed meanwhile');
    return this.record(row);
  }

  async remove(uuid: string): Promise<CampaignRecord> {
    const c = await this.found(uuid);
    if (this.d.campaigns.stateOf(c) === 'ACTIVE')
      throw wrongState('Cancel an active campaign before deleting it');
    const row = await repo.updateCampaign(this.d.db, this.d.brandId, uuid, {
      state: 'DELETED',
      updatedAt: new Date(this.d.now()),
    });
    return this.record(row ?? c);
  }

  /** A page of the campaign's players (those in `status`, when given); 404 for an unknown campaign. */
  async players(
    uuid: string,
    query: { status?: string | undefined; page: number; size: number },
  ): Promise<CampaignPlayersPage> {
    await this.found(uuid);
    const { rows, total } = await repo.campaignParts(this.d.db, uuid, query);
    return pageAnswer(rows.map(campaignPlayerView), query.page, query.size, total);
  }

  async packs(): Promise<WelcomePackRecord[]> {
    return (await repo.allWelcomePacks(this.d.db, this.d.brandId)).map(welcomePackRecord);
  }

  async savePack(uid: string | null, body: WelcomePackBody): Promise<WelcomePackRecord> {
    const input: WelcomePackInput = WelcomePackSchema.parse(body);
    await this.found(input.campaignUUID);
    if (uid && !(await repo.findWelcomePack(this.d.db, this.d.brandId, uid))) throw packNotFound();
    const row = await this.d.db.transaction((tx) =>
      repo.saveWelcomePack(tx, {
        uid: uid ?? randomUUID(),
        brandId: this.d.brandId,
        campaignUuid: input.campaignUUID,
        content: input.content,
        icon: input.icon,
        isDefault: input.isDefault,
        buttonLink: input.buttonLink,
        position: input.position,
      }),
    );
    return welcomePackRecord(row);
  }

  async deletePack(uid: string): Promise<{ success: boolean }> {
    if (!(await repo.deleteWelcomePack(this.d.db, this.d.brandId, uid))) throw packNotFound();
    return { success: true };
  }
}
