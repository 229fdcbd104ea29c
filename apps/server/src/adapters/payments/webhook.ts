import { ErrorCode, PAYMENT_WEBHOOK_TOLERANCE_S } from '@croupier/contract';
import { PAYMENT_SIGNATURE_HEADERS } from '@croupier/contract/signing';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/hash.ts';
import { API_PREFIX } from '../../platform/http.ts';
import { registerSignedCallbacks } from '../../platform/signed-callback.ts';
import { type PaymentProvider, WebhookEvent } from './provider.ts';

export interface WebhookResult {
  paymentId: string;
  status: string;
  /** The same event had been applied already: nothing changed. */
  replayed: boolean;
}

/**
 * What makes two deliveries of one event the same: everything but the event id and time. The
 * reconciliation builds its events with the same hash, so a late webhook of a result it applied replays.
 */
export function webhookPayloadHash(event: WebhookEvent): string {
  return sha256(
    // In the schema's order, with the event's id and time blanked (the hash of every stored event).
    JSON.stringify({
      id: '',
      type: event.type,
      paymentId: event.paymentId,
      providerTransactionId: event.providerTransactionId,
      amount: event.amount,
      currency: event.currency,
      occurredAt: '',
    }),
    'hex',
  );
}

/**
 * `POST /api/payments/webhooks/{provider}`: a provider's signed result of a deposit or payout.
 * Checked before anything is read: the origin (when the request carries one) must be the
 * provider's (403), the signature must be good and fresh (401). A malformed body is 400. Only then
 * the event is applied, once per provider transaction id and type (`apply`).
 */
export function registerPaymentWebhook(
  app: FastifyInstance,
  opts: {
    provider: PaymentProvider;
    secret: string;
    now: () => number;
    apply: (event: WebhookEvent, payloadHash: string) => Promise<WebhookResult>;
  },
) {
  const { provider } = opts;
  registerSignedCallbacks(
    app,
    {
      headers: PAYMENT_SIGNATURE_HEADERS,
      secret: opts.secret,
      toleranceS: PAYMENT_WEBHOOK_TOLERANCE_S,
      now: opts.now,
      bodyLimit: 64 * 1024,
      guard: (request) => {
        if ((request.params as { provider: string }).provider !== provider.id) {
          throw new AppError(ErrorCode.notFound, 'Unknown payment provider');
        }
        const origin = request.headers.origin;
        if (origin !== undefined && origin !== provider.origin) {
          throw new AppError(ErrorCode.forbidden, 'Webhook from another origin');
        }
      },
      refuse: (problem, request) => {
        request.log.warn({ problem }, 'payment webhook refused');
        return new AppError(ErrorCode.webhookSignature, `Webhook signature ${problem}`);
      },
      notJson: 'Webhook body is not JSON',
    },
    (scope) => {
      scope.post<{ Params: { provider: string }; Body: unknown }>(
        `${API_PREFIX}/payments/webhooks/:provider`,
        { schema: { hide: true } },
        async (request) => {
          const parsed = WebhookEvent.safeParse(request.body);
          if (!parsed.success) {
            throw new AppError(ErrorCode.validation, `Invalid webhook: ${parsed.error.issues[0]?.message}`);
          }
          return opts.apply(parsed.data, webhookPayloadHash(parsed.data));
        },
      );
    },
  );
}
