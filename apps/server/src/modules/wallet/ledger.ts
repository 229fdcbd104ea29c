import { ErrorCode } from '@croupier/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type ReconcileReport, reconcileLedger } from './reconcile.ts';
import { ledgerAccounts, ledgerTransfers } from './tables.ts';

/**
 * The ledger (GUIDE §4, docs/decisions/007-ledger.md): double-entry, integer minor units, immutable
 * entries, one transfer per movement under a unique idempotency key. Other modules move money only
 * through `LedgerService.transfer`; they never write the ledger's tables (bets reads them).
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
  /**
   * Which shard of a system account to use (default: the player on the other side, else the key).
   * Give the player's uuid when neither side is a player but the money is theirs (a paid withdrawal).
   */
  shardKey?: string;
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

export class InsufficientFunds extends AppError {
  constructor() {
    super(400, ErrorCode.insufficientFunds, 'Not enough money in the account');
  }
}

/**
 * A system account is kept as SYSTEM_SHARDS rows (its balance is their sum), so transfers of
 * different players do not all queue on one hot row (docs/decisions/007-ledger.md).
 */
export const SYSTEM_SHARDS = 16;

/** FNV-1a: a stable, cheap spread of shard keys. */
export function shardOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % SYSTEM_SHARDS;
}

/** The account row's key; a system account's names its shard ('s:house:USD:3'). */
export function accountKey(ref: AccountRef, currency: string, shard = 0): string {
  return 'player' in ref
    ? `p:${ref.player}:${currency}:${ref.wallet}`
    : `s:${ref.system}:${currency}:${shard}`;
}

function shardFor(input: Pick<TransferInput, 'from' | 'to' | 'key' | 'shardKey'>): number {
  if (input.shardKey) return shardOf(input.shardKey);
  const player = 'player' in input.from ? input.from.player : 'player' in input.to ? input.to.player : null;
  return shardOf(player ?? input.key);
}

function payloadOf(t: { from: number; to: number; amount: bigint; currency: string; kind: string }) {
  return `${t.from}|${t.to}|${t.amount}|${t.currency}|${t.kind}`;
}

/** What `ledger_transfer` answers (bigints come as text or bigint, depending on the driver). */
interface TransferRow {
  o_id: string | number | bigint;
  o_replayed: boolean;
  o_from: string | number | bigint;
  o_to: string | number | bigint;
  o_amount: string | number | bigint;
  o_currency: string;
  o_kind: string;
  o_from_balance: string | number | bigint;
  o_to_balance: string | number | bigint;
  o_created_at: string | Date;
}

/** The SQLSTATE of a database error, whichever driver raised it (Drizzle wraps it in `cause`). */
function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export interface PlayerAccountBalance {
  currency: string;
  wallet: PlayerWallet;
  balance: bigint;
}

export class LedgerService {
  /** Account ids by key: accounts are never deleted, so an id once committed stays right. */
  private readonly ids = new Map<string, number>();

  private readonly db: Db;

  constructor(d: { db: Db }) {
    this.db = d.db;
  }

  /** Creates the accounts (committed at once) so a caller's transaction then finds them. */
  async ensureAccounts(refs: AccountRef[], currency: string, shardKey: string): Promise<void> {
    for (const ref of refs) await this.accountId(ref, currency, undefined, shardOf(shardKey));
  }

  /** Runs `fn` in a transaction of its own. */
  transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(tx));
  }

  /**
   * The account's id, creating the account when it is new. Outside a caller's transaction the
   * account is committed at once and its id kept; inside one it is created there and not kept (the
   * caller's transaction may still roll back).
   */
  async accountId(ref: AccountRef, currency: string, tx?: DbOrTx, shard = 0): Promise<number> {
    const key = accountKey(ref, currency, shard);
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
   * Moves `amount` from one account to another, once per key, in one statement (the
   * `ledger_transfer` function of migration 0002): the key, two guarded balance updates in ascending
   * account id order (so concurrent transfers neither deadlock nor overdraw a player) and two
   * entries. Inside `tx` when given (the caller's transaction then decides whether it happens).
   * 400 error.insufficient.funds when the payer is a player without the money; 409
   * error.transaction.duplicate for a used key with another payload.
   */
  async transfer(input: TransferInput, tx?: DbOrTx): Promise<TransferResult> {
    return (await this.transferRecorded(input, tx)).result;
  }

  /**
   * As `transfer`, and when `record` is given, in the same statement: `record` is a data-modifying
   * statement over `t`, the transfer's result (`o_id`, `o_from_balance`, `o_to_balance` …), that
   * returns a row when it recorded something (`insert … select … from t on conflict do nothing
   * returning 1`). A caller keeping its own record of a movement so holds the accounts' locks for one
   * statement, not one more round trip (docs/decisions/013-seamless-wallet.md).
   */
  async transferRecorded(
    input: TransferInput,
    tx?: DbOrTx,
    record?: SQL,
  ): Promise<{ result: TransferResult; recorded: boolean }> {
    if (input.amount <= 0n)
      throw new AppError(400, ErrorCode.validation, 'A transfer moves a positive amount');
    if (!/^[A-Z]{3}$/.test(input.currency)) {
      throw new AppError(400, ErrorCode.unsupportedCurrency, 'Bad currency');
    }
    if (!input.key || input.key.length > 200)
      throw new AppError(400, ErrorCode.validation, 'Bad transfer key');
    const shard = shardFor(input);
    // Outside a caller's transaction the accounts are created (and committed) first, so a failed
    // transfer leaves no stale id in the cache.
    const from = await this.accountId(input.from, input.currency, tx, shard);
    const to = await this.accountId(input.to, input.currency, tx, shard);
    if (from === to) throw new AppError(400, ErrorCode.validation, 'A transfer needs two different accounts');
    const call = sql`select * from ledger_transfer(${input.key}, ${input.kind}, ${from}, ${to}, ${input.amount.toString()}::bigint, ${input.currency}, ${JSON.stringify(input.meta ?? {})}::jsonb)`;
    const statement = record
      ? sql`with t as (${call}), r as (${record}) select t.*, exists (select 1 from r) as o_recorded from t`
      : call;
    let rows: (TransferRow & { o_recorded?: boolean })[];
    try {
      const result = await (tx ?? this.db).execute(statement);
      rows = (result as unknown as { rows: typeof rows }).rows;
    } catch (err) {
      if (sqlState(err) === 'LD001') throw new InsufficientFunds();
      throw err;
    }
    const row = rows[0];
    if (!row) throw new Error(`ledger_transfer answered nothing for ${input.key}`);
    const replayed = Boolean(row.o_replayed);
    if (
      replayed &&
      payloadOf({ from, to, amount: input.amount, currency: input.currency, kind: input.kind }) !==
        payloadOf({
          from: Number(row.o_from),
          to: Number(row.o_to),
          amount: BigInt(String(row.o_amount)),
          currency: row.o_currency,
          kind: row.o_kind,
        })
    ) {
      throw new AppError(
        409,
        ErrorCode.duplicateTransaction,
        `Transfer ${input.key} was made with another payload`,
      );
    }
    const result: TransferResult = {
      id: Number(row.o_id),
      key: input.key,
      replayed,
      fromBalance: BigInt(String(row.o_from_balance)),
      toBalance: BigInt(String(row.o_to_balance)),
      createdAt: new Date(row.o_created_at),
    };
    return { result, recorded: Boolean(row.o_recorded) };
  }

  /** Checks every invariant of the ledger (see reconcile.ts). */
  reconcile(): Promise<ReconcileReport> {
    return reconcileLedger(this.db);
  }

  /** The cached balances of a player's accounts (every currency and wallet that has one). */
  async playerBalances(playerUuid: string, tx?: DbOrTx): Promise<PlayerAccountBalance[]> {
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

  /** An account's balance; a system account's is the sum of its shards. */
  async balance(ref: AccountRef, currency: string, tx?: DbOrTx): Promise<bigint> {
    const where =
      'player' in ref
        ? eq(ledgerAccounts.key, accountKey(ref, currency))
        : and(
            eq(ledgerAccounts.isPlayer, false),
            eq(ledgerAccounts.name, ref.system),
            eq(ledgerAccounts.currency, currency),
          );
    const [row] = await (tx ?? this.db)
      .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
      .from(ledgerAccounts)
      .where(where);
    return BigInt(row?.balance ?? '0');
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
