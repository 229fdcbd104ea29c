import type { PaymentType } from '@croupier/contract';
import { signClaims } from '@croupier/contract/tokens';
import type { Metrics } from '../../platform/metrics.ts';
import { type PartnerCallContext, PartnerCalls } from '../../platform/partner-fetch.ts';
import {
  type DepositSession,
  type PaymentProvider,
  type PayoutRequest,
  type ProviderPaymentStatus,
  ProviderUnavailable,
  sandboxMethods,
} from './provider.ts';
import { signedHeaders } from './signature.ts';

/** Cashier links are good for this long. */
const SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * The sandbox payment provider over HTTP (`{SANDBOX_URL}/cashier`): a signed cashier link for
 * deposits, signed server-to-server calls for payouts and their cancellation.
 */
export class HttpPaymentProvider implements PaymentProvider {
  readonly id = 'sandbox';
  readonly origin: string;
  private readonly base: string;
  private readonly calls: PartnerCalls;

  constructor(
    baseUrl: string,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    private readonly timeoutMs = 5000,
    metrics?: Metrics,
  ) {
    this.calls = new PartnerCalls(metrics, 'payments');
    this.base = baseUrl.replace(/\/+$/, '');
    this.origin = new URL(this.base).origin;
  }

  methods(currency: string, type: PaymentType) {
    return sandboxMethods(currency, type);
  }

  async cashierUrl(session: DepositSession): Promise<string> {
    // The partners' one token format (a JWS); the sandbox reads it with the same secret.
    const token = await signClaims({ ...session, exp: this.now() + SESSION_TTL_MS }, this.secret);
    return `${this.base}/cashier?session=${encodeURIComponent(token)}`;
  }

  async requestPayout(payout: PayoutRequest) {
    const res = await this.post('/cashier/api/payouts', payout);
    if (!res.ok) throw new ProviderUnavailable(`provider answered ${res.status}`);
    const body = (await res.json()) as { providerTransactionId?: unknown };
    if (typeof body.providerTransactionId !== 'string')
      throw new ProviderUnavailable('provider answered no id');
    return { providerTransactionId: body.providerTransactionId };
  }

  async cancelPayout(paymentId: string, call?: PartnerCallContext) {
    const res = await this.post(
      `/cashier/api/payouts/${encodeURIComponent(paymentId)}/cancel`,
      { paymentId },
      call,
    );
    if (res.status === 409) return 'settled' as const;
    // 404: the provider never heard of it (the request died before it got there): nothing to stop.
    if (res.status === 404) return 'cancelled' as const;
    if (!res.ok) throw new ProviderUnavailable(`provider answered ${res.status}`);
    return 'cancelled' as const;
  }

  async paymentStatus(paymentId: string): Promise<ProviderPaymentStatus | null> {
    const res = await this.post(`/cashier/api/payments/${encodeURIComponent(paymentId)}/status`, {
      paymentId,
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new ProviderUnavailable(`provider answered ${res.status}`);
    const body = (await res.json()) as Partial<ProviderPaymentStatus>;
    if (
      (body.kind !== 'deposit' && body.kind !== 'payout') ||
      typeof body.state !== 'string' ||
      typeof body.providerTransactionId !== 'string' ||
      typeof body.amount !== 'string' ||
      typeof body.currency !== 'string'
    ) {
      throw new ProviderUnavailable('provider answered a malformed status');
    }
    return body as ProviderPaymentStatus;
  }

  private async post(path: string, payload: unknown, call?: PartnerCallContext): Promise<Response> {
    const body = JSON.stringify(payload);
    try {
      return await this.calls.fetch(
        this.base + path,
        {
          method: 'POST',
          headers: signedHeaders(this.secret, body, this.now()),
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        },
        call,
      );
    } catch (err) {
      throw new ProviderUnavailable(`payment provider unreachable: ${(err as Error).name}`);
    }
  }
}
