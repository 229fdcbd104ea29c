import { rewardsEndpoints } from '@croupier/contract/rewards';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `PUT /bonus/bonuses/{uuid}/{id}/cancel` (001 §7): cancels a BONUS reward (the call has no body). */
export function cancelBonus(uuid: string, id: string) {
  return callEndpoint(rewardsEndpoints.cancelBonus, { params: { uuid, id } });
}
