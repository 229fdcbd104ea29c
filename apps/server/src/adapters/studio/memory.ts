import type { FreeRoundsAnswer } from '@croupier/contract/studio';
import type { FreeRoundsGateway } from '../../modules/rewards/index.ts';
import { FreeRoundsError, type FreeRoundsGrantInput, grantBody } from './free-rounds.ts';

/** Free rounds for tests: records the grants and cancels; `failing` makes the studio unreachable. */
export class MemoryFreeRounds implements FreeRoundsGateway {
  readonly grants: FreeRoundsGrantInput[] = [];
  readonly cancels: string[] = [];
  failing = false;

  async grant(g: FreeRoundsGrantInput): Promise<FreeRoundsAnswer> {
    if (this.failing) throw new FreeRoundsError('game studio down');
    const body = grantBody(g);
    if (!this.grants.some((x) => x.grantId === g.grantId)) this.grants.push(g);
    const cancelled = this.cancels.includes(g.grantId);
    return {
      grantId: g.grantId,
      status: cancelled ? 'CANCELLED' : 'ACTIVE',
      roundsLeft: cancelled ? 0 : body.rounds,
    };
  }

  async cancel(grantId: string): Promise<FreeRoundsAnswer> {
    if (this.failing) throw new FreeRoundsError('game studio down');
    if (!this.cancels.includes(grantId)) this.cancels.push(grantId);
    return { grantId, status: 'CANCELLED', roundsLeft: 0 };
  }
}
