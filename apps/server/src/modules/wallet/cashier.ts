import { randomUUID } from 'node:crypto';
import {
  type BrandConfig,
  DEPOSIT_ANTI_FRAUD_MAX_OPEN,
  DEPOSIT_ANTI_FRAUD_WINDOW_MS,
  ErrorCode,
  formatMinor,
  type LifetimeLimits,
  type PaymentBody,
  type PaymentHistoryItem,
  type PaymentHistoryPage,
  type PaymentMethod,
  type PaymentResponse,
  type PaymentType,
  type RealWagerAmount,
  toMajor,
  toMinor,
  type VoucherActivateResponse,
  WITHDRAWAL_LIFETIME_LIMIT,
} from '@croupier/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentProvider, WebhookEvent } from '../../adapters/payments/index.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { InsufficientFunds, type LedgerService, type Tx } from './ledger.ts';
import * as repo from './repository.ts';
import type { PaymentRow } from './tables.ts';

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The player facts the cashier needs, from the auth module's service. */
export interface PlayerDirectory {
  player(uuid: string): Promise<{ uuid: string; currency: string } | undefined>;
}

/** Deposit anti-fraud (001 §6): 'reject' answers 423 `reject` with details.type 'deposit'. */
export interface DepositAntiFraud {
  check(input: {
    playerUuid: string;
    amount: bigint;
    currency: string;
    ip: string;
  }): Promise<'allow' | 'reject'>;
}

/** Default rule: too many unfinished deposits in a short window is a reject (docs/decisions/007-ledger.md). */
export class VelocityDepositAntiFraud implements DepositAntiFraud {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}
  async check(input: { playerUuid: string }) {
    const open = await repo.openDepositsSince(
      this.db,
      input.playerUuid,
      new Date(this.now() - DEPOSIT_ANTI_FRAUD_WINDOW_MS),
    );
    return open >= DEPOSIT_ANTI_FRAUD_MAX_OPEN ? 'reject' : 'allow';
  }
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
}

const bad = (code: string, message: string, extra: ConstructorParameters<typeof AppError>[3] = {}) =>
  new AppError(400, code, message, extra);

type Body = z.output<typeof PaymentBody>;

/** Deposits, withdrawals, vouchers, limits and payment history (001 §4, §5, §7). */
export class CashierService {
  constructor(private readonly d: CashierDeps) {}

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

  private method(body: Body, type: PaymentType) {
    const found =
      body.aggregatorId === this.d.provider.id
        ? this.d.provider.methods(body.currency, type).find((m) => m.id === body.paymentMethod)
        : undefined;
    if (!found) throw bad(ErrorCode.paymentMethodNotFound, `Payment method ${body.paymentMethod} not found`);
    return found;
  }

  /** The amount in minor units, within the method's limits. */
  private amount(body: Body, min: number, max: number): bigint {
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

  private view(p: PaymentRow, redirectLink: string | null = null): PaymentResponse {
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

  // ── deposit ──────────────────────────────────────────────────────────────────────────
  async deposit(playerUuid: string, body: Body, ip: string): Promise<PaymentResponse> {
    const method = this.method(body, 'deposit');
    const amount = this.amount(body, method.min, method.max);
    const verdict = await this.d.antiFraud.check({ playerUuid, amount, currency: body.currency, ip });
    if (verdict === 'reject') {
      throw new AppError(423, ErrorCode.antiFraudReject, 'Deposit rejected by the anti-fraud check', {
        details: { type: 'deposit' },
      });
    }
    const now = new Date(this.d.now());
    const payment = await repo.insertPayment(this.d.db, {
      playerUuid,
      type: 'DEPOSIT',
      method: method.id,
      aggregatorId: this.d.provider.id,
      currency: body.currency,
      amount,
      status: 'CREATED',
      isFirstDeposit: !(await repo.hasCompletedDeposit(this.d.db, playerUuid)),
      promoCode: body.additionalFields?.promoCode || null,
      createdAt: now,
      updatedAt: now,
    });
    const redirectLink = this.d.provider.cashierUrl({
      paymentId: payment.id,
      playerUuid,
      method: method.id,
      amount: formatMinor(amount, this.minorUnits(body.currency)),
      currency: body.currency,
      parentOrigin: this.d.webOrigin,
    });
    return this.view(payment, redirectLink);
  }

  // ── withdrawal ───────────────────────────────────────────────────────────────────────
  async wagering(playerUuid: string, currency: string): Promise<{ wagered: bigint; toWager: bigint }> {
    const [wagered, deposited] = await Promise.all([
      this.d.ledger.playerTotal(playerUuid, currency, 'real', ['bet'], 'out'),
      this.d.ledger.playerTotal(playerUuid, currency, 'real', ['deposit'], 'in'),
    ]);
    // Factor as a ratio of integers, so no float touches money.
    const factorMilli = BigInt(Math.round(this.d.depositWagerFactor * 1000));
    return { wagered, toWager: (deposited * factorMilli) / 1000n };
  }

  async realWagerAmount(playerUuid: string, currency: string): Promise<RealWagerAmount> {
    this.minorUnits(currency);
    const { wagered, toWager } = await this.wagering(playerUuid, currency);
    const remaining = toWager > wagered ? toWager - wagered : 0n;
    return {
      currency,
      wagered: this.money(wagered, currency).amount,
      toWager: this.money(toWager, currency).amount,
      remaining: this.money(remaining, currency).amount,
      fulfilled: remaining === 0n,
    };
  }

  async lifetimeLimits(playerUuid: string, currency: string): Promise<LifetimeLimits> {
    const units = this.minorUnits(currency);
    const limit = toMinor(WITHDRAWAL_LIFETIME_LIMIT, units) ?? 0n;
    const total = await repo.withdrawalsTotal(this.d.db, playerUuid, currency);
    return {
      currency,
      limitAmount: toMajor(limit, units),
      totalWithdrawalAmount: toMajor(total, units),
      limitReached: total >= limit,
    };
  }

  async withdraw(playerUuid: string, body: Body): Promise<PaymentResponse> {
    const method = this.method(body, 'withdraw');
    const amount = this.amount(body, method.min, method.max);
    const currency = body.currency;
    const units = this.minorUnits(currency);
    const balances = await this.d.ledger.playerBalances(playerUuid);
    if (balances.some((b) => b.wallet === 'bonus' && b.currency === currency && b.balance > 0n)) {
      throw bad(ErrorCode.checkActiveBonus, 'An active bonus prevents withdrawals');
    }
    const { wagered, toWager } = await this.wagering(playerUuid, currency);
    if (wagered < toWager) {
      throw bad(ErrorCode.depositWager, 'Deposits must be wagered before a withdrawal', {
        details: {
          check: 'deposit_wager',
          toWager: toMajor(toWager, units),
          wagered: toMajor(wagered, units),
          currency,
        },
      });
    }
    const lessAmount = (withdrawable: bigint) =>
      bad(ErrorCode.withdrawableLessThanAmount, 'The amount is more than can be withdrawn', {
        fieldErrors: { amount: ErrorCode.lessAmount },
        details: { withdrawable: toMajor(withdrawable, units), currency },
      });
    const real = { player: playerUuid, wallet: 'real' } as const;
    await this.d.ledger.ensureAccounts([real, { system: 'withdrawals-held' }], currency, playerUuid);
    const now = new Date(this.d.now());
    const paymentId = randomUUID();
    const payment = await this.d.ledger.transaction(async (tx) => {
      // One withdrawal of a player at a time, so two at once cannot both pass the lifetime limit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`withdraw:${playerUuid}`}))`);
      const limit = toMinor(WITHDRAWAL_LIFETIME_LIMIT, units) ?? 0n;
      const total = await repo.withdrawalsTotal(tx, playerUuid, currency);
      if (total + amount > limit) {
        throw bad(ErrorCode.withdrawalLimitExceeded, 'The lifetime withdrawal limit would be exceeded', {
          details: {
            limitAmount: toMajor(limit, units),
            totalWithdrawalAmount: toMajor(total, units),
            currency,
          },
        });
      }
      const withdrawable = await this.d.ledger.balance(real, currency, tx);
      if (withdrawable < amount) throw lessAmount(withdrawable);
      const row = await repo.insertPayment(tx, {
        id: paymentId,
        playerUuid,
        type: 'WITHDRAW',
        method: method.id,
        aggregatorId: this.d.provider.id,
        currency,
        amount,
        status: 'PENDING',
        createdAt: now,
        updatedAt: now,
      });
      try {
        await this.d.ledger.transfer(
          {
            key: `withdrawal:${paymentId}:hold`,
            from: real,
            to: { system: 'withdrawals-held' },
            amount,
            currency,
            kind: 'withdrawal.hold',
            meta: { paymentId },
          },
          tx,
        );
      } catch (err) {
        if (err instanceof InsufficientFunds) throw lessAmount(withdrawable);
        throw err;
      }
      return row;
    });
    try {
      const { providerTransactionId } = await this.d.provider.requestPayout({
        paymentId,
        playerUuid,
        method: method.id,
        amount: formatMinor(amount, units),
        currency,
      });
      await this.d.db.execute(
        sql`update payments set provider_transaction_id = ${providerTransactionId} where id = ${paymentId} and provider_transaction_id is null`,
      );
    } catch {
      // The provider did not take it: the money goes back and the withdrawal is declined.
      await this.settleWithdrawal(paymentId, 'DECLINED');
      throw new AppError(
        503,
        ErrorCode.internal,
        'The payment provider is not available; nothing was withdrawn',
      );
    }
    return this.view(payment);
  }

  /** Final state of a pending withdrawal, with its money movement, in one transaction. */
  private async settleWithdrawal(
    paymentId: string,
    outcome: 'COMPLETED' | 'DECLINED' | 'REJECTED,CANCELLED',
    tx?: Tx,
    providerTransactionId?: string,
  ): Promise<PaymentRow | undefined> {
    const run = async (t: Tx) => {
      const row = await repo.transitionPayment(
        t,
        paymentId,
        ['PENDING'],
        outcome,
        new Date(this.d.now()),
        providerTransactionId,
      );
      if (!row) return undefined;
      const amount = BigInt(row.amount);
      if (outcome === 'COMPLETED') {
        await this.d.ledger.transfer(
          {
            key: `withdrawal:${paymentId}:paid`,
            from: { system: 'withdrawals-held' },
            to: { system: 'payments-clearing' },
            amount,
            currency: row.currency,
            kind: 'withdrawal.paid',
            meta: { paymentId },
            shardKey: row.playerUuid,
          },
          t,
        );
      } else {
        await this.d.ledger.transfer(
          {
            key: `withdrawal:${paymentId}:released`,
            from: { system: 'withdrawals-held' },
            to: { player: row.playerUuid, wallet: 'real' },
            amount,
            currency: row.currency,
            kind: 'withdrawal.released',
            meta: { paymentId, outcome },
          },
          t,
        );
      }
      return row;
    };
    return tx ? run(tx) : this.d.ledger.transaction(run);
  }

  async cancelWithdrawal(playerUuid: string, paymentId: string) {
    const payment = await repo.findPayment(this.d.db, paymentId);
    if (!payment || payment.playerUuid !== playerUuid || payment.type !== 'WITHDRAW') {
      throw new AppError(404, ErrorCode.notFound, 'Withdrawal not found');
    }
    const notCancellable = () =>
      new AppError(409, ErrorCode.paymentNotCancellable, 'This withdrawal can no longer be cancelled', {
        details: { status: payment.status },
      });
    if (payment.status !== 'PENDING') throw notCancellable();
    const answer = await this.d.provider.cancelPayout(paymentId).catch(() => {
      throw new AppError(503, ErrorCode.internal, 'The payment provider is not available; try again');
    });
    if (answer === 'settled') throw notCancellable();
    const row = await this.settleWithdrawal(paymentId, 'REJECTED,CANCELLED');
    if (!row) throw notCancellable();
    return { success: true, paymentId, status: row.status };
  }

  // ── provider webhooks ────────────────────────────────────────────────────────────────
  /**
   * Applies a provider's result exactly once: per provider transaction id and event type, a
   * repeat with the same payload replays (nothing changes), with another is 409. Amount and currency
   * must be the payment's; the payment moves only along CREATED → PENDING → COMPLETED | DECLINED
   * (deposits) and PENDING → COMPLETED | DECLINED (withdrawals, unless cancelled first: 409).
   */
  async applyWebhook(event: WebhookEvent, payloadHash: string) {
    const known = await repo.findPayment(this.d.db, event.paymentId);
    if (known) {
      await this.d.ledger.ensureAccounts(
        [
          { player: known.playerUuid, wallet: 'real' },
          { system: 'payments-clearing' },
          { system: 'withdrawals-held' },
        ],
        known.currency,
        known.playerUuid,
      );
    }
    return this.applyWebhookOnce(event, payloadHash).catch((err: unknown) => {
      // Another payment already holds this provider transaction id (payments_provider_tx_idx).
      if (isUniqueViolation(err)) {
        throw new AppError(
          409,
          ErrorCode.duplicateTransaction,
          'The provider transaction belongs to another payment',
        );
      }
      throw err;
    });
  }

  private applyWebhookOnce(event: WebhookEvent, payloadHash: string) {
    const provider = this.d.provider.id;
    return this.d.ledger.transaction(async (tx) => {
      const payment = await repo.findPayment(tx, event.paymentId);
      if (!payment || payment.aggregatorId !== provider) {
        throw new AppError(404, ErrorCode.notFound, 'Payment not found');
      }
      const isDeposit = event.type.startsWith('deposit.');
      if (isDeposit !== (payment.type === 'DEPOSIT')) {
        throw new AppError(400, ErrorCode.validation, `A ${event.type} event for a ${payment.type} payment`);
      }
      const units = this.minorUnits(payment.currency);
      if (event.currency !== payment.currency || toMinor(event.amount, units) !== BigInt(payment.amount)) {
        throw new AppError(400, ErrorCode.validation, 'Amount or currency differs from the payment');
      }
      if (payment.providerTransactionId && payment.providerTransactionId !== event.providerTransactionId) {
        throw new AppError(
          409,
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
        receivedAt: new Date(this.d.now()),
      });
      if (!fresh) {
        const first = await repo.findWebhookEvent(tx, provider, event.providerTransactionId, event.type);
        if (first?.payloadHash !== payloadHash || first.paymentId !== payment.id) {
          throw new AppError(
            409,
            ErrorCode.duplicateTransaction,
            'This provider transaction was applied with another payload',
          );
        }
        return { paymentId: payment.id, status: payment.status, replayed: true };
      }
      const now = new Date(this.d.now());
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
            await this.d.ledger.transfer(
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
          }
          break;
        case 'payout.completed':
          row = await this.settleWithdrawal(payment.id, 'COMPLETED', tx, ptx);
          break;
        case 'payout.declined':
          row = await this.settleWithdrawal(payment.id, 'DECLINED', tx, ptx);
          break;
      }
      if (!row) {
        throw new AppError(
          409,
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

  // ── vouchers ─────────────────────────────────────────────────────────────────────────
  async redeemVoucher(playerUuid: string, code: string): Promise<VoucherActivateResponse> {
    const voucher = await repo.findVoucher(this.d.db, code, this.d.brandId);
    if (!voucher) throw new AppError(404, ErrorCode.voucherNotFound, 'Voucher not found');
    const used = () => new AppError(409, ErrorCode.voucherAlreadyUsed, 'Voucher already used');
    if (voucher.redeemedAt) throw used();
    const currency = await this.playerCurrency(playerUuid);
    if (voucher.currency !== currency) {
      throw bad(ErrorCode.voucherCurrencyMismatch, `The voucher is in ${voucher.currency}`);
    }
    await this.d.ledger.ensureAccounts(
      [{ player: playerUuid, wallet: 'real' }, { system: 'vouchers' }],
      currency,
      playerUuid,
    );
    const paymentId = randomUUID();
    const now = new Date(this.d.now());
    const amount = BigInt(voucher.amount);
    await this.d.ledger.transaction(async (tx) => {
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
      await this.d.ledger.transfer(
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
    });
    return {
      success: true,
      voucherId: code,
      amount: this.money(amount, currency).amount,
      currency,
      paymentId,
    };
  }

  // ── history ──────────────────────────────────────────────────────────────────────────
  async history(
    playerUuid: string,
    q: {
      page: number;
      size: number;
      type?: 'DEPOSIT' | 'WITHDRAW' | undefined;
      status?: string[] | undefined;
      dateFrom?: string | undefined;
      dateTo?: string | undefined;
    },
  ): Promise<PaymentHistoryPage> {
    const today = new Date(this.d.now()).toISOString().slice(0, 10);
    for (const [field, value] of [
      ['dateFrom', q.dateFrom],
      ['dateTo', q.dateTo],
    ] as const) {
      if (value && value > today) {
        throw bad(ErrorCode.validation, `${field} is in the future`, {
          fieldErrors: { [field]: 'must not be in the future' },
        });
      }
    }
    const until = q.dateTo ? new Date(Date.parse(`${q.dateTo}T00:00:00Z`) + 86_400_000) : undefined;
    const { rows, total } = await repo.paymentPage(
      this.d.db,
      playerUuid,
      {
        type: q.type,
        statuses: q.status,
        from: q.dateFrom ? new Date(`${q.dateFrom}T00:00:00Z`) : undefined,
        until,
      },
      q.page,
      q.size,
    );
    const content: PaymentHistoryItem[] = rows.map((p) => ({
      paymentId: p.id,
      type: p.type,
      status: p.status,
      amount: this.money(BigInt(p.amount), p.currency).amount,
      currency: p.currency,
      paymentMethod: p.method,
      creationTime: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      cancellable: p.type === 'WITHDRAW' && p.status === 'PENDING',
    }));
    return {
      content,
      page: q.page,
      size: q.size,
      totalElements: total,
      totalPages: Math.ceil(total / q.size),
    };
  }
}
