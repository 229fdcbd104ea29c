import type { PartnerCallContext } from '../../platform/partner-fetch.ts';

/**
 * The game studio's free rounds (docs/decisions/024-rewards.md), as the rewards module uses them:
 * N rounds at a stake granted for a player and a game; both calls idempotent by the grant id.
 */
export interface FreeRoundsGateway {
  grant(
    g: {
      grantId: string;
      playerUuid: string;
      gameSlug: string;
      rounds: number;
      stakeMinor: bigint;
      currency: string;
      expiresAt: Date;
    },
    call?: PartnerCallContext,
  ): Promise<void>;
  cancel(grantId: string, call?: PartnerCallContext): Promise<void>;
}
