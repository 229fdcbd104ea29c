import { ErrorCode, toMinor } from '@croupier/contract';
import type { WebhookEvent } from '../../adapters/payments/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import type { PaymentsDeps } from './deps.ts';
import { depositCompleted } from './observers.ts';
import { settleWithdrawal } from './payouts.ts';
import * as repo from './repository.ts';
import type { PaymentRow } from './tables.ts';

export interface WebhookResult {
  paymentId: string;
  status: string;
  /** The same event had been applied already: nothing changed. */
  replayed: boolean;
}

/**
 * Applies a provider's result exactly once: per provider transaction id and event type, a
 * repeat with the same payload replays (nothing changes), with another is 409. Amount and currency
 * must be the payment's; the payment moves only along CREATED → PENDING → COMPLETED | DECLINED
 * (deposits) and PENDING → COMPLETED | DECLINED (withdrawals, unless cancelled first: 409).
 */
export async function applyWebhook(
  d: PaymentsDeps,
  event: WebhookEvent,
  payloadHash: string,
): Promise<WebhookResult> {
  const known = await repo.findPayment(d.db, event.paymentId);
  if (known) {
    await d.ledger.ensureAccounts(
      [
        { player: known.playerUuid, wallet: 'real' },
        { system: 'payments-clearing' },
        { system: 'withdrawals-held' },
      ],
      known.currency,
      known.playerUuid,
    );
  }
  return applyWebhookOnce(d, event, payloadHash).catch((err: unknown) => {
    // Another payment already holds this provider transaction id (payments_provider_tx_idx).
    if (isUniqueViolation(err)) {
      throw new AppError(
        ErrorCode.duplicateTransaction,
        'The provider transaction belongs to another payment',
      );
    }
    throw err;
  });
}

function applyWebhookOnce(d: PaymentsDeps, event: WebhookEvent, payloadHash: string) {
  const provider = d.provider.id;
  return d.ledger.transaction(async (tx) => {
    const payment = await repo.findPayment(tx, event.paymentId);
    if (!payment || payment.aggregatorId !== provider) {
      throw new AppError(ErrorCode.notFound, 'Payment not found');
    }
    const isDeposit = event.type.startsWith('deposit.');
    if (isDeposit !== (payment.type === 'DEPOSIT')) {
      throw new AppError(ErrorCode.validation, `A ${event.type} event for a ${payment.type} payment`);
    }
    const units = d.wallet.minorUnits(payment.currency);
    if (event.currency !== payment.currency || toMinor(event.amount, units) !== BigInt(payment.amount)) {
      throw new AppError(ErrorCode.validation, 'Amount or currency differs from the payment');
    }
    if (payment.providerTransactionId && payment.providerTransactionId !== event.providerTransactionId) {
      throw new AppError(
        ErrorCode.duplicateTransaction,
        'The payment belongs to another provider transaction',
      );
    }
    const fresh = await repo.recordWebhookEvent(tx, {
      provider,
      providerTransactionId: event.providerTransactionId,
      type: event.type,
      paymentId: payment.id,
      payloadHash,
      receivedAt: new Date(d.now()),
    });
    if (!fresh) {
      const first = await repo.findWebhookEvent(tx, provider, event.providerTransactionId, event.type);
      if (first?.payloadHash !== payloadHash || first.paymentId !== payment.id) {
        throw new AppError(
          ErrorCode.duplicateTransaction,
          'This provider transaction was applied with another payload',
        );
      }
      return { paymentId: payment.id, status: payment.status, replayed: true };
    }
    const now = new Date(d.now());
    const ptx = event.providerTransactionId;
    let row: PaymentRow | undefined;
    switch (event.type) {
      case 'deposit.pending':
        row = await repo.transitionPayment(tx, payment.id, ['CREATED'], 'PENDING', now, ptx);
        break;
      case 'deposit.declined':
        row = await repo.transitionPayment(tx, payment.id, ['CREATED', 'PENDING'], 'DECLINED', now, ptx);
        break;
      case 'deposit.completed':
        row = await repo.transitionPayment(tx, payment.id, ['CREATED', 'PENDING'], 'COMPLETED', now, ptx);
        if (row) {
          await d.ledger.transfer(
            {
              key: `deposit:${payment.id}`,
              from: { system: 'payments-clearing' },
              to: { player: payment.playerUuid, wallet: 'real' },
              amount: BigInt(payment.amount),
              currency: payment.currency,
              kind: 'deposit',
              meta: { paymentId: payment.id, providerTransactionId: ptx },
            },
            tx,
          );
          await depositCompleted(d, tx, {
            playerUuid: payment.playerUuid,
            paymentId: payment.id,
            amountMinor: BigInt(payment.amount),
            currency: payment.currency,
            first: (await repo.completedDeposits(tx, payment.playerUuid)) === 1,
            promoCode: payment.promoCode,
          });
        }
        break;
      case 'payout.completed':
        row = await settleWithdrawal(d, payment.id, 'COMPLETED', tx, ptx);
        break;
      case 'payout.declined':
        row = await settleWithdrawal(d, payment.id, 'DECLINED', tx, ptx);
        break;
    }
    if (!row) {
      throw new AppError(
        ErrorCode.paymentNotCancellable,
        `Payment is ${payment.status}; ${event.type} does not apply`,
        {
          details: { status: payment.status },
        },
      );
    }
    return { paymentId: row.id, status: row.status, replayed: false };
  });
}
