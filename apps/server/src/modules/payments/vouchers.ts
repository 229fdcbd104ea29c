import { randomUUID } from 'node:crypto';
import { ErrorCode, toMajor, type UnusedVouchers, type VoucherActivateResponse } from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';
import { bad } from './methods.ts';
import * as repo from './repository.ts';
import type { PaymentsService } from './service.ts';

/** Retail vouchers (001 §5): a code redeemed once into the real wallet. */
export async function redeemVoucher(
  c: PaymentsService,
  playerUuid: string,
  code: string,
): Promise<VoucherActivateResponse> {
  const voucher = await repo.findVoucher(c.d.db, code, c.d.brandId);
  if (!voucher) throw new AppError(404, ErrorCode.voucherNotFound, 'Voucher not found');
  const used = () => new AppError(409, ErrorCode.voucherAlreadyUsed, 'Voucher already used');
  if (voucher.redeemedAt) throw used();
  const currency = await c.d.wallet.playerCurrency(playerUuid);
  if (voucher.currency !== currency) {
    throw bad(ErrorCode.voucherCurrencyMismatch, `The voucher is in ${voucher.currency}`);
  }
  await c.d.ledger.ensureAccounts(
    [{ player: playerUuid, wallet: 'real' }, { system: 'vouchers' }],
    currency,
    playerUuid,
  );
  const paymentId = randomUUID();
  const now = new Date(c.d.now());
  const amount = BigInt(voucher.amount);
  await c.d.ledger.transaction(async (tx) => {
    // The conditional UPDATE is the single-use gate: of two redeems at once, one row update wins.
    const claimed = await repo.claimVoucher(tx, code, playerUuid, paymentId, now);
    if (!claimed) throw used();
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
    await c.d.ledger.transfer(
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
    await c.d.deposits.completed(tx, {
      playerUuid,
      paymentId,
      amountMinor: amount,
      currency,
      first: (await repo.completedDeposits(tx, playerUuid)) === 1,
    });
  });
  return {
    success: true,
    voucherId: code,
    amount: c.d.wallet.money(amount, currency).amount,
    currency,
    paymentId,
  };
}

/** The operator's list of the brand's unused vouchers (what `npm run demo-vouchers` asks a running server). */
export async function listUnusedVouchers(c: PaymentsService, currency?: string): Promise<UnusedVouchers> {
  const rows = await repo.unusedVouchers(c.d.db, c.d.brandId, currency);
  return {
    vouchers: rows.map((v) => ({
      code: v.code,
      currency: v.currency,
      amount: toMajor(v.amount, c.d.wallet.minorUnits(v.currency)),
    })),
  };
}
