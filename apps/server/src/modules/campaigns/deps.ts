import type { BrandConfig } from '@croupier/contract';
import type { Db, DbOrTx } from '../../platform/db.ts';
import type { RewardsService, RewardTemplates } from '../rewards/index.ts';
import type { CampaignTextStore } from './texts.ts';

/** What the campaigns' service and its topics (levels, operator) work with. */

/** A player as the campaigns need one: brand, market and language. */
export interface CampaignPlayer {
  uuid: string;
  /** The player's brand: only its campaigns apply to them, whichever brand this process serves. */
  brandId: string;
  currency: string;
  country: string;
  languageCode?: string | null;
}

/** The auth module's players, read inside the caller's transaction when one is given. */
export interface CampaignPlayerLookup {
  player(uuid: string, tx?: DbOrTx): Promise<CampaignPlayer | undefined>;
}

export interface CampaignsDeps {
  db: Db;
  /** The brand this process serves: guests and operators see its campaigns and packs. */
  brandId: string;
  now: () => number;
  brand: () => BrandConfig;
  players: CampaignPlayerLookup;
  rewards: RewardsService;
  templates: RewardTemplates;
  /** The content store of the static pages: the campaigns' texts per locale. */
  texts: CampaignTextStore;
  log: { warn(obj: object, msg: string): void };
  /** Whether a player is on a time-out or self-excluded: no promotion is offered then (protection). */
  suppressed: (uuid: string) => Promise<boolean>;
}
