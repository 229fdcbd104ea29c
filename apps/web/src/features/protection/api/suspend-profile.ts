import { protectionEndpoints, type SuspendBody } from '@croupier/contract/protection';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/** Self-restriction (001 §7): suspends the player's account; the page then logs out. */
export function suspendProfile(id: string, body: SuspendBody) {
  return callEndpoint(protectionEndpoints.suspendProfile, { params: { id }, body });
}

export const useSuspendProfile = (uuid: string) =>
  useMutation({ mutationFn: (body: SuspendBody) => suspendProfile(uuid, body) });
