import { profileEndpoints, type SubscriptionBody } from '@croupier/contract/profile';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `PUT /profile/profiles/{id}/subscription` (000 §7): communication preferences. */
export function updateSubscription(id: string, body: SubscriptionBody) {
  return callEndpoint(profileEndpoints.updateSubscription, { params: { id }, body });
}
