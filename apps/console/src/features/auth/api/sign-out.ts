import { operatorsEndpoints } from '@croupier/contract/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { forgetSession } from '../../../shared/session/operator.ts';

export const signOut = () => callEndpoint(operatorsEndpoints.operatorSignOut);

/** Ends this session; the console then forgets it and shows the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetSession(queryClient),
  });
}
