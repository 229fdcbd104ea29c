import type { LoyaltyProgress } from '@croupier/contract';
import { ErrorCode } from '@croupier/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { RoundObserver } from '../seamless-wallet/index.ts';
import * as repo from './repository.ts';

/** The rewards module, as level-ups need it. */
export interface LevelRewards {
  /** Grants the template's reward once per `grantKey`; answers the reward's uuid. */
  grant(
    playerUuid: string,
    templateUuid: string,
    o: { source: string; reason: string; grantKey: string },
  ): Promise<string>;
  exists(templateUuid: string): Promise<boolean>;
}

export interface LoyaltyDeps {
  db: Db;
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
   * stakes in one statement, then its rollbacks (each one's stake came before it).
   */
  readonly observer: RoundObserver = {
    batch: async (tx, events) => {
      await repo.earn(
        tx,
        events.filter((e) => e.kind === 'staked'),
      );
      for (const e of events) if (e.kind === 'rolledBack') await repo.unearn(tx, e);
    },
  };

  async progress(playerUuid: string): Promise<LoyaltyProgress> {
    await this.d.rounds?.relayRounds();
    const [points, levels] = await Promise.all([
      repo.pointsOf(this.d.db, playerUuid),
      repo.levels(this.d.db),
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
   * a run stopped between the grant and its mark grants nothing twice. Answers how many were handled.
   */
  async grantDue(): Promise<number> {
    const due = await repo.pendingLevelUps(this.d.db, 500);
    if (due.length === 0) return 0;
    const templates = new Map((await repo.levels(this.d.db)).map((l) => [l.key, l.templateUuid]));
    for (const up of due) {
      const template = templates.get(up.levelKey) ?? null;
      const reward =
        template === null
          ? null
          : await this.d.rewards.grant(up.playerUuid, template, {
              source: 'loyalty',
              reason: `loyalty level ${up.levelKey}`,
              grantKey: `loyalty:${up.playerUuid}:${up.levelKey}`,
            });
      await repo.markRewarded(this.d.db, up.playerUuid, up.levelKey, reward, new Date(this.d.now()));
    }
    return due.length;
  }

  async levels() {
    const rows = await repo.levels(this.d.db);
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
    return { rates: await repo.rates(this.d.db) };
  }

  async setRates(rates: Record<string, number>) {
    await repo.replaceRates(this.d.db, rates);
    return this.rates();
  }
}
