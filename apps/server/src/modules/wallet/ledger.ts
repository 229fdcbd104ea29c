import { createHash } from 'node:crypto';
import { ErrorCode } from '@croupier/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type ReconcileReport, reconcileLedger } from './reconcile.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './tables.ts';

/**
 * The ledger (GUIDE §4, docs/decisions/007-ledger.md): double-entry, integer minor units, immutable
 * entries, one transfer per movement under a unique idempotency key. Other modules move money only
 * through `LedgerService.transfer`; they never touch the ledger's tables.
 */

/** A player's wallets. */
export type PlayerWallet = 'real' | 'bonus';
/** Accounts that are not a player's: they may go negative by design. */
export type SystemAccount =
  /** The operator's own money: bets in, wins out, bonuses granted. */
  | 'house'
  /** Money in transit with payment providers: deposits come from it, paid withdrawals go to it. */
  | 'payments-clearing'
  /** Withdrawals requested and not settled yet. */
  | 'withdrawals-held'
  /** Retail vouchers sold and not redeemed yet. */
  | 'vouchers';

export type AccountRef = { player: string; wallet: PlayerWallet } | { system: SystemAccount };

export interface TransferInput {
  /** Idempotency key: the same key with the same payload answers the first result; another payload is 409. */
  key: string;
  from: AccountRef;
  to: AccountRef;
  /** Minor units, > 0. */
  amount: bigint;
  currency: string;
  /** What the movement is: 'deposit', 'withdrawal.hold', 'bet', 'win' … */
  kind: string;
  meta?: Record<string, unknown>;
}

export interface TransferResult {
  id: number;
  key: string;
  /** True when the key had been applied already and this is the first result again. */
  replayed: boolean;
  /** Balances right after this transfer (minor units). */
  fromBalance: bigint;
  toBalance: bigint;
  createdAt: Date;
}

/** A database handle or a transaction on it (Drizzle gives both the same query API). */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export class InsufficientFunds extends AppError {
  constructor() {
    super(400, ErrorCode.insufficientFunds, 'Not enough money in the account');
  }
}

export function accountKey(ref: AccountRef, currency: string): string {
  return 'player' in ref ? `p:${ref.player}:${currency}:${ref.wallet}` : `s:${ref.system}:${currency}`;
}

function payloadOf(t: { from: number; to: number; amount: bigint; currency: string; kind: string }) {
  return `${t.from}|${t.to}|${t.amount}|${t.currency}|${t.kind}`;
}

export const hashPayload = (text: string) => createHash('sha256').update(text).digest('hex');

export interface PlayerAccountBalance {
  currency: string;
  wallet: PlayerWallet;
  balance: bigint;
}

export class LedgerService {
  /** Account ids by key: accounts are never deleted, so an id once committed stays right. */
  private readonly ids = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /** Creates the accounts (committed at once) so a caller's transaction then finds them. */
  async ensureAccounts(refs: AccountRef[], currency: string): Promise<void> {
    for (const ref of refs) await this.accountId(ref, currency);
  }

  /** Runs `fn` in a transaction of its own. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(tx as unknown as Tx));
  }

  /**
   * The account's id, creating the account when it is new. Outside a caller's transaction the
   * account is committed at once and its id kept; inside one it is created there and not kept (the
   * caller's transaction may still roll back).
   */
  async accountId(ref: AccountRef, currency: string, tx?: Tx): Promise<number> {
    const key = accountKey(ref, currency);
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const q = tx ?? this.db;
    const values = {
      key,
      isPlayer: 'player' in ref,
      playerUuid: 'player' in ref ? ref.player : null,
      name: 'player' in ref ? ref.wallet : ref.system,
      currency,
    };
    const [created] = await q
      .insert(ledgerAccounts)
      .values(values)
      .onConflictDoNothing({ target: ledgerAccounts.key })
      .returning({ id: ledgerAccounts.id });
    let id = created?.id;
    if (id === undefined) {
      const [row] = await q
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.key, key));
      if (!row) throw new Error(`ledger account ${key} vanished`);
      id = row.id;
    }
    if (!tx) this.ids.set(key, id);
    return id;
  }

  /**
   * Moves `amount` from one account to another, once per key. In its own transaction unless `tx` is
   * given (then the caller's transaction decides whether it happens). The accounts' rows are updated
   * in ascending id order, each with one guarded UPDATE (a player's balance never below zero), so
   * concurrent transfers neither deadlock nor overdraw. 400 error.insufficient.funds when the payer
   * is a player without the money; 409 error.transaction.duplicate for a used key with another payload.
   */
  async transfer(input: TransferInput, tx?: Tx): Promise<TransferResult> {
    if (input.amount <= 0n)
      throw new AppError(400, ErrorCode.validation, 'A transfer moves a positive amount');
    if (!/^[A-Z]{3}$/.test(input.currency))
      throw new AppError(400, ErrorCode.unsupportedCurrency, 'Bad currency');
    if (!input.key || input.key.length > 200)
      throw new AppError(400, ErrorCode.validation, 'Bad transfer key');
    if (tx) return this.apply(input, tx);
    // Accounts are created before the transaction, so a rolled-back transfer leaves no stale id behind.
    await Promise.all([this.accountId(input.from, input.currency), this.accountId(input.to, input.currency)]);
    return this.transaction((t) => this.apply(input, t));
  }

  private async apply(input: TransferInput, tx: Tx): Promise<TransferResult> {
    const from = await this.accountId(input.from, input.currency, tx);
    const to = await this.accountId(input.to, input.currency, tx);
    if (from === to) throw new AppError(400, ErrorCode.validation, 'A transfer needs two different accounts');
    const amount = input.amount.toString();
    const [inserted] = await tx
      .insert(ledgerTransfers)
      .values({
        key: input.key,
        kind: input.kind,
        fromAccount: from,
        toAccount: to,
        amount: input.amount,
        currency: input.currency,
        meta: input.meta ?? {},
      })
      .onConflictDoNothing({ target: ledgerTransfers.key })
      .returning({ id: ledgerTransfers.id, createdAt: ledgerTransfers.createdAt });
    if (!inserted) return this.replay(input, from, to, tx);

    const move = async (id: number, delta: 'debit' | 'credit') => {
      const [row] = await tx
        .update(ledgerAccounts)
        .set({
          balance:
            delta === 'debit'
              ? sql`${ledgerAccounts.balance} - ${amount}::bigint`
              : sql`${ledgerAccounts.balance} + ${amount}::bigint`,
        })
        .where(
          delta === 'debit'
            ? and(
                eq(ledgerAccounts.id, id),
                sql`(not ${ledgerAccounts.isPlayer} or ${ledgerAccounts.balance} >= ${amount}::bigint)`,
              )
            : eq(ledgerAccounts.id, id),
        )
        .returning({ balance: ledgerAccounts.balance });
      if (!row) throw new InsufficientFunds();
      return BigInt(row.balance);
    };
    // A stable lock order: the lower account id first.
    let fromBalance: bigint;
    let toBalance: bigint;
    if (from < to) {
      fromBalance = await move(from, 'debit');
      toBalance = await move(to, 'credit');
    } else {
      toBalance = await move(to, 'credit');
      fromBalance = await move(from, 'debit');
    }
    await tx.insert(ledgerEntries).values([
      { transferId: inserted.id, accountId: from, amount: -input.amount, balanceAfter: fromBalance },
      { transferId: inserted.id, accountId: to, amount: input.amount, balanceAfter: toBalance },
    ]);
    return {
      id: inserted.id,
      key: input.key,
      replayed: false,
      fromBalance,
      toBalance,
      createdAt: inserted.createdAt,
    };
  }

  private async replay(input: TransferInput, from: number, to: number, tx: Tx): Promise<TransferResult> {
    const [first] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, input.key));
    if (!first) throw new Error(`transfer ${input.key} conflicted but is not there`);
    const same =
      payloadOf({ from, to, amount: input.amount, currency: input.currency, kind: input.kind }) ===
      payloadOf({
        from: first.fromAccount,
        to: first.toAccount,
        amount: BigInt(first.amount),
        currency: first.currency,
        kind: first.kind,
      });
    if (!same) {
      throw new AppError(
        409,
        ErrorCode.duplicateTransaction,
        `Transfer ${input.key} was made with another payload`,
      );
    }
    const entries = await tx
      .select({ accountId: ledgerEntries.accountId, balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, first.id));
    const after = (id: number) => BigInt(entries.find((e) => e.accountId === id)?.balanceAfter ?? 0n);
    return {
      id: first.id,
      key: first.key,
      replayed: true,
      fromBalance: after(first.fromAccount),
      toBalance: after(first.toAccount),
      createdAt: first.createdAt,
    };
  }

  /** Checks every invariant of the ledger (see reconcile.ts). */
  reconcile(): Promise<ReconcileReport> {
    return reconcileLedger(this.db);
  }

  /** The cached balances of a player's accounts (every currency and wallet that has one). */
  async playerBalances(playerUuid: string, tx?: Tx): Promise<PlayerAccountBalance[]> {
    const rows = await (tx ?? this.db)
      .select({
        currency: ledgerAccounts.currency,
        name: ledgerAccounts.name,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.playerUuid, playerUuid), eq(ledgerAccounts.isPlayer, true)));
    return rows.map((r) => ({
      currency: r.currency,
      wallet: r.name as PlayerWallet,
      balance: BigInt(r.balance),
    }));
  }

  async balance(ref: AccountRef, currency: string, tx?: Tx): Promise<bigint> {
    const [row] = await (tx ?? this.db)
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.key, accountKey(ref, currency)));
    return row ? BigInt(row.balance) : 0n;
  }

  /**
   * Sum of the transfers of the given kinds a player's wallet paid (`direction: 'out'`) or received
   * ('in') in a currency: wagering totals, deposit totals.
   */
  async playerTotal(
    playerUuid: string,
    currency: string,
    wallet: PlayerWallet,
    kinds: string[],
    direction: 'in' | 'out',
  ): Promise<bigint> {
    const key = accountKey({ player: playerUuid, wallet }, currency);
    const side = direction === 'out' ? ledgerTransfers.fromAccount : ledgerTransfers.toAccount;
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)::text` })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(side, ledgerAccounts.id))
      .where(and(eq(ledgerAccounts.key, key), inArray(ledgerTransfers.kind, kinds)));
    return BigInt(row?.total ?? '0');
  }

  /** The transfers a player's wallets took part in, of the given kinds, newest first. */
  async playerTransfers(playerUuid: string, kinds: string[]) {
    return this.db
      .select({
        id: ledgerTransfers.id,
        key: ledgerTransfers.key,
        kind: ledgerTransfers.kind,
        amount: ledgerTransfers.amount,
        currency: ledgerTransfers.currency,
        meta: ledgerTransfers.meta,
        createdAt: ledgerTransfers.createdAt,
      })
      .from(ledgerTransfers)
      .innerJoin(
        ledgerAccounts,
        sql`${ledgerAccounts.id} in (${ledgerTransfers.fromAccount}, ${ledgerTransfers.toAccount})`,
      )
      .where(and(eq(ledgerAccounts.playerUuid, playerUuid), inArray(ledgerTransfers.kind, kinds)))
      .orderBy(sql`${ledgerTransfers.id} desc`);
  }
}
