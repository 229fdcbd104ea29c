import type {
  BankAccount,
  LifetimeLimits,
  PaymentHistoryPage,
  PaymentMethod,
  PaymentResponse,
  PaymentType,
  UnusedVouchers,
  VoucherActivateResponse,
  WithdrawalReviewPage,
  WithdrawalReviewRules,
} from '@croupier/contract';
import type { WebhookEvent } from '../../adapters/payments/index.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { type BankAccountBody, bankAccount, createBankAccount, updateBankAccount } from './bank-account.ts';
import { deposit } from './deposits.ts';
import type { PaymentFaults, PaymentsBody, PaymentsDeps } from './deps.ts';
import { type HistoryQuery, history } from './history.ts';
import { methods } from './methods.ts';
import type { PaymentObserver } from './observers.ts';
import { syncOnce } from './provider-sync.ts';
import * as repo from './repository.ts';
import { type MonthTotals, monthlyTotals } from './repository-statement.ts';
import * as review from './review.ts';
import { listUnusedVouchers, redeemVoucher } from './vouchers.ts';
import { applyWebhook, type WebhookResult } from './webhooks.ts';
import { cancelWithdrawal, lifetimeLimits, withdraw } from './withdrawals.ts';

/**
 * Deposits, withdrawals, vouchers, limits, payment history and the bank account (001 §4, §5, §7),
 * and the platform's side of the provider: webhooks and reconciliation. Each part lives in its own
 * file (deposits, withdrawals, payouts, webhooks, vouchers, history, bank-account, provider-sync).
 */
export class PaymentsService {
  /** Crash points for tests: what a process that dies there leaves behind. */
  readonly faults: PaymentFaults = {};
  private readonly observers: PaymentObserver[] = [];
  private readonly d: PaymentsDeps;
  private syncing: Promise<unknown> = Promise.resolve();

  constructor(deps: Omit<PaymentsDeps, 'observers' | 'faults'>) {
    this.d = { ...deps, observers: this.observers, faults: this.faults };
  }

  /** Tells `observer` of deposits and withdrawals from now on (observers.ts). */
  observe(observer: PaymentObserver): void {
    this.observers.push(observer);
  }

  /** Whether the player completed a deposit since then (the CRM's "deposited in the last 7 days"). */
  async hasDepositSince(playerUuid: string, since: Date): Promise<boolean> {
    return (await repo.completedDeposits(this.d.db, playerUuid, since)) > 0;
  }

  /** The deposits that count against the player's deposit limits, started since then (protection module). */
  depositsSince(tx: DbOrTx, playerUuid: string, currency: string, since: Date) {
    return repo.limitedDepositsSince(tx, playerUuid, currency, since);
  }

  /** Completed deposits and withdrawals per month since then (the protection module's statement, ADR 044). */
  monthlyTotals(playerUuid: string, currency: string, since: Date): Promise<MonthTotals[]> {
    return monthlyTotals(this.d.db, playerUuid, currency, since);
  }

  /** How many of these players completed a deposit made before then (the analytics funnel, ADR 029). */
  playersWithCompletedDeposit(players: readonly string[], before: Date): Promise<number> {
    return repo.playersWithCompletedDeposit(this.d.db, players, before);
  }

  methods(currency: string, type: PaymentType): PaymentMethod[] {
    return methods(this.d, currency, type);
  }

  /** `pageOrigin`: the Origin of the player's request (the cashier frame's parent, platform/web-origin.ts). */
  deposit(playerUuid: string, body: PaymentsBody, ip: string, pageOrigin?: string): Promise<PaymentResponse> {
    return deposit(this.d, playerUuid, body, ip, pageOrigin);
  }

  lifetimeLimits(playerUuid: string, currency: string): Promise<LifetimeLimits> {
    return lifetimeLimits(this.d, playerUuid, currency);
  }

  withdraw(playerUuid: string, body: PaymentsBody, idempotencyKey?: string): Promise<PaymentResponse> {
    return withdraw(this.d, playerUuid, body, idempotencyKey);
  }

  /** `requestId`: the player's request, passed to the provider (ADR 069). */
  cancelWithdrawal(playerUuid: string, paymentId: string, requestId?: string) {
    return cancelWithdrawal(this.d, playerUuid, paymentId, requestId);
  }

  /** Withdrawals waiting for an operator, and the rules that make them wait (review.ts). */
  withdrawalReviews(q: Parameters<typeof review.reviewList>[1]): Promise<WithdrawalReviewPage> {
    return review.reviewList(this.d, q);
  }

  approveWithdrawal(paymentId: string, by: string) {
    return review.approveWithdrawal(this.d, paymentId, by);
  }

  declineWithdrawal(paymentId: string, by: string, reason: string) {
    return review.declineWithdrawal(this.d, paymentId, by, reason);
  }

  withdrawalReviewRules(): Promise<WithdrawalReviewRules> {
    return review.reviewRules(this.d);
  }

  setWithdrawalReviewRules(rules: WithdrawalReviewRules, by: string) {
    return review.setReviewRules(this.d, rules, by);
  }

  playerWithdrawalReview(playerUuid: string) {
    return review.playerReview(this.d, playerUuid);
  }

  markPlayerForWithdrawalReview(playerUuid: string, reason: string, by: string) {
    return review.markPlayerForReview(this.d, playerUuid, reason, by);
  }

  unmarkPlayerForWithdrawalReview(playerUuid: string) {
    return review.unmarkPlayerForReview(this.d, playerUuid);
  }

  /** Applies a provider's result exactly once (webhooks.ts). */
  applyWebhook(event: WebhookEvent, payloadHash: string): Promise<WebhookResult> {
    return applyWebhook(this.d, event, payloadHash);
  }

  /**
   * Completes the payout outbox and reconciles open payments with the provider (provider-sync.ts).
   * Runs one at a time: a call while one runs waits for it, then runs again.
   */
  syncWithProvider(): Promise<{ asked: number; applied: number }> {
    const run = this.syncing.then(
      () => syncOnce(this.d),
      () => syncOnce(this.d),
    );
    this.syncing = run.catch(() => undefined);
    return run;
  }

  /** Settles when no reconciliation is running (the app waits for it before it closes). */
  idle(): Promise<unknown> {
    return this.syncing;
  }

  redeemVoucher(playerUuid: string, code: string): Promise<VoucherActivateResponse> {
    return redeemVoucher(this.d, playerUuid, code);
  }

  unusedVouchers(currency?: string): Promise<UnusedVouchers> {
    return listUnusedVouchers(this.d, currency);
  }

  history(playerUuid: string, q: HistoryQuery): Promise<PaymentHistoryPage> {
    return history(this.d, playerUuid, q);
  }

  bankAccount(playerUuid: string): Promise<BankAccount> {
    return bankAccount(this.d, playerUuid);
  }

  createBankAccount(playerUuid: string, body: BankAccountBody): Promise<BankAccount> {
    return createBankAccount(this.d, playerUuid, body);
  }

  updateBankAccount(playerUuid: string, body: BankAccountBody): Promise<BankAccount> {
    return updateBankAccount(this.d, playerUuid, body);
  }
}
