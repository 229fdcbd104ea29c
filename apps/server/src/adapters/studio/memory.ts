import type { FreeRoundsGateway } from '../../modules/rewards/index.ts';
import { FreeRoundsError, type FreeRoundsGrantInput, grantBody } from './free-rounds.ts';

/** Free rounds for tests: records the grants and cancels; `failing` makes the studio unreachable. */
export class MemoryFreeRounds implements FreeRoundsGateway {
  readonly grants: FreeRoundsGrantInput[] = [];
  readonly cancels: string[] = [];
  failing = false;

  async grant(g: FreeRoundsGrantInput): Promise<void> {
    if (this.failing) throw new FreeRoundsError('game studio down');
    grantBody(g); // what the studio would refuse, refused here too
    if (!this.grants.some((x) => x.grantId === g.grantId)) this.grants.push(g);
  }

  async cancel(grantId: string): Promise<void> {
    if (this.failing) throw new FreeRoundsError('game studio down');
    if (!this.cancels.includes(grantId)) this.cancels.push(grantId);
  }
}
