import { FreeRoundsError, type FreeRoundsGrantInput, grantBody } from './free-rounds.ts';
import type { FreeRoundsGateway } from './gateway.ts';

/**
 * Free rounds for tests, with the studio's rules: a grant is idempotent by its id, and another body
 * under a known id is refused (409), as the studio refuses it. `failing` makes the studio
 * unreachable; `hold` keeps grant calls waiting until it resolves (a slow studio).
 */
export class MemoryFreeRounds implements FreeRoundsGateway {
  readonly grants: FreeRoundsGrantInput[] = [];
  readonly cancels: string[] = [];
  failing = false;
  hold: Promise<void> | undefined;
  /** Grant calls waiting on `hold` now. */
  waiting = 0;

  async grant(g: FreeRoundsGrantInput): Promise<void> {
    if (this.failing) throw new FreeRoundsError('game studio down');
    const body = JSON.stringify(grantBody(g)); // what the studio would refuse, refused here too
    if (this.hold) {
      this.waiting += 1;
      await this.hold.finally(() => {
        this.waiting -= 1;
      });
    }
    const known = this.grants.find((x) => x.grantId === g.grantId);
    if (known && JSON.stringify(grantBody(known)) !== body) {
      throw new FreeRoundsError('game studio answered 409', 409, 'free-rounds.conflict');
    }
    if (!known) this.grants.push(g);
  }

  async cancel(grantId: string): Promise<void> {
    if (this.failing) throw new FreeRoundsError('game studio down');
    if (!this.cancels.includes(grantId)) this.cancels.push(grantId);
  }
}
