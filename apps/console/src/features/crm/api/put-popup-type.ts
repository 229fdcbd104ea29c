import { crmEndpoints, type PopupTypeEntry } from '@croupier/contract/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';
import { crmKeys } from './query-keys.ts';

export const putPopupType = (body: z.input<typeof PopupTypeEntry>) =>
  callEndpoint(crmEndpoints.operatorPutPopupType, { body });

/** Creates or replaces a popup type's button defaults, then reloads the types. */
export function usePutPopupType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPopupType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.popupTypes() }),
  });
}
