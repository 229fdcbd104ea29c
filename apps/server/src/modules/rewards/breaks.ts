import type { FreeRoundsGateway } from '../../adapters/studio/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { BreakObserver } from '../protection/index.ts';
import * as repo from './repository.ts';
import type { RewardsService } from './service.ts';

/** Why a reward ended when its player took a time-out or self-excluded. */
export const BREAK_REASON = 'player protection: time-out or self-exclusion';
const NOT_ENDED = ['PENDING', 'ACTIVE'] as const;

/**
 * A time-out or self-exclusion forfeits the player's bonuses (docs/decisions/045): in the break's
 * transaction every pending and active reward is cancelled and what is left of its bonus money goes
 * back to the promotions budget (one ledger transfer each, as a cancel's). Free rounds the studio
 * still holds are cancelled there after the break commits; a round reported for a cancelled reward
 * pays nothing, so a studio that cannot be reached then changes no money.
 */
export function forfeitOnBreak(
  rewards: Pick<RewardsService, 'forfeit'>,
  freeRounds: Pick<FreeRoundsGateway, 'cancel'>,
  now: () => number,
): BreakObserver {
  // The studio's grants to cancel once the break's transaction committed, by player.
  const toCancel = new Map<string, string[]>();
  return {
    async breakStarting(tx: DbOrTx, e) {
      const open = await repo.playerRewardRows(tx, e.playerUuid, NOT_ENDED, 1000);
      const grants: string[] = [];
      for (const row of await repo.lockRewards(
        tx,
        open.map((r) => r.id),
      )) {
        const ended = await repo.moveReward(tx, row.id, NOT_ENDED, 'CANCELLED', {
          endedAt: new Date(now()),
          endReason: BREAK_REASON,
        });
        if (!ended || row.status !== 'ACTIVE') continue;
        await rewards.forfeit(tx, ended);
        if (row.kind === 'FREE-SPIN' && row.grantedMinor === 0n) grants.push(row.id);
      }
      toCancel.set(e.playerUuid, grants);
    },
    async breakStarted(e) {
      const grants = toCancel.get(e.playerUuid) ?? [];
      toCancel.delete(e.playerUuid);
      for (const id of grants) await freeRounds.cancel(id);
    },
  };
}
