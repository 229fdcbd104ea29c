import { rewardsEndpoints } from '@croupier/contract/rewards';
import { PLAYER_CANCEL_REASON } from '@croupier/contract/rules/rewards';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /free-spin/free-spins/{uuid}/{id}/cancel` (001 §7): cancels a FREE-SPIN reward, with the player's reason. */
export function cancelFreeSpins(uuid: string, id: string) {
  return callEndpoint(rewardsEndpoints.cancelFreeSpins, {
    params: { uuid, id },
    body: { reason: PLAYER_CANCEL_REASON },
  });
}
