import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { assertSelf, requirePlayer } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { CashierService } from './cashier.ts';
import type { WalletService } from './service.ts';

/** The wallet and cashier calls of 001 §7. Every uuid in a path or body must be the token's player. */
export function walletRoutes(app: FastifyInstance, wallet: WalletService, cashier: CashierService) {
  const noStore = { 'cache-control': 'no-store' };

  registerEndpoint(app, endpoints.balance, async ({ params, query, request, reply }) => {
    assertSelf(request, params.uuid);
    reply.headers(noStore);
    return wallet.balance(params.uuid, query.currency);
  });
  registerEndpoint(app, endpoints.realWagerAmount, async ({ query, request }) => {
    const me = requirePlayer(request);
    return cashier.realWagerAmount(me.uuid, query.currency ?? (await cashier.playerCurrency(me.uuid)));
  });
  registerEndpoint(app, endpoints.gameInfoActivity, ({ params, query, request }) => {
    assertSelf(request, params.uuid);
    return wallet.betActivity(params.uuid, query);
  });
  registerEndpoint(app, endpoints.betActivity, ({ params, request }) => {
    const me = requirePlayer(request);
    return wallet.bet(me.uuid, params.kind, params.id);
  });

  registerEndpoint(app, endpoints.deposit, ({ params, body, request }) => {
    assertSelf(request, params.uuid);
    assertSelf(request, body.playerUUID);
    return cashier.deposit(params.uuid, body, request.ip);
  });
  registerEndpoint(app, endpoints.withdraw, ({ params, body, request }) => {
    assertSelf(request, params.uuid);
    assertSelf(request, body.playerUUID);
    return cashier.withdraw(params.uuid, body);
  });
  registerEndpoint(app, endpoints.paymentMethods, async ({ query, request }) => {
    const me = requirePlayer(request);
    return cashier.methods(query.currency ?? (await cashier.playerCurrency(me.uuid)), query.paymentType);
  });
  registerEndpoint(app, endpoints.lifetimeLimits, async ({ params, query, request }) => {
    assertSelf(request, params.playerUUID);
    return cashier.lifetimeLimits(
      params.playerUUID,
      query.currency ?? (await cashier.playerCurrency(params.playerUUID)),
    );
  });
  registerEndpoint(app, endpoints.cancelWithdrawal, ({ params, request }) => {
    assertSelf(request, params.uuid);
    return cashier.cancelWithdrawal(params.uuid, params.id);
  });
  registerEndpoint(app, endpoints.voucherActivate, ({ params, request }) => {
    const me = requirePlayer(request);
    return cashier.redeemVoucher(me.uuid, params.voucherId);
  });
  registerEndpoint(app, endpoints.paymentHistory, ({ params, query, request, reply }) => {
    assertSelf(request, params.playerUuid);
    reply.headers(noStore);
    return cashier.history(params.playerUuid, query);
  });

  registerEndpoint(app, endpoints.getBankAccount, ({ request }) =>
    wallet.bankAccount(requirePlayer(request).uuid),
  );
  registerEndpoint(app, endpoints.createBankAccount, ({ body, request }) =>
    wallet.createBankAccount(requirePlayer(request).uuid, body),
  );
  registerEndpoint(app, endpoints.updateBankAccount, ({ body, request }) =>
    wallet.updateBankAccount(requirePlayer(request).uuid, body),
  );
  registerEndpoint(app, endpoints.suspendProfile, ({ params, body, request }) => {
    assertSelf(request, params.id);
    return wallet.suspend(params.id, body);
  });
}
