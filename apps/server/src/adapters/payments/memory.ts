import { randomUUID } from 'node:crypto';
import type { PaymentType } from '@croupier/contract';
import type {
  DepositSession,
  PaymentProvider,
  PayoutRequest,
  ProviderPaymentStatus,
  WebhookEvent,
} from './provider.ts';
import { sandboxMethods } from './provider.ts';
import { signedHeaders } from './signature.ts';

type State = ProviderPaymentStatus['state'];

/**
 * An in-process provider for tests: records payouts and builds the signed webhooks the real one
 * would send, so tests drive every outcome without a sandbox process. Like a real provider it takes
 * a payout id once, remembers a cancel of a payout it never saw, and answers its status call.
 */
export class MemoryPaymentProvider implements PaymentProvider {
  readonly id = 'sandbox';
  readonly origin: string;
  readonly payouts = new Map<string, PayoutRequest & { providerTransactionId: string; state: State }>();
  /** Deposits paid on the provider's side (`payDeposit`), as its status call reports them. */
  readonly deposits = new Map<string, ProviderPaymentStatus>();
  /** How many times each payout was requested (a repeat must not pay twice). */
  readonly payoutRequests = new Map<string, number>();
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
  async cashierUrl(session: DepositSession): Promise<string> {
    return `${this.origin}/cashier?payment=${session.paymentId}`;
  }
  async requestPayout(payout: PayoutRequest) {
    if (this.down) throw new Error('provider down');
    this.payoutRequests.set(payout.paymentId, (this.payoutRequests.get(payout.paymentId) ?? 0) + 1);
    const known = this.payouts.get(payout.paymentId);
    if (known) return { providerTransactionId: known.providerTransactionId };
    const providerTransactionId = `po_${randomUUID()}`;
    this.payouts.set(payout.paymentId, { ...payout, providerTransactionId, state: 'PENDING' });
    return { providerTransactionId };
  }
  async cancelPayout(paymentId: string) {
    const p = this.payouts.get(paymentId);
    if (p && p.state !== 'PENDING' && p.state !== 'CANCELLED') return 'settled' as const;
    if (p) p.state = 'CANCELLED';
    else {
      // Never heard of: remembered as cancelled, so a late request of it is not paid.
      this.payouts.set(paymentId, {
        paymentId,
        playerUuid: '',
        method: '',
        amount: '0',
        currency: '',
        providerTransactionId: `po_${randomUUID()}`,
        state: 'CANCELLED',
      });
    }
    return 'cancelled' as const;
  }
  async paymentStatus(paymentId: string): Promise<ProviderPaymentStatus | null> {
    if (this.down) throw new Error('provider down');
    const deposit = this.deposits.get(paymentId);
    if (deposit) return deposit;
    const p = this.payouts.get(paymentId);
    if (!p) return null;
    return {
      kind: 'payout',
      state: p.state,
      providerTransactionId: p.providerTransactionId,
      amount: p.amount,
      currency: p.currency,
    };
  }
  /** The player paid on the provider's page; no webhook reaches the platform. */
  payDeposit(paymentId: string, amount: string, currency: string, state: State = 'COMPLETED') {
    this.deposits.set(paymentId, {
      kind: 'deposit',
      state,
      providerTransactionId: `dep_${randomUUID()}`,
      amount,
      currency,
    });
  }
  /** The provider settles a payout; no webhook reaches the platform. */
  settlePayout(paymentId: string, state: 'COMPLETED' | 'DECLINED') {
    const p = this.payouts.get(paymentId);
    if (!p) throw new Error(`no payout ${paymentId}`);
    p.state = state;
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
