import { CashierMessage } from '@croupier/contract/payments';

/**
 * A `postMessage` from the deposit frame, read only when it comes from the configured payment
 * provider: the origin of the cashier link the deposit call answered, and the frame's own window.
 * Anything else (another origin, another window, a foreign shape) is ignored: null.
 */
export function readCashierMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  providerOrigin: string,
  frameWindow: Window | null | undefined,
): CashierMessage | null {
  if (event.origin !== providerOrigin) return null;
  if (frameWindow && event.source !== frameWindow) return null;
  const parsed = CashierMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The origin of the provider's cashier page (the deposit call's `redirectLink`). */
export function providerOrigin(cashierUrl: string): string {
  return new URL(cashierUrl, window.location.href).origin;
}
