import { rewardsEndpoints } from '@croupier/contract/rewards';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `PUT /bonus-lifecycle-ng/claim/{uuid}/{id}` (001 §7): activates a pending MULTI-BONUS reward. */
export function claimMultiBonus(uuid: string, id: string) {
  return callEndpoint(rewardsEndpoints.claimMultiBonus, { params: { uuid, id } });
}
