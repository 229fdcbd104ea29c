import type {
  BankAccount,
  LifetimeLimits,
  PaymentBody,
  PaymentHistoryPage,
  PaymentMethod,
  PaymentResponse,
  PaymentType,
  VoucherActivateResponse,
} from '@croupier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { PaymentProvider, WebhookEvent } from '../../adapters/payments/index.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import type { LedgerService, WalletService } from '../wallet/index.ts';
import { type BankAccountBody, bankAccount, createBankAccount, updateBankAccount } from './bank-account.ts';
import { type DepositAntiFraud, deposit } from './deposits.ts';
import { type HistoryQuery, history } from './history.ts';
import { methods } from './methods.ts';
import { syncOnce } from './provider-sync.ts';
import * as repo from './repository.ts';
import { redeemVoucher } from './vouchers.ts';
import { applyWebhook, type WebhookResult } from './webhooks.ts';
import { cancelWithdrawal, lifetimeLimits, withdraw } from './withdrawals.ts';

/**
 * A promo code given with a deposit (001 §7 additionalFields.promoCode; the rewards module):
 * checked when the deposit starts, redeemed in the transaction that completes it.
 */
export interface DepositPromo {
  /** Throws the refusal (400 error.promo.invalid with its reasons) when the code cannot be used. */
  check(playerUuid: string, code: string, amountMinor: bigint): Promise<void>;
  completed(
    tx: DbOrTx,
    d: { playerUuid: string; paymentId: string; code: string; amountMinor: bigint },
  ): Promise<void>;
}

/**
 * Told of every completed deposit inside the transaction that completes it (the campaigns
 * module's deposit triggers): what it writes commits with the deposit, exactly once.
 */
export interface DepositListener {
  completed(
    tx: DbOrTx,
    d: { playerUuid: string; paymentId: string; amountMinor: bigint; currency: string; first: boolean },
  ): Promise<void>;
}

export interface PaymentsDeps {
  db: Db;
  promo: DepositPromo;
  deposits: DepositListener;
  ledger: LedgerService;
  /** Money formats, player currency and wagering (the wallet module's service). */
  wallet: WalletService;
  provider: PaymentProvider;
  brandId: string;
  antiFraud: DepositAntiFraud;
  /** Web origin the cashier page posts its messages to. */
  webOrigin: string;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export type PaymentsBody = z.output<typeof PaymentBody>;

/**
 * Deposits, withdrawals, vouchers, limits, payment history and the bank account (001 §4, §5, §7),
 * and the platform's side of the provider: webhooks and reconciliation. Each part lives in its own
 * file (deposits, withdrawals, payouts, webhooks, vouchers, history, bank-account, provider-sync).
 */
export class PaymentsService {
  /** Crash points for tests: what a process that dies there leaves behind. */
  readonly faults: { afterHold?: (() => void) | undefined } = {};
  private syncing: Promise<unknown> = Promise.resolve();

  constructor(readonly d: PaymentsDeps) {}

  /** Whether the player completed a deposit since then (the CRM's "deposited in the last 7 days"). */
  async hasDepositSince(playerUuid: string, since: Date): Promise<boolean> {
    return (await repo.completedDeposits(this.d.db, playerUuid, since)) > 0;
  }

  /** How many of these players completed a deposit made before then (the analytics funnel, ADR 029). */
  playersWithCompletedDeposit(players: readonly string[], before: Date): Promise<number> {
    return repo.playersWithCompletedDeposit(this.d.db, players, before);
  }

  methods(currency: string, type: PaymentType): PaymentMethod[] {
    return methods(this, currency, type);
  }

  /** `pageOrigin`: the Origin of the player's request (the cashier frame's parent, platform/web-origin.ts). */
  deposit(playerUuid: string, body: PaymentsBody, ip: string, pageOrigin?: string): Promise<PaymentResponse> {
    return deposit(this, playerUuid, body, ip, pageOrigin);
  }

  lifetimeLimits(playerUuid: string, currency: string): Promise<LifetimeLimits> {
    return lifetimeLimits(this, playerUuid, currency);
  }

  withdraw(playerUuid: string, body: PaymentsBody, idempotencyKey?: string): Promise<PaymentResponse> {
    return withdraw(this, playerUuid, body, idempotencyKey);
  }

  cancelWithdrawal(playerUuid: string, paymentId: string) {
    return cancelWithdrawal(this, playerUuid, paymentId);
  }

  /** Applies a provider's result exactly once (webhooks.ts). */
  applyWebhook(event: WebhookEvent, payloadHash: string): Promise<WebhookResult> {
    return applyWebhook(this, event, payloadHash);
  }

  /**
   * Completes the payout outbox and reconciles open payments with the provider (provider-sync.ts).
   * Runs one at a time: a call while one runs waits for it, then runs again.
   */
  syncWithProvider(): Promise<{ asked: number; applied: number }> {
    const run = this.syncing.then(
      () => syncOnce(this),
      () => syncOnce(this),
    );
    this.syncing = run.catch(() => undefined);
    return run;
  }

  /** Settles when no reconciliation is running (the app waits for it before it closes). */
  idle(): Promise<unknown> {
    return this.syncing;
  }

  redeemVoucher(playerUuid: string, code: string): Promise<VoucherActivateResponse> {
    return redeemVoucher(this, playerUuid, code);
  }

  history(playerUuid: string, q: HistoryQuery): Promise<PaymentHistoryPage> {
    return history(this, playerUuid, q);
  }

  bankAccount(playerUuid: string): Promise<BankAccount> {
    return bankAccount(this, playerUuid);
  }

  createBankAccount(playerUuid: string, body: BankAccountBody): Promise<BankAccount> {
    return createBankAccount(this, playerUuid, body);
  }

  updateBankAccount(playerUuid: string, body: BankAccountBody): Promise<BankAccount> {
    return updateBankAccount(this, playerUuid, body);
  }
}
