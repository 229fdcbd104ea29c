import type { DbOrTx } from '../../platform/db.ts';

/** A completed deposit as its observers see it: a provider's payment or a redeemed voucher. */
export interface DepositCompleted {
  playerUuid: string;
  paymentId: string;
  amountMinor: bigint;
  currency: string;
  /** The player's first completed deposit. */
  first: boolean;
  /** The promo code the player gave with it (001 §7 `additionalFields.promoCode`), lower-cased. */
  promoCode: string | null;
}

/**
 * What other modules learn of payments (the shape of seamless-wallet's `rounds.ts`): rewards redeem
 * a deposit's promo code and refuse a withdrawal while a reward is active; campaigns fire deposit
 * triggers. Each subscribes in its own `index.ts`; they are told in the order the composition root
 * built them.
 */
export interface PaymentObserver {
  /** Before a deposit is created, outside any transaction: throws the refusal (a promo code that cannot be used). */
  depositRequested?(e: {
    playerUuid: string;
    amountMinor: bigint;
    currency: string;
    promoCode: string | null;
  }): Promise<void>;
  /**
   * Inside the transaction that starts a deposit (a cashier's payment, or a voucher redeemed), under
   * the player's deposit lock, before it is recorded: throws the refusal (a deposit limit). Deposits
   * of one player start one at a time, so parallel ones cannot pass a limit together.
   */
  depositStarting?(
    tx: DbOrTx,
    e: { playerUuid: string; amountMinor: bigint; currency: string },
  ): Promise<void>;
  /**
   * Inside the transaction that completes a deposit: what it writes commits with the deposit, exactly
   * once. It throws only for a bug: a deposit the provider has taken is never refused.
   */
  depositCompleted?(tx: DbOrTx, e: DepositCompleted): Promise<void>;
  /** Inside the withdrawal's transaction, before the hold: throws the refusal (an active bonus). */
  withdrawalRequested?(
    tx: DbOrTx,
    e: { playerUuid: string; amountMinor: bigint; currency: string },
  ): Promise<void>;
}

/** Tells every observer of a deposit about to start, in order, inside its transaction. */
export async function depositStarting(
  d: { observers: readonly PaymentObserver[] },
  tx: DbOrTx,
  e: { playerUuid: string; amountMinor: bigint; currency: string },
): Promise<void> {
  for (const o of d.observers) await o.depositStarting?.(tx, e);
}

/** Tells every observer of a completed deposit, in order, inside its transaction. */
export async function depositCompleted(
  d: { observers: readonly PaymentObserver[] },
  tx: DbOrTx,
  e: DepositCompleted,
): Promise<void> {
  for (const o of d.observers) await o.depositCompleted?.(tx, e);
}
