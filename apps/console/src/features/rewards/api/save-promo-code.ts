import { type PromoCodeBody, rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { rewardsKeys } from './query-keys.ts';

/** Creates a promo code, or replaces the terms of the one named (its uses so far are kept). */
export const savePromoCode = ({ code, body }: { code?: string; body: PromoCodeBody }) =>
  code
    ? callEndpoint(rewardsOperatorEndpoints.updatePromoCode, { params: { code }, body })
    : callEndpoint(rewardsOperatorEndpoints.createPromoCode, { body });

export function useSavePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardsKeys.promoCodes() }),
  });
}
