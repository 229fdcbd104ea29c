import { profileEndpoints, type UpdateProfileBody } from '@croupier/contract/profile';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `PUT /profile/profiles/{id}` (000 §7): answers the whole profile. */
export function updateProfile(id: string, body: UpdateProfileBody) {
  return callEndpoint(profileEndpoints.updateProfile, { params: { id }, body });
}
