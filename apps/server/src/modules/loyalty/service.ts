import type { LoyaltyProgress } from '@croupier/contract';
import { ErrorCode } from '@croupier/contract';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type RoundObserver, withPlayerBrands } from '../seamless-wallet/index.ts';
import * as repo from './repository.ts';

/** The rewards module, as level-ups need it. */
export interface LevelRewards {
  /** Grants the brand's template's reward once per `grantKey`; answers the reward's uuid. */
  grant(
    playerUuid: string,
    template: { brandId: string; uuid: string },
    o: { source: string; reason: string; grantKey: string },
  ): Promise<string>;
  /** Whether the template is one of this brand's. */
  exists(templateUuid: string): Promise<boolean>;
}

export interface LoyaltyDeps {
  db: Db;
  /** The brand this process serves: its players' progress, its operators' levels and rates. */
  brandId: string;
  /** The brand of each of these players, in one query (the auth module): a relay batch's. */
  brandsOf(uuids: readonly string[], tx?: DbOrTx): Promise<Map<string, string>>;
  /** The seamless wallet's round relay: a player's progress waits for their rounds' points (ADR 041). */
  rounds?: { relayRounds(): Promise<void> };
  now: () => number;
  rewards: LevelRewards;
}

export interface LevelInput {
  key: string;
  name: string;
  threshold: number;
  templateUUID: string | null;
}

export class LoyaltyService {
  constructor(private readonly d: LoyaltyDeps) {}

  /**
   * Points from real-money stakes, relayed from the round outbox (exactly once per bet): a batch's
   * stakes in one statement, then its rollbacks (each one's stake came before it). The relay of one
   * process carries every brand's rounds: each earns at its player's brand's rate and levels.
   */
  readonly observer: RoundObserver = {
    batch: async (tx, events) => {
      const counted = events.filter((e) => e.kind !== 'settled');
      if (counted.length === 0) return;
      const brands = await this.d.brandsOf(
        counted.map((e) => e.playerUuid),
        tx,
      );
      const staked = events.filter((e) => e.kind === 'staked');
      await repo.earn(tx, withPlayerBrands(staked, brands));
      const rolledBack = events.filter((e) => e.kind === 'rolledBack');
      for (const e of withPlayerBrands(rolledBack, brands)) await repo.unearn(tx, e);
    },
  };

  async progress(playerUuid: string): Promise<LoyaltyProgress> {
    await this.d.rounds?.relayRounds();
    const [points, levels] = await Promise.all([
      repo.pointsOf(this.d.db, playerUuid),
      repo.levels(this.d.db, this.d.brandId),
    ]);
    const current = levels.filter((l) => Number(l.threshold) <= points).at(-1) ?? null;
    return {
      points,
      level: current?.key ?? null,
      rows: levels.map((l) => {
        const threshold = Number(l.threshold);
        return {
          level: l.key,
          name: l.name,
          threshold,
          reached: threshold <= points,
          current: l.key === current?.key,
          percent: threshold <= 0 ? 100 : Math.min(100, Math.floor((points * 100) / threshold)),
        };
      }),
    };
  }

  /**
   * Grants the reward of every level reached and not rewarded yet, with a key per player and level:
   * a run stopped between the grant and its mark grants nothing twice. Every brand's, each from the
   * level of the brand it was reached in (the schedule runs on one process for all). Answers how
   * many were handled.
   */
  async grantDue(): Promise<number> {
    const due = await repo.pendingLevelUps(this.d.db, 500);
    if (due.length === 0) return 0;
    const templates = new Map(
      (await repo.allLevels(this.d.db)).map((l) => [`${l.brandId}/${l.key}`, l.templateUuid]),
    );
    for (const up of due) {
      const uuid = templates.get(`${up.brandId}/${up.levelKey}`) ?? null;
      const reward =
        uuid === null
          ? null
          : await this.d.rewards.grant(
              up.playerUuid,
              { brandId: up.brandId, uuid },
              {
                source: 'loyalty',
                reason: `loyalty level ${up.levelKey}`,
                grantKey: `loyalty:${up.playerUuid}:${up.levelKey}`,
              },
            );
      await repo.markRewarded(this.d.db, up.playerUuid, up.levelKey, reward, new Date(this.d.now()));
    }
    return due.length;
  }

  async levels() {
    const rows = await repo.levels(this.d.db, this.d.brandId);
    return {
      levels: rows.map((l) => ({
        key: l.key,
        name: l.name,
        threshold: Number(l.threshold),
        templateUUID: l.templateUuid,
      })),
    };
  }

  async setLevels(levels: LevelInput[]) {
    for (const l of levels) {
      if (l.templateUUID !== null && !(await this.d.rewards.exists(l.templateUUID)))
        throw new AppError(ErrorCode.rewardTemplateNotFound, 'There is no such reward template');
    }
    await repo.replaceLevels(
      this.d.db,
      this.d.brandId,
      levels.map((l, position) => ({
        key: l.key,
        name: l.name,
        threshold: l.threshold,
        templateUuid: l.templateUUID,
        position,
      })),
    );
    return this.levels();
  }

  async rates() {
    return { rates: await repo.rates(this.d.db, this.d.brandId) };
  }

  async setRates(rates: Record<string, number>) {
    await repo.replaceRates(this.d.db, this.d.brandId, rates);
    return this.rates();
  }
}
