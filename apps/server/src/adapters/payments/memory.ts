import { randomUUID } from 'node:crypto';
import type { PaymentType } from '@croupier/contract';
import type { DepositSession, PaymentProvider, PayoutRequest, WebhookEvent } from './provider.ts';
import { sandboxMethods } from './provider.ts';
import { signedHeaders } from './signature.ts';

/**
 * An in-process provider for tests: records payouts and builds the signed webhooks the real one
 * would send, so tests drive every outcome without a sandbox process.
 */
export class MemoryPaymentProvider implements PaymentProvider {
  readonly id = 'sandbox';
  readonly origin: string;
  readonly payouts = new Map<string, PayoutRequest & { providerTransactionId: string; state: string }>();
  /** Set to make the next calls fail as an unreachable provider would. */
  down = false;

  constructor(
    private readonly secret: string,
    origin = 'http://localhost:3100',
    private readonly now: () => number = Date.now,
  ) {
    this.origin = origin;
  }

  methods(currency: string, type: PaymentType) {
    return sandboxMethods(currency, type);
  }

  cashierUrl(session: DepositSession): string {
    return `${this.origin}/cashier?payment=${session.paymentId}`;
  }

  async requestPayout(payout: PayoutRequest) {
    if (this.down) throw new Error('provider down');
    const providerTransactionId = `po_${randomUUID()}`;
    this.payouts.set(payout.paymentId, { ...payout, providerTransactionId, state: 'PENDING' });
    return { providerTransactionId };
  }

  async cancelPayout(paymentId: string) {
    const p = this.payouts.get(paymentId);
    if (p && p.state !== 'PENDING' && p.state !== 'CANCELLED') return 'settled' as const;
    if (p) p.state = 'CANCELLED';
    return 'cancelled' as const;
  }

  /** A webhook as the provider would send it: body text and signed headers. */
  webhook(event: Omit<WebhookEvent, 'id' | 'occurredAt'> & Partial<WebhookEvent>, nowMs = this.now()) {
    const full: WebhookEvent = {
      id: `evt_${randomUUID()}`,
      occurredAt: new Date(nowMs).toISOString(),
      ...event,
    };
    const body = JSON.stringify(full);
    return { body, headers: signedHeaders(this.secret, body, nowMs) };
  }
}
