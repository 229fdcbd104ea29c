import { operatorsEndpoints } from '@croupier/contract/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { operatorsKeys } from './query-keys.ts';

export const reissueEnrolment = (operatorId: string) =>
  callEndpoint(operatorsEndpoints.reissueEnrolment, { params: { operatorId } });

/** A new enrolment link: the operator's password, authenticator and sessions end. */
export function useReissueEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKeys.list() }),
  });
}
