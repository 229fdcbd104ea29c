import { type PaymentType, paymentsEndpoints } from '@croupier/contract/payments';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

/** `GET /payment/methods` (001 §7): the player's deposit or withdrawal methods. */
export const paymentMethodsQuery = (uuid: string, paymentType: PaymentType, currency?: string) =>
  queryOptions({
    queryKey: paymentsKeys.methods(uuid, paymentType, currency ?? null),
    queryFn: ({ signal }) =>
      callEndpoint(paymentsEndpoints.paymentMethods, {
        query: { paymentType, ...(currency && { currency }) },
        signal,
      }),
  });
