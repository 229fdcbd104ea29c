import {
  type BrandProtectionSettings,
  type ConfirmLimitBody,
  ErrorCode,
  LIMIT_PERIOD_MS,
  type LimitKind,
  type LimitPeriod,
  type PlayerLimit,
  type PlayerLimits,
  type SetLimitBody,
  toMajor,
  toMinor,
} from '@croupier/contract';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './repository.ts';
import type { PlayerLimitRow } from './tables.ts';

/**
 * Deposit, loss and wager limits (docs/decisions/042-deposit-limits.md, 043-loss-and-wager-limits.md):
 * per rolling 24 hours, 7 days and 30 days, any combination, in the player's currency. The player's
 * own amount and the operator's are kept apart and the tighter is in force; of several limits the one with least left decides. A new
 * limit or a decrease applies at once; an increase or a removal waits the cooling-off, then the
 * player's confirmation. Deposits are checked inside the transaction that starts them; bets inside
 * the seamless wallet's statement (the SQL functions of drizzle/0022_loss_and_wager_limits.sql).
 */

/** The deposits that count against a limit (the payments module's). */
export interface LimitedDeposits {
  depositsSince(
    tx: DbOrTx,
    playerUuid: string,
    currency: string,
    since: Date,
  ): Promise<{ amount: bigint; createdAt: Date }[]>;
}

export interface PlayerLimitsDeps {
  db: Db;
  now: () => number;
  deposits: LimitedDeposits;
  /** The player's account currency. */
  currencyOf: (playerUuid: string) => Promise<string>;
  minorUnits: (currency: string) => number;
  /** The brand's protection settings as they are now: tools on, cooling-off, windows offered. */
  brand: () => BrandProtectionSettings;
}

type By = 'PLAYER' | 'OPERATOR';
const PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];
const KINDS: readonly LimitKind[] = ['DEPOSIT', 'LOSS', 'WAGER'];
const HISTORY = 200;

/** The amount in force: the tighter of the player's and the operator's. */
function inForce(row: PlayerLimitRow): { amount: bigint; by: By } | null {
  const { playerAmount: own, operatorAmount: op } = row;
  if (op !== null && (own === null || op <= own)) return { amount: op, by: 'OPERATOR' };
  return own === null ? null : { amount: own, by: 'PLAYER' };
}

/** What one limit has used and left, from the deposits of the longest window. */
function usage(
  amount: bigint,
  period: LimitPeriod,
  deposits: readonly { amount: bigint; createdAt: Date }[],
  now: number,
) {
  const from = now - LIMIT_PERIOD_MS[period];
  const inWindow = deposits.filter((d) => d.createdAt.getTime() > from);
  const used = inWindow.reduce((sum, d) => sum + d.amount, 0n);
  const oldest = Math.min(...inWindow.map((d) => d.createdAt.getTime()));
  return {
    used,
    left: used >= amount ? 0n : amount - used,
    freesAt: inWindow.length > 0 ? new Date(oldest + LIMIT_PERIOD_MS[period]) : null,
  };
}

export class PlayerLimitsService {
  constructor(private readonly d: PlayerLimitsDeps) {}

  private minor(amount: number | string, currency: string): bigint {
    const minor = toMinor(amount, this.d.minorUnits(currency));
    if (minor === null || minor <= 0n) {
      throw new AppError(ErrorCode.validation, 'Invalid amount', {
        fieldErrors: { amount: 'payment.errors.amount-format' },
      });
    }
    return minor;
  }

  private major(minor: bigint, currency: string): number {
    return toMajor(minor, this.d.minorUnits(currency));
  }

  private deposits(tx: DbOrTx, playerUuid: string, currency: string) {
    return this.d.deposits.depositsSince(
      tx,
      playerUuid,
      currency,
      new Date(this.d.now() - LIMIT_PERIOD_MS.MONTH),
    );
  }

  /**
   * The player's limits in force, with what each has used and left, and what waits. Inside a
   * transaction the caller gives the currency (read before it: the embedded database has one
   * connection, which the transaction holds).
   */
  async view(playerUuid: string, tx: DbOrTx = this.d.db, known?: string): Promise<PlayerLimits> {
    const currency = known ?? (await this.d.currencyOf(playerUuid));
    const rows = await repo.playerLimitRows(tx, playerUuid);
    const deposits = rows.some((r) => r.kind === 'DEPOSIT')
      ? await this.deposits(tx, playerUuid, currency)
      : [];
    const now = this.d.now();
    const limits: PlayerLimit[] = [];
    for (const kind of KINDS) {
      for (const period of PERIODS) {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const force = row && inForce(row);
        if (!row || !force) continue;
        const u =
          kind === 'DEPOSIT'
            ? usage(force.amount, period, deposits, now)
            : await this.playUsage(tx, playerUuid, kind, period, force.amount);
        limits.push({
          kind,
          period,
          amount: this.major(force.amount, currency),
          used: this.major(u.used, currency),
          left: this.major(u.left, currency),
          freesAt: u.freesAt?.toISOString() ?? null,
          setBy: force.by,
          pending:
            row.pendingFrom === null
              ? null
              : {
                  amount: row.pendingAmount === null ? null : this.major(row.pendingAmount, currency),
                  effectiveAt: row.pendingFrom.toISOString(),
                  confirmable: row.pendingFrom.getTime() <= now,
                },
        });
      }
    }
    return { currency, limits, coolingOffHours: this.d.brand().coolingOffHours };
  }

  /** A loss or wager limit's use, by the hour, as the seamless wallet's bet checks it. */
  private async playUsage(
    tx: DbOrTx,
    playerUuid: string,
    kind: 'LOSS' | 'WAGER',
    period: LimitPeriod,
    amount: bigint,
  ) {
    const u = await repo.playUsed(tx, playerUuid, kind, period, new Date(this.d.now()));
    return { used: u.used, left: u.used >= amount ? 0n : amount - u.used, freesAt: u.freesAt };
  }

  /**
   * The player's change: a new limit or a decrease at once (dropping what waited), the same amount
   * changes nothing, an increase or a removal waits. Nothing above the operator's limit.
   */
  async set(playerUuid: string, body: SetLimitBody): Promise<PlayerLimits> {
    const currency = await this.d.currencyOf(playerUuid);
    const wanted = body.amount === null ? null : this.minor(body.amount, currency);
    const at = new Date(this.d.now());
    return this.d.db.transaction(async (tx) => {
      const key = { playerUuid, kind: body.kind, period: body.period };
      const row = (await repo.lockLimit(tx, key)) ?? this.empty(key, currency, at);
      const op = row.operatorAmount;
      if (op !== null && (wanted === null || wanted > op)) {
        throw new AppError(ErrorCode.limitOperatorSet, 'The operator has set this limit', {
          details: { amount: this.major(op, currency), currency },
        });
      }
      const own = row.playerAmount;
      // A new limit or a raise only where the brand offers the kind and window; lowering or
      // removing one the player already has stays possible (docs/decisions/046).
      if (wanted !== null && (own === null || wanted > own)) this.offered(body.kind, body.period);
      const change = { ...key, currency, fromAmount: own, toAmount: wanted, by: 'PLAYER' as const, at };
      if (wanted !== null && (own === null || wanted < own)) {
        await repo.saveLimit(tx, { ...this.cleared(row, at), playerAmount: wanted });
        await repo.insertChange(tx, { ...change, step: 'applied' });
      } else if (wanted !== own) {
        await repo.saveLimit(tx, {
          ...row,
          pendingAmount: wanted,
          pendingRemoval: wanted === null,
          pendingFrom: new Date(at.getTime() + this.d.brand().coolingOffHours * 3_600_000),
          updatedAt: at,
        });
        await repo.insertChange(tx, { ...change, step: 'requested' });
      }
      return this.view(playerUuid, tx, currency);
    });
  }

  /** Applies the player's waiting increase or removal, once its cooling-off has ended. */
  async confirm(playerUuid: string, body: ConfirmLimitBody): Promise<PlayerLimits> {
    const currency = await this.d.currencyOf(playerUuid);
    const at = new Date(this.d.now());
    return this.d.db.transaction(async (tx) => {
      const row = await repo.lockLimit(tx, { playerUuid, kind: body.kind, period: body.period });
      if (!row?.pendingFrom) {
        throw new AppError(ErrorCode.limitNothingPending, 'No change of this limit is waiting');
      }
      if (row.pendingFrom > at) {
        throw new AppError(ErrorCode.limitCoolingOff, 'The change waits until its cooling-off ends', {
          details: { effectiveAt: row.pendingFrom.toISOString() },
        });
      }
      const to = row.pendingRemoval ? null : row.pendingAmount;
      await repo.saveLimit(tx, { ...this.cleared(row, at), playerAmount: to });
      await repo.insertChange(tx, {
        playerUuid,
        kind: row.kind,
        period: row.period,
        currency: row.currency,
        fromAmount: row.playerAmount,
        toAmount: to,
        step: 'applied',
        by: 'PLAYER',
        at,
      });
      return this.view(playerUuid, tx, currency);
    });
  }

  /** The operator's limit: set, changed or removed at once; the player cannot go above it. */
  async setByOperator(playerUuid: string, body: SetLimitBody) {
    const currency = await this.d.currencyOf(playerUuid);
    const wanted = body.amount === null ? null : this.minor(body.amount, currency);
    const at = new Date(this.d.now());
    await this.d.db.transaction(async (tx) => {
      const key = { playerUuid, kind: body.kind, period: body.period };
      const row = (await repo.lockLimit(tx, key)) ?? this.empty(key, currency, at);
      await repo.saveLimit(tx, { ...row, operatorAmount: wanted, updatedAt: at });
      await repo.insertChange(tx, {
        ...key,
        currency,
        fromAmount: row.operatorAmount,
        toAmount: wanted,
        step: 'applied',
        by: 'OPERATOR',
        at,
      });
    });
    return this.operatorView(playerUuid);
  }

  /** The player's limits and every change to them, newest first (operator API). */
  async operatorView(playerUuid: string) {
    const [limits, changes] = await Promise.all([
      this.view(playerUuid),
      repo.limitChanges(this.d.db, playerUuid, HISTORY),
    ]);
    const amount = (v: bigint | null, currency: string) => (v === null ? null : this.major(v, currency));
    return {
      ...limits,
      history: changes.map((c) => ({
        kind: c.kind,
        period: c.period,
        from: amount(c.fromAmount, c.currency),
        to: amount(c.toAmount, c.currency),
        step: c.step,
        by: c.by,
        at: c.at.toISOString(),
      })),
    };
  }

  /**
   * Refuses a deposit that would take any limit in force past its amount, naming the tightest: what
   * is left and when more frees up. Runs in the transaction that starts the deposit, under the
   * player's deposit lock (payments observers.ts `depositStarting`).
   */
  async checkDeposit(tx: DbOrTx, e: { playerUuid: string; amountMinor: bigint; currency: string }) {
    const rows = (await repo.playerLimitRows(tx, e.playerUuid)).filter(
      (r) => r.kind === 'DEPOSIT' && r.currency === e.currency,
    );
    if (rows.length === 0) return;
    const deposits = await this.deposits(tx, e.playerUuid, e.currency);
    const now = this.d.now();
    let tightest: { period: LimitPeriod; left: bigint; freesAt: Date | null } | null = null;
    for (const row of rows) {
      const force = inForce(row);
      if (!force) continue;
      const u = usage(force.amount, row.period, deposits, now);
      if (e.amountMinor > u.left && (tightest === null || u.left < tightest.left)) {
        tightest = { period: row.period, left: u.left, freesAt: u.freesAt };
      }
    }
    if (!tightest) return;
    throw new AppError(ErrorCode.depositLimit, 'The deposit is over what your deposit limit leaves', {
      details: {
        period: tightest.period,
        left: this.major(tightest.left, e.currency),
        freesAt: tightest.freesAt?.toISOString() ?? null,
        currency: e.currency,
      },
    });
  }

  /** Refuses a kind the brand has switched off (403) or a window it does not offer (400). */
  private offered(kind: LimitKind, period: LimitPeriod) {
    const brand = this.d.brand();
    if (!brand.tools.includes(kind)) {
      throw new AppError(ErrorCode.toolOff, 'This limit is not offered', { details: { tool: kind } });
    }
    if (!brand.limitPeriods.includes(period)) {
      throw new AppError(ErrorCode.validation, 'This window is not offered', {
        fieldErrors: { period: 'saferGambling.errors.period' },
      });
    }
  }

  private empty(key: repo.LimitKey, currency: string, at: Date): PlayerLimitRow {
    return {
      ...key,
      currency,
      playerAmount: null,
      operatorAmount: null,
      pendingAmount: null,
      pendingRemoval: false,
      pendingFrom: null,
      updatedAt: at,
    };
  }

  private cleared(row: PlayerLimitRow, at: Date): PlayerLimitRow {
    return { ...row, pendingAmount: null, pendingRemoval: false, pendingFrom: null, updatedAt: at };
  }
}
