import { rewardsEndpoints } from '@croupier/contract/rewards';
import { PLAYER_CANCEL_REASON } from '@croupier/contract/rules/rewards';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `PUT /bonus-lifecycle-ng/cancel/{uuid}/{id}` (001 §7): cancels a MULTI-BONUS reward, with the player's reason. */
export function cancelMultiBonus(uuid: string, id: string) {
  return callEndpoint(rewardsEndpoints.cancelMultiBonus, {
    params: { uuid, id },
    body: { reason: PLAYER_CANCEL_REASON },
  });
}
