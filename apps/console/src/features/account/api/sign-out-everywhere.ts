import { operatorsEndpoints } from '@croupier/contract/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { forgetSession } from '../../../shared/session/operator.ts';

export const signOutEverywhere = () => callEndpoint(operatorsEndpoints.operatorSignOutEverywhere);

/** Ends every session of the operator, this one too: the console then shows the sign-in page. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: () => forgetSession(queryClient) });
}
