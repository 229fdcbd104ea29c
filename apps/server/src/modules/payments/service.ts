import {
  type BrandConfig,
  ErrorCode,
  formatMinor,
  type LifetimeLimits,
  type PaymentBody,
  type PaymentHistoryPage,
  type PaymentMethod,
  type PaymentResponse,
  type PaymentType,
  type RealWagerAmount,
  toMajor,
  toMinor,
  type VoucherActivateResponse,
} from '@croupier/contract';
import type { z } from 'zod';
import type { PaymentProvider, WebhookEvent } from '../../adapters/payments/index.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type DepositAntiFraud, deposit } from './deposits.ts';
import { history } from './history.ts';
import type { LedgerService } from './ledger.ts';
import { syncOnce } from './provider-sync.ts';
import type { PaymentRow } from './tables.ts';
import { redeemVoucher } from './vouchers.ts';
import { applyWebhook, type WebhookResult } from './webhooks.ts';
import { cancelWithdrawal, lifetimeLimits, realWagerAmount, wagering, withdraw } from './withdrawals.ts';

export { type DepositAntiFraud, VelocityDepositAntiFraud } from './deposits.ts';

/** The player facts the cashier needs, from the auth module's service. */
export interface PlayerDirectory {
  player(uuid: string): Promise<{ uuid: string; currency: string } | undefined>;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface CashierDeps {
  db: Db;
  ledger: LedgerService;
  provider: PaymentProvider;
  players: PlayerDirectory;
  brand: () => BrandConfig;
  brandId: string;
  antiFraud: DepositAntiFraud;
  /** Deposits must be wagered this many times before a withdrawal (0: no requirement). */
  depositWagerFactor: number;
  /** Web origin the cashier page posts its messages to. */
  webOrigin: string;
  now: () => number;
  log?: Log;
}

export const bad = (code: string, message: string, extra: ConstructorParameters<typeof AppError>[3] = {}) =>
  new AppError(400, code, message, extra);

export type CashierBody = z.output<typeof PaymentBody>;

/**
 * Deposits, withdrawals, vouchers, limits and payment history (001 §4, §5, §7), and the platform's
 * side of the provider: webhooks and reconciliation. Each part lives in its own file (deposits,
 * withdrawals, payouts, webhooks, vouchers, history, provider-sync); this holds what they share.
 */
export class CashierService {
  /** Crash points for tests: what a process that dies there leaves behind. */
  readonly faults: { afterHold?: (() => void) | undefined } = {};
  private syncing: Promise<unknown> = Promise.resolve();

  constructor(readonly d: CashierDeps) {}

  /** Minor units of a brand currency; 400 error.currency.unsupported for any other. */
  minorUnits(currency: string): number {
    const c = this.d.brand().currencies.find((x) => x.code === currency);
    if (!c) throw bad(ErrorCode.unsupportedCurrency, `Currency ${currency} is not supported`);
    return c.minorUnits;
  }

  money(minor: bigint, currency: string) {
    const units = this.minorUnits(currency);
    return { amount: toMajor(minor, units), currency, displayAmount: formatMinor(minor, units) };
  }

  async playerCurrency(uuid: string): Promise<string> {
    const p = await this.d.players.player(uuid);
    if (!p) throw new AppError(404, ErrorCode.notFound, 'Player not found');
    return p.currency;
  }

  methods(currency: string, type: PaymentType): PaymentMethod[] {
    this.minorUnits(currency);
    return this.d.provider.methods(currency, type).map((m) => ({
      id: m.id,
      name: m.name,
      aggregatorId: this.d.provider.id,
      paymentType: m.paymentType,
      currency,
      limits: { min: m.min, max: m.max },
      processingTime: m.processingTime,
    }));
  }

  /** The provider's method the body names; 400 payment.method.not.found otherwise. */
  method(body: CashierBody, type: PaymentType) {
    const found =
      body.aggregatorId === this.d.provider.id
        ? this.d.provider.methods(body.currency, type).find((m) => m.id === body.paymentMethod)
        : undefined;
    if (!found) throw bad(ErrorCode.paymentMethodNotFound, `Payment method ${body.paymentMethod} not found`);
    return found;
  }

  /** The amount in minor units, within the method's limits. */
  amount(body: CashierBody, min: number, max: number): bigint {
    const units = this.minorUnits(body.currency);
    const minor = toMinor(body.amount, units);
    if (minor === null || minor <= 0n) {
      throw bad(ErrorCode.validation, 'Invalid amount', {
        fieldErrors: { amount: 'payment.errors.amount-format' },
      });
    }
    const lo = toMinor(min, units) ?? 0n;
    const hi = toMinor(max, units) ?? 0n;
    if (minor < lo || minor > hi) {
      throw bad(ErrorCode.validation, `The amount must be between ${min} and ${max} ${body.currency}`, {
        fieldErrors: { amount: `must be between ${min} and ${max}` },
        details: { min, max },
      });
    }
    return minor;
  }

  view(p: PaymentRow, redirectLink: string | null = null): PaymentResponse {
    return {
      paymentId: p.id,
      generationDate: p.createdAt.toISOString(),
      redirectLink,
      isFirstDeposit: p.isFirstDeposit,
      isNotFound: false,
      status: p.status,
      creationTime: p.createdAt.toISOString(),
    };
  }

  deposit(playerUuid: string, body: CashierBody, ip: string): Promise<PaymentResponse> {
    return deposit(this, playerUuid, body, ip);
  }

  wagering(playerUuid: string, currency: string) {
    return wagering(this, playerUuid, currency);
  }

  realWagerAmount(playerUuid: string, currency: string): Promise<RealWagerAmount> {
    return realWagerAmount(this, playerUuid, currency);
  }

  lifetimeLimits(playerUuid: string, currency: string): Promise<LifetimeLimits> {
    return lifetimeLimits(this, playerUuid, currency);
  }

  withdraw(playerUuid: string, body: CashierBody, idempotencyKey?: string): Promise<PaymentResponse> {
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

  history(playerUuid: string, q: Parameters<typeof history>[2]): Promise<PaymentHistoryPage> {
    return history(this, playerUuid, q);
  }
}
