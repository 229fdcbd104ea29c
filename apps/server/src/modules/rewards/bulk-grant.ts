import {
  type BulkGrantAnswer,
  type BulkGrantBody,
  type BulkGrantInvalid,
  type BulkGrantBody as BulkGrantSchema,
  ErrorCode,
} from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { PlayerLookup, RewardsService } from './service.ts';
import type { RewardTemplates } from './templates.ts';

type BulkGrant = ReturnType<typeof BulkGrantSchema.parse>;

export interface BulkGrantDeps {
  rewards: RewardsService;
  templates: RewardTemplates;
  players: PlayerLookup;
  transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T>;
}

/**
 * An operator's grant of one template to a list of players (ADR 053): every player is checked in
 * the transaction that grants, so the list is granted whole or not at all. One who does not exist,
 * or whose currency the template has no amount for, refuses the list (422, details.invalid); a dry
 * run answers the same check and grants nothing. Each player's grant carries a key made of the
 * list's key, so a list sent again grants nobody twice.
 */
export async function grantToList(
  d: BulkGrantDeps,
  body: BulkGrant | BulkGrantBody,
): Promise<BulkGrantAnswer> {
  const { templateUUID, reason, playerUUIDs, grantKey } = body;
  const dryRun = body.dryRun ?? false;
  return d.transaction(async (tx) => {
    const template = await d.templates.template(templateUUID, tx);
    if (!template.enabled) throw new AppError(ErrorCode.rewardState, 'The reward template is disabled');
    const invalid: BulkGrantInvalid[] = [];
    const found: { uuid: string; currency: string; brandId: string }[] = [];
    for (const [index, id] of playerUUIDs.entries()) {
      const playerUUID = id.toLowerCase();
      const player = await d.players.player(playerUUID, tx);
      // A player of another brand is not one this brand's operator can reach.
      if (!player || player.brandId !== template.brandId)
        invalid.push({ index, playerUUID, problem: 'not-found' });
      else if (template.amounts[player.currency] === undefined)
        invalid.push({ index, playerUUID, problem: 'no-amount' });
      else found.push({ uuid: playerUUID, currency: player.currency, brandId: player.brandId });
    }
    if (dryRun) return { players: playerUUIDs.length, granted: 0, invalid };
    if (invalid.length > 0) {
      throw new AppError(
        ErrorCode.rewardGrantInvalid,
        `${invalid.length} of ${playerUUIDs.length} players cannot have this reward; nothing was granted`,
        { details: { invalid } },
      );
    }
    for (const player of found) {
      await d.rewards.grant(
        player.uuid,
        template,
        {
          source: 'operator',
          reason,
          grantKey: `operator:list:${grantKey}:${player.uuid}`,
          player: { currency: player.currency, brandId: player.brandId },
        },
        tx,
      );
    }
    return { players: playerUUIDs.length, granted: found.length, invalid };
  });
}
