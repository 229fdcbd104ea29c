import type { OperatorRole } from '@croupier/contract/operator-roles';
import { operatorsEndpoints } from '@croupier/contract/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { operatorsKeys } from './query-keys.ts';

export interface OperatorChange {
  roles?: OperatorRole[];
  disabled?: boolean;
  unlock?: true;
}

export const updateOperator = (operatorId: string, body: OperatorChange) =>
  callEndpoint(operatorsEndpoints.updateOperator, { params: { operatorId }, body });

/** Sets an operator's roles, disables or enables them, or lifts a lock; the list shows the answer. */
export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ operatorId, change }: { operatorId: string; change: OperatorChange }) =>
      updateOperator(operatorId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKeys.list() }),
  });
}
