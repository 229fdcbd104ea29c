import { isOptedIn } from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { CampaignPlayer, CampaignsDeps } from './deps.ts';
import * as repo from './repository.ts';
import type { CampaignPlayerRow, CampaignRow } from './tables.ts';

/** A campaign's levels as triggers move a player through them (service.ts's triggers). */

/**
 * Grants the part's next level through the rewards engine, once (grant key per player, campaign
 * and level; the caller holds the part's lock). A level that cannot be granted (no amount in the
 * player's currency, the template disabled) suspends the player's part instead of failing the
 * deposit, round or registration that fired it.
 */
export async function grantNextLevel(
  d: Pick<CampaignsDeps, 'templates' | 'rewards' | 'log'>,
  now: Date,
  tx: DbOrTx,
  c: CampaignRow,
  p: CampaignPlayer,
  part: CampaignPlayerRow,
  o: { depositMinor?: bigint; player?: { currency: string; brandId: string } },
): Promise<CampaignPlayerRow> {
  const level = c.levels[part.level];
  if (!level) return part;
  try {
    await tx.transaction(async (sp) => {
      // The campaign's brand's template: the player's brand (the grant refuses another's).
      const template = await d.templates.template(level.templateUUID, sp, c.brandId);
      await d.rewards.grant(
        p.uuid,
        template,
        {
          source: 'campaign',
          reason: `campaign ${c.name} level ${part.level + 1}`,
          grantKey: `campaign:${c.uuid}:${p.uuid}:${part.level + 1}`,
          ...(o.depositMinor !== undefined && { depositMinor: o.depositMinor }),
          ...(o.player && { player: o.player }),
        },
        sp,
      );
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    d.log.warn(
      { campaign: c.uuid, player: p.uuid, level: part.level + 1, err },
      'campaign level not granted',
    );
    return repo.updatePart(tx, c.uuid, p.uuid, {
      status: 'LEVEL_SUSPENDED',
      activeGroup: null,
      updatedAt: now,
    });
  }
  // A completed campaign keeps its group taken: one welcome pack (or campaign of a group) per player.
  const done = part.level + 1 >= c.levels.length;
  return repo.updatePart(tx, c.uuid, p.uuid, {
    level: part.level + 1,
    status: done ? 'LEVEL_COMPLETED' : 'TRIGGERED',
    activeGroup: c.groupKey,
    updatedAt: now,
  });
}

/** The part that may fire now: opted in (or any eligible player's when joining is not by opt-in). */
export async function partThatMayFire(
  tx: DbOrTx,
  c: CampaignRow,
  p: CampaignPlayer,
  now: Date,
): Promise<CampaignPlayerRow | null> {
  if (c.optIn) {
    const found = await repo.findPart(tx, c.uuid, p.uuid);
    if (!found || !isOptedIn(found.status as 'VIEW')) return null;
  }
  const part = await repo.lockPart(tx, c.uuid, p.uuid, now);
  if (c.optIn ? !isOptedIn(part.status as 'VIEW') : part.status === 'LEVEL_SUSPENDED') return null;
  return part.level < c.levels.length ? part : null;
}
