import type { OperatorRole } from '@croupier/contract/operator-roles';
import { operatorsEndpoints } from '@croupier/contract/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { operatorsKeys } from './query-keys.ts';

export const createOperator = (body: { email: string; roles: OperatorRole[] }) =>
  callEndpoint(operatorsEndpoints.createOperator, { body });

/** Creates an operator; the answer holds their one-time enrolment link. */
export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKeys.list() }),
  });
}
