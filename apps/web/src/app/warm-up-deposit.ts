import type { QueryClient } from '@tanstack/react-query';
import { paymentMethodsQuery } from '../features/payments/api/get-payment-methods.ts';

/**
 * The optional last step of the profile initialisation (000 §4, the brand's
 * `cashier.warmUpDeposit`): the deposit page's code and the player's deposit methods in their
 * currency, the deposit frame's first call, are loaded before the player opens it. Loaded only when
 * the brand switches it on, so the shell does not carry the cashier's code.
 */
export async function warmUpDeposit(queryClient: QueryClient, uuid: string, currency: string): Promise<void> {
  await Promise.allSettled([
    import('../features/payments/pages/DepositPage.tsx'),
    queryClient.prefetchQuery(paymentMethodsQuery(uuid, 'deposit', currency)),
  ]);
}
