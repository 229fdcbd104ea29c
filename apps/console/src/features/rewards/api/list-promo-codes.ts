import { rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { rewardsKeys } from './query-keys.ts';

/** Every promo code with its uses so far: the platform answers them all at once. */
export const listPromoCodes = ({ signal }: { signal?: AbortSignal } = {}) =>
  callEndpoint(rewardsOperatorEndpoints.listPromoCodes, { ...(signal && { signal }) });

export const promoCodesQuery = queryOptions({ queryKey: rewardsKeys.promoCodes(), queryFn: listPromoCodes });
