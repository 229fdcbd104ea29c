import { rewardsEndpoints } from '@croupier/contract/rewards';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /free-spin/free-spins/{uuid}/{id}/claim` (001 §7): activates a pending FREE-SPIN reward. */
export function claimFreeSpins(uuid: string, id: string) {
  return callEndpoint(rewardsEndpoints.claimFreeSpins, { params: { uuid, id } });
}
