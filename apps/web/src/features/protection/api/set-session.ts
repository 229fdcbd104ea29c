import {
  type DismissInvitationBody,
  protectionSessionEndpoints,
  type SetRealityCheckBody,
  type SetSessionLimitBody,
} from '@croupier/contract/protection-session';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { useStoreSession } from './get-player-session.ts';

/** The session's writes; each answers the summary as it now stands, which replaces the cached one. */
export function useSetRealityCheck(uuid: string) {
  const store = useStoreSession(uuid);
  return useMutation({
    mutationFn: (body: SetRealityCheckBody) =>
      callEndpoint(protectionSessionEndpoints.setRealityCheck, { body }),
    onSuccess: store,
  });
}

/** A new daily time limit or a decrease applies at once; a raise or a removal (null) waits. */
export function useSetSessionLimit(uuid: string) {
  const store = useStoreSession(uuid);
  return useMutation({
    mutationFn: (body: SetSessionLimitBody) =>
      callEndpoint(protectionSessionEndpoints.setSessionLimit, { body }),
    onSuccess: store,
  });
}

export function useConfirmSessionLimit(uuid: string) {
  const store = useStoreSession(uuid);
  return useMutation({
    mutationFn: () => callEndpoint(protectionSessionEndpoints.confirmSessionLimit),
    onSuccess: store,
  });
}

/** "Not now" to the invitation to set a deposit limit. */
export function useDismissInvitation(uuid: string) {
  const store = useStoreSession(uuid);
  return useMutation({
    mutationFn: (body: DismissInvitationBody) =>
      callEndpoint(protectionSessionEndpoints.dismissLimitInvitation, { body }),
    onSuccess: store,
  });
}
