import { randomUUID } from 'node:crypto';
import { ErrorCode, toMajor, type UnusedVouchers, type VoucherActivateResponse } from '@croupier/contract';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentsDeps } from './deps.ts';
import { depositCompleted, depositStarting } from './observers.ts';
import * as repo from './repository.ts';

/** Retail vouchers (001 §5): a code redeemed once into the real wallet. */
export async function redeemVoucher(
  d: PaymentsDeps,
  playerUuid: string,
  code: string,
): Promise<VoucherActivateResponse> {
  const voucher = await repo.findVoucher(d.db, code, d.brandId);
  if (!voucher) throw new AppError(ErrorCode.voucherNotFound, 'Voucher not found');
  const used = () => new AppError(ErrorCode.voucherAlreadyUsed, 'Voucher already used');
  if (voucher.redeemedAt) throw used();
  const currency = await d.wallet.playerCurrency(playerUuid);
  if (voucher.currency !== currency) {
    throw new AppError(ErrorCode.voucherCurrencyMismatch, `The voucher is in ${voucher.currency}`);
  }
  await d.ledger.ensureAccounts(
    [{ player: playerUuid, wallet: 'real' }, { system: 'vouchers' }],
    currency,
    playerUuid,
  );
  const paymentId = randomUUID();
  const now = new Date(d.now());
  const amount = BigInt(voucher.amount);
  await d.ledger.transaction(async (tx) => {
    // A voucher is a deposit: it starts under the player's deposit lock, as a cashier's does.
    await repo.lockFor(tx, `deposit:${playerUuid}`);
    // The conditional UPDATE is the single-use gate: of two redeems at once, one row update wins.
    const claimed = await repo.claimVoucher(tx, code, playerUuid, paymentId, now);
    if (!claimed) throw used();
    await depositStarting(d, tx, { playerUuid, amountMinor: amount, currency });
    await repo.insertPayment(tx, {
      id: paymentId,
      playerUuid,
      type: 'DEPOSIT',
      method: 'voucher',
      aggregatorId: 'retail-voucher',
      currency,
      amount,
      status: 'COMPLETED',
      providerTransactionId: code,
      createdAt: now,
      updatedAt: now,
    });
    await d.ledger.transfer(
      {
        key: `voucher:${code}`,
        from: { system: 'vouchers' },
        to: { player: playerUuid, wallet: 'real' },
        amount,
        currency,
        kind: 'voucher',
        meta: { paymentId, code },
      },
      tx,
    );
    // A redeemed voucher is a completed deposit (its payment says so): deposit campaigns hear of it.
    await depositCompleted(d, tx, {
      playerUuid,
      paymentId,
      amountMinor: amount,
      currency,
      first: (await repo.completedDeposits(tx, playerUuid)) === 1,
      promoCode: null,
    });
  });
  return {
    success: true,
    voucherId: code,
    amount: d.wallet.money(amount, currency).amount,
    currency,
    paymentId,
  };
}

/** The operator's list of the brand's unused vouchers (what `npm run demo-vouchers` asks a running server). */
export async function listUnusedVouchers(
  d: Pick<PaymentsDeps, 'db' | 'brandId' | 'wallet'>,
  currency?: string,
): Promise<UnusedVouchers> {
  const rows = await repo.unusedVouchers(d.db, d.brandId, currency);
  return {
    vouchers: rows.map((v) => ({
      code: v.code,
      currency: v.currency,
      amount: toMajor(v.amount, d.wallet.minorUnits(v.currency)),
    })),
  };
}

/** The brand's unused vouchers straight from a database (a command's own, when no server holds it). */
export function storedUnusedVouchers(db: DbOrTx, brandId: string, currency?: string) {
  return repo.unusedVouchers(db, brandId, currency);
}
