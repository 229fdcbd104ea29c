import { rewardsEndpoints } from '@croupier/contract/rewards';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `PUT /bonus/bonuses/{uuid}/{id}/accept` (001 §7): activates a pending BONUS reward. */
export function acceptBonus(uuid: string, id: string) {
  return callEndpoint(rewardsEndpoints.acceptBonus, { params: { uuid, id } });
}
