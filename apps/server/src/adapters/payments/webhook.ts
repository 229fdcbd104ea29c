import { createHash } from 'node:crypto';
import { ErrorCode, PAYMENT_WEBHOOK_TOLERANCE_S } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { API_PREFIX } from '../../platform/http.ts';
import { type PaymentProvider, WebhookEvent } from './provider.ts';
import { checkSignedRequest, keepRawJson, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.ts';

export interface WebhookResult {
  paymentId: string;
  status: string;
  /** The same event had been applied already: nothing changed. */
  replayed: boolean;
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
  void app.register(async (scope) => {
    // The signature is over the exact bytes sent: keep the body as text here.
    keepRawJson(scope, 64 * 1024);
    scope.post<{ Params: { provider: string }; Body: string }>(
      `${API_PREFIX}/payments/webhooks/:provider`,
      { schema: { hide: true } },
      async (request) => {
        const { provider } = opts;
        if (request.params.provider !== provider.id) {
          throw new AppError(404, ErrorCode.notFound, 'Unknown payment provider');
        }
        const origin = request.headers.origin;
        if (origin !== undefined && origin !== provider.origin) {
          throw new AppError(403, ErrorCode.forbidden, 'Webhook from another origin');
        }
        const { body, problem } = checkSignedRequest(request, {
          secret: opts.secret,
          nowMs: opts.now(),
          toleranceS: PAYMENT_WEBHOOK_TOLERANCE_S,
          timestampHeader: TIMESTAMP_HEADER,
          signatureHeader: SIGNATURE_HEADER,
        });
        if (problem) {
          request.log.warn({ problem }, 'payment webhook refused');
          throw new AppError(401, ErrorCode.webhookSignature, `Webhook signature ${problem}`);
        }
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          throw new AppError(400, ErrorCode.validation, 'Webhook body is not JSON');
        }
        const parsed = WebhookEvent.safeParse(json);
        if (!parsed.success) {
          throw new AppError(
            400,
            ErrorCode.validation,
            `Invalid webhook: ${parsed.error.issues[0]?.message}`,
          );
        }
        const hash = createHash('sha256')
          .update(JSON.stringify({ ...parsed.data, id: '', occurredAt: '' }))
          .digest('hex');
        return opts.apply(parsed.data, hash);
      },
    );
  });
}
