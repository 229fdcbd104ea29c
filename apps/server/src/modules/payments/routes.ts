import { ErrorCode, endpoints, IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/http.ts';
import { operatorActor } from '../../platform/operator.ts';
import type { WalletService } from '../wallet/index.ts';
import type { PaymentsService } from './service.ts';

/** The withdrawal's optional `Idempotency-Key` header; 400 when it is malformed. */
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = IdempotencyKey.safeParse(header);
  if (!parsed.success) {
    throw new AppError(ErrorCode.validation, `Idempotency-Key ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

/**
 * The payment calls of 001 §7. Every player uuid in a path or body is the token's player: the
 * contract marks it (`PlayerUuid`) and registerEndpoint refuses another's.
 */
export function paymentsRoutes(app: FastifyInstance, payments: PaymentsService, wallet: WalletService) {
  registerEndpoint(app, endpoints.deposit, ({ params, body, request }) =>
    payments.deposit(params.uuid, body, request.ip, request.headers.origin),
  );
  registerEndpoint(app, endpoints.withdraw, ({ params, body, request }) =>
    payments.withdraw(params.uuid, body, idempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER])),
  );
  registerEndpoint(app, endpoints.paymentMethods, async ({ query, request }) => {
    const me = requirePlayer(request);
    return payments.methods(query.currency ?? (await wallet.playerCurrency(me.uuid)), query.paymentType);
  });
  registerEndpoint(app, endpoints.lifetimeLimits, async ({ params, query }) => {
    return payments.lifetimeLimits(
      params.playerUUID,
      query.currency ?? (await wallet.playerCurrency(params.playerUUID)),
    );
  });
  registerEndpoint(app, endpoints.cancelWithdrawal, ({ params, request }) =>
    payments.cancelWithdrawal(params.uuid, params.id, request.id),
  );
  registerEndpoint(app, endpoints.voucherActivate, ({ params, request }) => {
    const me = requirePlayer(request);
    return payments.redeemVoucher(me.uuid, params.voucherId);
  });
  registerEndpoint(app, endpoints.unusedVouchers, ({ query }) => payments.unusedVouchers(query.currency));
  registerEndpoint(app, endpoints.paymentHistory, ({ params, query }) =>
    payments.history(params.playerUuid, query),
  );

  registerEndpoint(app, endpoints.withdrawalReviews, ({ query }) => payments.withdrawalReviews(query));
  registerEndpoint(app, endpoints.approveWithdrawal, ({ params, request }) =>
    payments.approveWithdrawal(params.paymentId, operatorActor(request)),
  );
  registerEndpoint(app, endpoints.declineWithdrawal, ({ params, body, request }) =>
    payments.declineWithdrawal(params.paymentId, operatorActor(request), body.reason),
  );
  registerEndpoint(app, endpoints.withdrawalReviewRules, () => payments.withdrawalReviewRules());
  registerEndpoint(app, endpoints.setWithdrawalReviewRules, ({ body, request }) =>
    payments.setWithdrawalReviewRules(body, operatorActor(request)),
  );
  registerEndpoint(app, endpoints.playerWithdrawalReview, ({ params }) =>
    payments.playerWithdrawalReview(params.playerUUID),
  );
  registerEndpoint(app, endpoints.setPlayerWithdrawalReview, ({ params, body, request }) =>
    payments.markPlayerForWithdrawalReview(params.playerUUID, body.reason, operatorActor(request)),
  );
  registerEndpoint(app, endpoints.clearPlayerWithdrawalReview, ({ params }) =>
    payments.unmarkPlayerForWithdrawalReview(params.playerUUID),
  );

  registerEndpoint(app, endpoints.getBankAccount, ({ request }) =>
    payments.bankAccount(requirePlayer(request).uuid),
  );
  registerEndpoint(app, endpoints.createBankAccount, ({ body, request }) =>
    payments.createBankAccount(requirePlayer(request).uuid, body),
  );
  registerEndpoint(app, endpoints.updateBankAccount, ({ body, request }) =>
    payments.updateBankAccount(requirePlayer(request).uuid, body),
  );
}
