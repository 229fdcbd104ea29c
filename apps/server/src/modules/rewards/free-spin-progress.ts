import type { FreeRoundsProgress, FreeRoundsProgressAnswer } from '@croupier/contract';
import * as repo from './repository.ts';
import { type RewardsService, rewardIdOf, rewardNotFound } from './service.ts';

/**
 * The studio's report after each free round (ADR 024 "Free spins"): the reward records the rounds
 * played and what they have won so far, so the player sees the series move spin by spin. No money
 * moves here: the grant's one win (the seamless wallet) pays the winnings and settles the count.
 * The grant must be the named player's reward for that game and currency (else 404, as the win).
 */
export async function recordFreeSpinProgress(
  rewards: RewardsService,
  report: FreeRoundsProgress,
): Promise<FreeRoundsProgressAnswer> {
  const id = rewardIdOf(report.freeRoundsGrantId);
  const row = id && id === report.freeRoundsGrantId.toLowerCase() ? await rewards.find(id) : undefined;
  if (
    row?.kind !== 'FREE-SPIN' ||
    row.playerUuid !== report.playerId.toLowerCase() ||
    row.gameSlug !== report.gameSlug ||
    row.currency !== report.currency
  ) {
    throw rewardNotFound();
  }
  const recorded = await repo.recordFreeSpinProgress(rewards.d.db, row.id, {
    played: report.roundsPlayed,
    wonMinor: BigInt(report.winnings), // minor units of the reward's currency, as the studio counts
  });
  return { recorded: !!recorded, roundsPlayed: (recorded ?? row).freeSpinsPlayed ?? 0 };
}
