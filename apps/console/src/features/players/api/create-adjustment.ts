import type { AdjustmentBody } from '@croupier/contract';
import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

export type AdjustmentInput = Omit<z.input<typeof AdjustmentBody>, 'key'>;

export const createAdjustment = (playerUUID: string, body: z.input<typeof AdjustmentBody>) =>
  callEndpoint(playersOperatorEndpoints.createAdjustment, { params: { playerUUID }, body });

/**
 * A manual adjustment. The hook owns its idempotency key: a retry of the same adjustment (a lost
 * answer) sends the same key, and a new key is drawn once one succeeds.
 */
export function useCreateAdjustment(uuid: string) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (input: AdjustmentInput) => createAdjustment(uuid, { ...input, key }),
    onSuccess: async () => {
      setKey(crypto.randomUUID());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.player(uuid) }),
        queryClient.invalidateQueries({ queryKey: playerKeys.adjustments() }),
      ]);
    },
  });
}
