import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { CRM_KINDS, type CrmKind } from './crm-kinds.ts';
import { crmKeys } from './query-keys.ts';

export const deleteItem = (kind: CrmKind, id: string) =>
  callEndpoint(CRM_KINDS[kind].remove, { params: { id } });

/** Deletes a popup, card or message with its events, then reloads that kind's list. */
export function useDeleteItem(kind: CrmKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.list(kind) }),
  });
}
