import type { Endpoint } from '@croupier/contract/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { CRM_KINDS, type CrmBodies, type CrmItems, type CrmKind } from './crm-kinds.ts';
import { crmKeys } from './query-keys.ts';

/** Creates (no id) or replaces (an id) a popup, card or message as the contract's body has it. */
export function saveItem<K extends CrmKind>(kind: K, id: string | null, body: CrmBodies[K]) {
  const calls = CRM_KINDS[kind];
  // The kinds' calls differ only in their schemas, which `body` already follows.
  const call = (id ? calls.update : calls.create) as Endpoint;
  return callEndpoint(call, { ...(id && { params: { id } }), body }) as Promise<CrmItems[K]>;
}

/** Saves, then reloads that kind's list. */
export function useSaveItem<K extends CrmKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CrmBodies[K] }) => saveItem(kind, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.list(kind) }),
  });
}
