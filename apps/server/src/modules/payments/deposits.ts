import {
  DEPOSIT_ANTI_FRAUD_MAX_OPEN,
  DEPOSIT_ANTI_FRAUD_WINDOW_MS,
  ErrorCode,
  formatMinor,
  normalizePromoCode,
  type PaymentResponse,
} from '@croupier/contract';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { embeddingOrigin } from '../../platform/web-origin.ts';
import type { DepositAntiFraud, PaymentsBody, PaymentsDeps } from './deps.ts';
import { checkedAmount, findMethod, paymentView } from './methods.ts';
import { depositStarting } from './observers.ts';
import * as repo from './repository.ts';

/** Default rule: too many unfinished deposits in a short window is a reject (docs/decisions/007-ledger.md). */
export class VelocityDepositAntiFraud implements DepositAntiFraud {
  constructor(private readonly d: { db: Db; now: () => number }) {}
  async check(input: { playerUuid: string }, q: DbOrTx = this.d.db) {
    const open = await repo.openDepositsSince(
      q,
      input.playerUuid,
      new Date(this.d.now() - DEPOSIT_ANTI_FRAUD_WINDOW_MS),
    );
    return open >= DEPOSIT_ANTI_FRAUD_MAX_OPEN ? 'reject' : 'allow';
  }
}

/** A deposit: the payment (CREATED) and the provider's cashier link; the provider's webhook settles it. */
export async function deposit(
  d: PaymentsDeps,
  playerUuid: string,
  body: PaymentsBody,
  ip: string,
  pageOrigin?: string,
): Promise<PaymentResponse> {
  const method = findMethod(d, body, 'deposit');
  const amount = checkedAmount(d, body, method.min, method.max);
  const promoCode = normalizePromoCode(body.additionalFields?.promoCode ?? '') || null;
  for (const o of d.observers)
    await o.depositRequested?.({ playerUuid, amountMinor: amount, currency: body.currency, promoCode });
  const now = new Date(d.now());
  const payment = await d.ledger.transaction(async (tx) => {
    // One deposit creation of a player at a time: a burst cannot all pass the velocity check
    // before any of them is inserted.
    await repo.lockFor(tx, `deposit:${playerUuid}`);
    await depositStarting(d, tx, { playerUuid, amountMinor: amount, currency: body.currency });
    const verdict = await d.antiFraud.check({ playerUuid, amount, currency: body.currency, ip }, tx);
    if (verdict === 'reject') {
      throw new AppError(ErrorCode.antiFraudReject, 'Deposit rejected by the anti-fraud check', {
        details: { type: 'deposit' },
      });
    }
    return repo.insertPayment(tx, {
      playerUuid,
      type: 'DEPOSIT',
      method: method.id,
      aggregatorId: d.provider.id,
      currency: body.currency,
      amount,
      status: 'CREATED',
      isFirstDeposit: (await repo.completedDeposits(tx, playerUuid)) === 0,
      promoCode,
      createdAt: now,
      updatedAt: now,
    });
  });
  const redirectLink = await d.provider.cashierUrl({
    paymentId: payment.id,
    playerUuid,
    method: method.id,
    amount: formatMinor(amount, d.wallet.minorUnits(body.currency)),
    currency: body.currency,
    parentOrigin: embeddingOrigin(d.webOrigin, pageOrigin),
  });
  return paymentView(payment, redirectLink);
}
