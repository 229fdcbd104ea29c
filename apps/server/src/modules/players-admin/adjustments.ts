import {
  ADJUSTMENT_APPROVAL_DEFAULT,
  type Adjustment,
  type AdjustmentPage,
  type AdjustmentRules,
  ErrorCode,
  formatMinor,
  toMinor,
} from '@croupier/contract';
import { pageAnswer } from '@croupier/contract/paging';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AccountRef, LedgerService, WalletService } from '../wallet/index.ts';
import * as repo from './repository.ts';
import type { ManualAdjustmentRow } from './tables.ts';

/** Who asks or decides: `id` tells two operators apart (`kind:id`), `name` is what the lists show. */
export interface Actor {
  id: string;
  name: string;
}

export interface AdjustmentsDeps {
  db: Db;
  ledger: Pick<LedgerService, 'transfer' | 'ensureAccounts' | 'transaction'>;
  wallet: Pick<WalletService, 'minorUnits' | 'money' | 'playerCurrency'>;
  now: () => number;
  /** The brand whose operators this instance serves: its players' adjustments, its thresholds (ADR 066). */
  brandId: string;
}

export interface AdjustmentInput {
  direction: 'CREDIT' | 'DEBIT';
  amount: string;
  currency?: string | undefined;
  reason: string;
  key: string;
}

const ADJUSTMENTS: AccountRef = { system: 'adjustments' };

/**
 * Manual adjustments with maker-checker (docs/decisions/052-players-console.md): an operator credits
 * or debits a player's real balance through the ledger; above the currency's threshold the
 * adjustment waits for another operator, and moves money only when approved. Each adjustment moves
 * money at most once: the ledger key `adjustment:{id}`, and decisions taken under the row's lock.
 */
export class Adjustments {
  constructor(private readonly d: AdjustmentsDeps) {}

  async create(playerUuid: string, input: AdjustmentInput, maker: Actor): Promise<Adjustment> {
    const currency = input.currency ?? (await this.d.wallet.playerCurrency(playerUuid));
    if (input.currency) await this.d.wallet.playerCurrency(playerUuid);
    const units = this.d.wallet.minorUnits(currency);
    const amount = toMinor(input.amount, units);
    if (amount === null || amount <= 0n) {
      throw new AppError(ErrorCode.validation, 'Not an amount in this currency', {
        fieldErrors: { amount: 'payment.errors.amount-format' },
      });
    }
    const needsApproval = amount > (await this.threshold(currency, units));
    await this.d.ledger.ensureAccounts(
      [{ player: playerUuid, wallet: 'real' }, ADJUSTMENTS],
      currency,
      playerUuid,
    );
    const now = new Date(this.d.now());
    const row = await this.d.ledger.transaction(async (tx) => {
      const { row, created } = await repo.insertAdjustment(tx, {
        key: `${playerUuid}:${input.key}`,
        playerUuid,
        direction: input.direction,
        amount,
        currency,
        reason: input.reason,
        status: 'PENDING_APPROVAL',
        requestedById: maker.id,
        requestedBy: maker.name,
        requestedAt: now,
      });
      if (!created) {
        const same =
          row.direction === input.direction &&
          row.amount === amount &&
          row.currency === currency &&
          row.reason === input.reason;
        if (!same) {
          throw new AppError(ErrorCode.duplicateTransaction, 'This key was used for another adjustment');
        }
        return row;
      }
      return needsApproval ? row : this.apply(tx, row, maker, now);
    });
    return this.toAdjustment(row);
  }

  /** Moves the money of a waiting adjustment once; another operator than its maker decides. */
  async approve(id: string, checker: Actor): Promise<Adjustment> {
    const row = await this.decide(id, async (tx, pending) => {
      if (pending.requestedById === checker.id) {
        throw new AppError(
          ErrorCode.adjustmentSelfApproval,
          'Another operator must approve an adjustment you asked for',
        );
      }
      await this.d.ledger.ensureAccounts(
        [{ player: pending.playerUuid, wallet: 'real' }, ADJUSTMENTS],
        pending.currency,
        pending.playerUuid,
      );
      return this.apply(tx, pending, checker, new Date(this.d.now()));
    });
    return this.toAdjustment(row);
  }

  /** Declines a waiting adjustment: no money moves (its maker may withdraw it so too). */
  async decline(id: string, reason: string, checker: Actor): Promise<Adjustment> {
    const row = await this.decide(id, (tx, pending) =>
      repo.updateAdjustment(tx, pending.id, {
        status: 'DECLINED',
        decidedById: checker.id,
        decidedBy: checker.name,
        decidedAt: new Date(this.d.now()),
        declineReason: reason,
      }),
    );
    return this.toAdjustment(row);
  }

  private decide(
    id: string,
    fn: (tx: DbOrTx, pending: ManualAdjustmentRow) => Promise<ManualAdjustmentRow>,
  ): Promise<ManualAdjustmentRow> {
    return this.d.ledger.transaction(async (tx) => {
      // The row's lock makes a second decision wait, then see the first one's status.
      const row = await repo.lockAdjustment(tx, this.d.brandId, id);
      if (!row) throw notFound('Adjustment');
      if (row.status !== 'PENDING_APPROVAL') {
        throw new AppError(ErrorCode.adjustmentDecided, `The adjustment is ${row.status} already`);
      }
      return fn(tx, row);
    });
  }

  /** The ledger transfer of the adjustment, and its row marked applied (in the caller's transaction). */
  private async apply(
    tx: DbOrTx,
    row: ManualAdjustmentRow,
    by: Actor,
    at: Date,
  ): Promise<ManualAdjustmentRow> {
    const player: AccountRef = { player: row.playerUuid, wallet: 'real' };
    const credit = row.direction === 'CREDIT';
    const transfer = await this.d.ledger.transfer(
      {
        key: `adjustment:${row.id}`,
        from: credit ? ADJUSTMENTS : player,
        to: credit ? player : ADJUSTMENTS,
        amount: row.amount,
        currency: row.currency,
        kind: credit ? 'adjustment.credit' : 'adjustment.debit',
        meta: { adjustmentId: row.id, reason: row.reason },
      },
      tx,
    );
    return repo.updateAdjustment(tx, row.id, {
      status: 'APPLIED',
      decidedById: by.id,
      decidedBy: by.name,
      decidedAt: at,
      transferId: transfer.id,
    });
  }

  private async threshold(currency: string, units: number): Promise<bigint> {
    return (
      (await repo.threshold(this.d.db, this.d.brandId, currency)) ??
      BigInt(ADJUSTMENT_APPROVAL_DEFAULT) * 10n ** BigInt(units)
    );
  }

  async list(
    filter: { playerUuid?: string; status?: ManualAdjustmentRow['status'] },
    page: number,
    size: number,
  ): Promise<AdjustmentPage> {
    const { rows, total } = await repo.adjustmentPage(this.d.db, this.d.brandId, filter, page, size);
    return pageAnswer(
      rows.map((r) => this.toAdjustment(r)),
      page,
      size,
      total,
    );
  }

  async rules(): Promise<AdjustmentRules> {
    const rows = await repo.thresholds(this.d.db, this.d.brandId);
    return {
      thresholds: Object.fromEntries(
        rows.map((r) => [r.currency, formatMinor(r.amount, this.d.wallet.minorUnits(r.currency))]),
      ),
    };
  }

  async setRules(rules: AdjustmentRules): Promise<AdjustmentRules> {
    const rows = Object.entries(rules.thresholds).map(([currency, text]) => {
      const amount = toMinor(text, this.d.wallet.minorUnits(currency));
      if (amount === null) {
        throw new AppError(ErrorCode.validation, `Not an amount in ${currency}`, {
          fieldErrors: { [`thresholds.${currency}`]: 'payment.errors.amount-format' },
        });
      }
      return { currency, amount };
    });
    await repo.replaceThresholds(this.d.db, this.d.brandId, rows);
    return this.rules();
  }

  private toAdjustment(r: ManualAdjustmentRow): Adjustment {
    return {
      id: r.id,
      playerUuid: r.playerUuid,
      direction: r.direction,
      amount: this.d.wallet.money(r.amount, r.currency).amount,
      currency: r.currency,
      reason: r.reason,
      status: r.status,
      requestedBy: r.requestedBy,
      requestedAt: r.requestedAt.toISOString(),
      decidedBy: r.decidedBy,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      declineReason: r.declineReason,
    };
  }
}
