import {
  type Campaign,
  type CampaignState,
  type CampaignViewer,
  campaignStateAt,
  ErrorCode,
  isEligible,
  isOptedIn,
  LISTED_CAMPAIGN_STATES,
  sortCampaigns,
  toMinor,
  type WelcomePack,
} from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import type { TaggedRoundEvent } from '../seamless-wallet/index.ts';
import type { CampaignPlayer, CampaignsDeps } from './deps.ts';
import { grantNextLevel, partThatMayFire } from './levels.ts';
import * as repo from './repository.ts';
import type { CampaignContentRow, CampaignLevelRow, CampaignRow } from './tables.ts';
import { foldTexts, PREFIX } from './texts.ts';
import { campaignView, welcomePackView } from './view.ts';

export const campaignNotFound = () => new AppError(ErrorCode.campaignNotFound, 'Campaign not found');
export const wrongState = (why: string) => new AppError(ErrorCode.campaignState, why);
const inGroup = () =>
  new AppError(ErrorCode.campaignGroup, 'The player takes part in another campaign of this group');
export const packNotFound = () => new AppError(ErrorCode.welcomePackNotFound, 'Welcome pack not found');

/** Levels compared by content (jsonb keeps an object's keys in its own order). */
export function levelsKey(levels: readonly CampaignLevelRow[]): string {
  const sorted = (m: Record<string, string>) => Object.entries(m).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(levels.map((l) => [l.templateUUID, sorted(l.minDeposit), sorted(l.wager)]));
}

/** Trigger kinds a completed deposit can fire. */
const DEPOSIT_TRIGGERS = ['first-deposit', 'deposit'] as const;

/**
 * Campaigns (001 §3, §4, §6, §7; docs/decisions/025-campaigns.md): who sees which, opting in and out,
 * the triggers that grant each level's reward through the rewards engine exactly once (the part's
 * row lock and the grant key `campaign:{campaign}:{player}:{level}`), and the operator's side.
 */
export class CampaignsService {
  constructor(private readonly d: CampaignsDeps) {}

  /** An operator's decimal amount in minor units (validated when written). */
  private minor(amount: string, currency: string): bigint {
    return toMinor(amount, this.d.rewards.minorUnits(currency)) ?? 0n;
  }

  private at(): Date {
    return new Date(this.d.now());
  }

  /** The state the dates give now (001 §4). */
  stateOf(c: CampaignRow): CampaignState {
    return campaignStateAt(
      { state: c.state as CampaignState, startsAt: c.startsAt, endsAt: c.endsAt },
      this.at(),
    );
  }

  private audience(c: CampaignRow) {
    return {
      visibility: c.visibility as 'all',
      whiteListCountries: c.whiteListCountries,
      whiteListCurrencies: c.whiteListCurrencies,
      blackListCountries: c.blackListCountries,
    };
  }

  private locale(preferred: string | undefined | null): string {
    return preferred || this.d.brand().defaultLocale;
  }

  /** The brand's campaign texts under `prefix` in these locales (null: every locale): uuid → locale → texts. */
  async textsOf(
    brandId: string,
    locales: readonly (string | null | undefined)[] | null,
    db: DbOrTx = this.d.db,
    prefix = PREFIX,
  ): Promise<Map<string, Record<string, CampaignContentRow>>> {
    const wanted = locales && [...new Set(locales.filter((l): l is string => !!l))];
    return foldTexts(await this.d.texts.texts(brandId, prefix, wanted, db));
  }

  private async player(uuid: string, tx?: DbOrTx): Promise<CampaignPlayer> {
    const p = await this.d.players.player(uuid, tx);
    if (!p) throw new AppError(ErrorCode.notFound, 'Player not found');
    return p;
  }

  // ── the player's and the guest's lists ───────────────────────────────────────────

  /** `GET /campaign/eligible/{uuid}`: what the player may see, with their status, sorted (001 §4). */
  async eligible(playerUuid: string, locale: string | undefined): Promise<{ content: Campaign[] }> {
    const p = await this.player(playerUuid);
    if (await this.d.suppressed(p.uuid)) return { content: [] };
    const parts = new Map((await repo.playerParts(this.d.db, p.uuid)).map((r) => [r.campaignUuid, r]));
    const viewer: CampaignViewer = { kind: 'player', country: p.country, currency: p.currency };
    const lang = this.locale(locale ?? p.languageCode);
    const texts = await this.textsOf(p.brandId, [lang, this.d.brand().defaultLocale]);
    const shown = (await repo.listedCampaigns(this.d.db, p.brandId)).flatMap((c) => {
      const state = this.stateOf(c);
      if (!LISTED_CAMPAIGN_STATES.includes(state) || !isEligible(this.audience(c), viewer)) return [];
      const part = parts.get(c.uuid);
      // A finished campaign is shown only to those who took part.
      if (state === 'FINISHED' && !part) return [];
      return [campaignView(c, texts.get(c.uuid) ?? {}, state, part, lang, this.d.brand().defaultLocale)];
    });
    return { content: sortCampaigns(shown) };
  }

  /** The guests' list (public, with the brand id): visibility guest or all, status VIEW. */
  async guestList(
    brandId: string,
    q: { locale?: string | undefined; country?: string | undefined; currency?: string | undefined },
  ): Promise<{ content: Campaign[] }> {
    if (brandId !== this.d.brandId) return { content: [] };
    const viewer: CampaignViewer = { kind: 'guest', country: q.country, currency: q.currency };
    const lang = this.locale(q.locale);
    const texts = await this.textsOf(brandId, [lang, this.d.brand().defaultLocale]);
    const shown = (await repo.listedCampaigns(this.d.db, brandId)).flatMap((c) => {
      const state = this.stateOf(c);
      if (state !== 'ACTIVE' && state !== 'PENDING') return [];
      if (!isEligible(this.audience(c), viewer)) return [];
      return [campaignView(c, texts.get(c.uuid) ?? {}, state, undefined, lang, this.d.brand().defaultLocale)];
    });
    return { content: sortCampaigns(shown) };
  }

  private async viewFor(playerUuid: string, campaignUuid: string): Promise<Campaign> {
    const p = await this.player(playerUuid);
    const c = await repo.findCampaign(this.d.db, p.brandId, campaignUuid);
    if (!c) throw campaignNotFound();
    const part = await repo.findPart(this.d.db, campaignUuid, p.uuid);
    const lang = this.locale(p.languageCode);
    const texts = await this.textsOf(
      p.brandId,
      [lang, this.d.brand().defaultLocale],
      this.d.db,
      `${PREFIX}${c.uuid}`,
    );
    return campaignView(
      c,
      texts.get(c.uuid) ?? {},
      this.stateOf(c),
      part,
      lang,
      this.d.brand().defaultLocale,
    );
  }

  // ── opting in and out ─────────────────────────────────────────────────────────────

  /** A campaign of the player's brand they may join now: eligible (else 404, as if it did not exist) and ACTIVE. */
  private async joinable(tx: DbOrTx, campaignUuid: string, p: CampaignPlayer): Promise<CampaignRow> {
    const c = await repo.findCampaign(tx, p.brandId, campaignUuid);
    const viewer: CampaignViewer = { kind: 'player', country: p.country, currency: p.currency };
    if (!c || c.state === 'DELETED' || !isEligible(this.audience(c), viewer)) throw campaignNotFound();
    if (this.stateOf(c) !== 'ACTIVE') throw wrongState('The campaign is not active');
    if (!c.optIn) throw wrongState('The campaign is not joined by opting in');
    return c;
  }

  /** Opts in inside `tx`; the group's unique index refuses a second campaign of a group. */
  private async join(tx: DbOrTx, c: CampaignRow, p: CampaignPlayer, deviceType: string | null) {
    const now = this.at();
    const part = await repo.lockPart(tx, c.uuid, p.uuid, now);
    if (isOptedIn(part.status as 'VIEW')) return part;
    if (part.status === 'LEVEL_COMPLETED' || part.level >= c.levels.length) {
      throw wrongState('The player has completed this campaign');
    }
    const joined = await repo.updatePart(tx, c.uuid, p.uuid, {
      status: part.level > 0 ? 'TRIGGERED' : 'OPT_IN',
      activeGroup: c.groupKey,
      deviceType,
      updatedAt: now,
    });
    if (c.trigger === 'opt-in' && joined.level === 0)
      return grantNextLevel(this.d, this.at(), tx, c, p, joined, {});
    return joined;
  }

  /** `PUT /campaign-player-state/{id}/optin/{player}` and `PUT /player/campaign/{id}/optin`. */
  async optIn(playerUuid: string, campaignUuid: string, deviceType: string | null): Promise<Campaign> {
    await this.groupSafe(() =>
      this.d.db.transaction(async (tx) => {
        const p = await this.player(playerUuid, tx);
        await this.join(tx, await this.joinable(tx, campaignUuid, p), p, deviceType);
      }),
    );
    return this.viewFor(playerUuid, campaignUuid);
  }

  /** `PUT /player/campaign/{id}/optout/{uuid}`: back to VIEW; what was granted stays granted. */
  async optOut(playerUuid: string, campaignUuid: string): Promise<Campaign> {
    await this.d.db.transaction(async (tx) => {
      const p = await this.player(playerUuid, tx);
      const c = await repo.findCampaign(tx, p.brandId, campaignUuid);
      if (!c || c.state === 'DELETED') throw campaignNotFound();
      await this.leave(tx, c, playerUuid);
    });
    return this.viewFor(playerUuid, campaignUuid);
  }

  private async leave(tx: DbOrTx, c: CampaignRow, playerUuid: string) {
    const part = await repo.findPart(tx, c.uuid, playerUuid);
    if (!part || !isOptedIn(part.status as 'VIEW') || !c.optIn) {
      throw wrongState('The player does not take part in this campaign');
    }
    await repo.lockPart(tx, c.uuid, playerUuid, this.at());
    await repo.updatePart(tx, c.uuid, playerUuid, {
      status: 'VIEW',
      activeGroup: null,
      updatedAt: this.at(),
    });
  }

  /** `POST /player/campaign/switch`: leaves the current campaign and joins the new one of its group. */
  async switch(playerUuid: string, currentUuid: string, newUuid: string, locale?: string) {
    await this.groupSafe(() =>
      this.d.db.transaction(async (tx) => {
        const p = await this.player(playerUuid, tx);
        const current = await repo.findCampaign(tx, p.brandId, currentUuid);
        if (!current || current.state === 'DELETED') throw campaignNotFound();
        const next = await this.joinable(tx, newUuid, p);
        if (currentUuid === newUuid || !current.groupKey || current.groupKey !== next.groupKey) {
          throw wrongState('Only campaigns of one group can be switched');
        }
        await this.leave(tx, current, p.uuid);
        await this.join(tx, next, p, null);
      }),
    );
    return this.eligible(playerUuid, locale);
  }

  /** A join refused by the one-per-group index (a concurrent join of the group won) is 409. */
  private async groupSafe(fn: () => Promise<void>): Promise<void> {
    try {
      await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw inGroup();
      throw err;
    }
  }

  // ── triggers ──────────────────────────────────────────────────────────────────────

  /**
   * Eligible and running now, for a trigger. At registration the visibility is not asked: the
   * new player was a guest when they chose the campaign (a guest-only one) or a welcome pack.
   */
  private running(c: CampaignRow, p: CampaignPlayer, atSignup = false): boolean {
    const audience = { ...this.audience(c), ...(atSignup && { visibility: 'all' as const }) };
    return (
      this.stateOf(c) === 'ACTIVE' &&
      isEligible(audience, { kind: 'player', country: p.country, currency: p.currency })
    );
  }

  /**
   * A registration (inside its transaction; auth's RegistrationCampaign): joins the campaign of the
   * player's brand named by the signup payload (a welcome pack, or a campaign link), fires the
   * brand's registration campaigns, and answers where the campaign's link leads.
   */
  async registered(tx: DbOrTx, p: CampaignPlayer, campaignUuid: string | null): Promise<string | null> {
    const player = { currency: p.currency, brandId: p.brandId };
    let link: string | null = null;
    if (campaignUuid) {
      const c = await repo.findCampaign(tx, p.brandId, campaignUuid);
      if (c?.optIn && this.running(c, p, true)) {
        await this.join(tx, c, p, null);
        const pack = await repo.welcomePackOf(tx, c.uuid);
        const lang = this.locale(p.languageCode);
        const texts = (
          await this.textsOf(p.brandId, [lang, this.d.brand().defaultLocale], tx, `${PREFIX}${c.uuid}`)
        ).get(c.uuid);
        const content = texts?.[lang] ?? texts?.[this.d.brand().defaultLocale];
        link = pack?.buttonLink ?? content?.buttonLink ?? null;
      }
    }
    for (const c of await repo.runningCampaigns(tx, p.brandId, ['registration'])) {
      if (!this.running(c, p, true)) continue;
      const part = await partThatMayFire(tx, c, p, this.at());
      if (part && part.level === 0) await grantNextLevel(this.d, this.at(), tx, c, p, part, { player });
    }
    return link;
  }

  /**
   * A deposit completed (inside the deposit's transaction; payments' DepositListener): the campaigns
   * of the player's brand, whichever brand's process completes it (a provider's webhook may arrive
   * at any).
   */
  async depositCompleted(
    tx: DbOrTx,
    d: { playerUuid: string; amountMinor: bigint; currency: string; first: boolean },
  ): Promise<void> {
    const p = await this.player(d.playerUuid, tx);
    for (const c of await repo.runningCampaigns(tx, p.brandId, DEPOSIT_TRIGGERS)) {
      if (!this.running(c, p)) continue;
      if (c.trigger === 'first-deposit' && !d.first) continue;
      const part = await partThatMayFire(tx, c, p, this.at());
      if (!part) continue;
      const level = c.levels[part.level];
      const min = level?.minDeposit[d.currency];
      if (min !== undefined && d.amountMinor < this.minor(min, d.currency)) continue;
      await grantNextLevel(this.d, this.at(), tx, c, p, part, { depositMinor: d.amountMinor });
    }
  }

  /** A real-money stake (inside the round's transaction; the seamless wallet's observer). */
  async staked(tx: DbOrTx, e: { playerUuid: string; currency: string; stake: bigint }): Promise<void> {
    const rows = await repo.wagerParts(tx, e.playerUuid);
    if (rows.length === 0) return;
    const p = await this.player(e.playerUuid, tx);
    for (const { campaign: c } of rows) {
      if (c.brandId !== p.brandId || !this.running(c, p)) continue;
      let part = await repo.lockPart(tx, c.uuid, p.uuid, this.at());
      if (!isOptedIn(part.status as 'VIEW')) continue;
      part = await repo.updatePart(tx, c.uuid, p.uuid, {
        wageredMinor: part.wageredMinor + e.stake,
        updatedAt: this.at(),
      });
      for (;;) {
        const need = c.levels[part.level]?.wager[e.currency];
        if (need === undefined || part.wageredMinor < this.minor(need, e.currency)) break;
        const before = part.level;
        part = await grantNextLevel(this.d, this.at(), tx, c, p, part, {});
        if (part.level === before || !isOptedIn(part.status as 'VIEW')) break;
      }
    }
  }

  /** A rolled-back stake no longer counts (levels already granted stay granted). */
  async rolledBack(tx: DbOrTx, e: { playerUuid: string; stake: bigint }): Promise<void> {
    const rows = await repo.wagerParts(tx, e.playerUuid);
    for (const { campaign: c } of rows) {
      const part = await repo.lockPart(tx, c.uuid, e.playerUuid, this.at());
      const left = part.wageredMinor > e.stake ? part.wageredMinor - e.stake : 0n;
      await repo.updatePart(tx, c.uuid, e.playerUuid, { wageredMinor: left, updatedAt: this.at() });
    }
  }

  /**
   * The round relay's batch (seamless wallet, ADR 041): the stakes and rollbacks of players in a
   * running wager campaign, in order; one query finds them.
   */
  async rounds(tx: DbOrTx, events: readonly TaggedRoundEvent[]): Promise<void> {
    const counted = events.filter((e) => e.kind !== 'settled');
    const players = await repo.playersInWagerCampaigns(
      tx,
      counted.map((e) => e.playerUuid),
    );
    for (const e of counted) {
      if (!players.has(e.playerUuid)) continue;
      if (e.kind === 'staked') await this.staked(tx, e);
      else await this.rolledBack(tx, e);
    }
  }

  /** Writes the states the dates reached (a schedule calls this; reads apply the dates anyway). */
  advanceStates(): Promise<number> {
    return repo.advanceStates(this.d.db, this.at());
  }

  // ── welcome packs ─────────────────────────────────────────────────────────────────

  /** The packs of active campaigns a new player of the market may join (000 §3). */
  async welcomePacks(q: {
    locale?: string | undefined;
    country?: string | undefined;
    currency?: string | undefined;
  }): Promise<WelcomePack[]> {
    const packs = await repo.allWelcomePacks(this.d.db, this.d.brandId);
    const lang = this.locale(q.locale);
    const texts = await this.textsOf(this.d.brandId, [lang, this.d.brand().defaultLocale]);
    const out: WelcomePack[] = [];
    for (const pack of packs) {
      const c = await repo.findCampaign(this.d.db, this.d.brandId, pack.campaignUuid);
      if (!c || this.stateOf(c) !== 'ACTIVE' || !c.optIn) continue;
      if (
        !isEligible(
          { ...this.audience(c), visibility: 'all' },
          { kind: 'guest', country: q.country, currency: q.currency },
        )
      )
        continue;
      out.push(welcomePackView(pack, c, texts.get(c.uuid) ?? {}, lang, this.d.brand().defaultLocale));
    }
    return out;
  }
}
