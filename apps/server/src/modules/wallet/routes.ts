import { ErrorCode, endpoints, IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { CashierService } from './cashier.ts';
import type { WalletService } from './service.ts';

/** The withdrawal's optional `Idempotency-Key` header; 400 when it is malformed. */
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = IdempotencyKey.safeParse(header);
  if (!parsed.success) {
    throw new AppError(400, ErrorCode.validation, `Idempotency-Key ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

/**
 * The wallet and cashier calls of 001 §7. Every player uuid in a path or body is the token's player:
 * the contract marks it (`PlayerUuid`) and registerEndpoint refuses another's.
 */
export function walletRoutes(app: FastifyInstance, wallet: WalletService, cashier: CashierService) {
  registerEndpoint(app, endpoints.balance, ({ params, query }) =>
    wallet.balance(params.uuid, query.currency),
  );
  registerEndpoint(app, endpoints.realWagerAmount, async ({ query, request }) => {
    const me = requirePlayer(request);
    return cashier.realWagerAmount(me.uuid, query.currency ?? (await cashier.playerCurrency(me.uuid)));
  });
  registerEndpoint(app, endpoints.gameInfoActivity, ({ params, query }) =>
    wallet.betActivity(params.uuid, query),
  );
  registerEndpoint(app, endpoints.betActivity, ({ params, request }) => {
    const me = requirePlayer(request);
    return wallet.bet(me.uuid, params.kind, params.id);
  });

  registerEndpoint(app, endpoints.deposit, ({ params, body, request }) =>
    cashier.deposit(params.uuid, body, request.ip),
  );
  registerEndpoint(app, endpoints.withdraw, ({ params, body, request }) =>
    cashier.withdraw(params.uuid, body, idempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER])),
  );
  registerEndpoint(app, endpoints.paymentMethods, async ({ query, request }) => {
    const me = requirePlayer(request);
    return cashier.methods(query.currency ?? (await cashier.playerCurrency(me.uuid)), query.paymentType);
  });
  registerEndpoint(app, endpoints.lifetimeLimits, async ({ params, query }) => {
    return cashier.lifetimeLimits(
      params.playerUUID,
      query.currency ?? (await cashier.playerCurrency(params.playerUUID)),
    );
  });
  registerEndpoint(app, endpoints.cancelWithdrawal, ({ params }) =>
    cashier.cancelWithdrawal(params.uuid, params.id),
  );
  registerEndpoint(app, endpoints.voucherActivate, ({ params, request }) => {
    const me = requirePlayer(request);
    return cashier.redeemVoucher(me.uuid, params.voucherId);
  });
  registerEndpoint(app, endpoints.paymentHistory, ({ params, query }) =>
    cashier.history(params.playerUuid, query),
  );

  registerEndpoint(app, endpoints.getBankAccount, ({ request }) =>
    wallet.bankAccount(requirePlayer(request).uuid),
  );
  registerEndpoint(app, endpoints.createBankAccount, ({ body, request }) =>
    wallet.createBankAccount(requirePlayer(request).uuid, body),
  );
  registerEndpoint(app, endpoints.updateBankAccount, ({ body, request }) =>
    wallet.updateBankAccount(requirePlayer(request).uuid, body),
  );
  registerEndpoint(app, endpoints.suspendProfile, ({ params, body }) => wallet.suspend(params.id, body));
}
