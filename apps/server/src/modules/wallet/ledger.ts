import { ErrorCode } from '@croupier/contract';
import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { sqlState } from '../../platform/pg-errors.ts';
import { type ReconcileReport, reconcileLedger } from './reconcile.ts';
import * as repo from './repository.ts';

/**
 * The ledger (GUIDE §4, docs/decisions/007-ledger.md): double-entry, integer minor units, immutable
 * entries, one transfer per movement under a unique idempotency key. Other modules move money only
 * through `LedgerService.transfer`; they never write the ledger's tables (bets reads them).
 */

/**
 * A player's wallets: real money, and one wallet per active reward's bonus money, `bonus:{reward}`
 * (001 §3: bonus is every wallet whose id contains "bonus"; docs/decisions/024-rewards.md).
 */
export type PlayerWallet = 'real' | 'bonus' | `bonus:${string}`;
/** Accounts that are not a player's: they may go negative by design. */
export type SystemAccount =
  /** The operator's own money: bets in, wins out. */
  | 'house'
  /** The promotions budget: bonus money is granted from it and forfeited bonus money returns to it. */
  | 'promotions'
  /** Money in transit with payment providers: deposits come from it, paid withdrawals go to it. */
  | 'payments-clearing'
  /** Withdrawals requested and not settled yet. */
  | 'withdrawals-held'
  /** Retail vouchers sold and not redeemed yet. */
  | 'vouchers'
  /** Operators' manual adjustments: credits come from it, debits go to it. */
  | 'adjustments';

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
    super(ErrorCode.insufficientFunds, 'Not enough money in the account');
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

export interface PlayerAccountBalance {
  currency: string;
  wallet: PlayerWallet;
  balance: bigint;
}

export class LedgerService {
  /** Account ids by key: accounts are never deleted, so an id once committed stays right. */
  private readonly ids = new Map<string, number>();

  private readonly db: Db;
  private readonly bus: Pick<EventBus, 'publish'> | undefined;
  /** The players whose money moved in each open `transaction`, announced once it commits. */
  private readonly moved = new WeakMap<object, Set<string>>();

  constructor(d: { db: Db; bus?: Pick<EventBus, 'publish'> | undefined }) {
    this.db = d.db;
    this.bus = d.bus;
  }

  /** Creates the accounts (committed at once) so a caller's transaction then finds them. */
  async ensureAccounts(refs: AccountRef[], currency: string, shardKey: string): Promise<void> {
    for (const ref of refs) await this.accountId(ref, currency, undefined, shardOf(shardKey));
  }

  /**
   * Runs `fn` in a transaction of its own. Once it has committed, every player a transfer in it
   * (given this `tx`) paid or credited is announced on the bus (`player.balance-changed`): the live
   * streams read the balance again. A transaction rolled back announces nothing.
   */
  async transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const players = new Set<string>();
    const result = await this.db.transaction((tx) => {
      this.moved.set(tx, players);
      return fn(tx);
    });
    this.announce(players);
    return result;
  }

  /**
   * The players of a transfer that was applied: at once when it was its own statement (committed),
   * else when the ledger's `transaction` it ran in commits. A caller's transaction that is not the
   * ledger's announces its own movements.
   */
  private moves(input: Pick<TransferInput, 'from' | 'to'>, tx: DbOrTx | undefined): void {
    const players = [input.from, input.to].flatMap((ref) => ('player' in ref ? [ref.player] : []));
    if (!tx) this.announce(players);
    else for (const p of players) this.moved.get(tx)?.add(p);
  }

  private announce(players: Iterable<string>): void {
    if (!this.bus) return;
    for (const playerUuid of new Set(players)) this.bus.publish('player.balance-changed', { playerUuid });
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
    const id = await repo.upsertAccount(q, values);
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
    if (input.amount <= 0n) throw new AppError(ErrorCode.validation, 'A transfer moves a positive amount');
    if (!/^[A-Z]{3}$/.test(input.currency)) {
      throw new AppError(ErrorCode.unsupportedCurrency, 'Bad currency');
    }
    if (!input.key || input.key.length > 200) throw new AppError(ErrorCode.validation, 'Bad transfer key');
    const shard = shardFor(input);
    // Outside a caller's transaction the accounts are created (and committed) first, so a failed
    // transfer leaves no stale id in the cache.
    const from = await this.accountId(input.from, input.currency, tx, shard);
    const to = await this.accountId(input.to, input.currency, tx, shard);
    if (from === to) throw new AppError(ErrorCode.validation, 'A transfer needs two different accounts');
    let row: repo.TransferRow | undefined;
    try {
      row = await repo.callTransfer(
        tx ?? this.db,
        {
          key: input.key,
          kind: input.kind,
          from,
          to,
          amount: input.amount,
          currency: input.currency,
          meta: input.meta ?? {},
        },
        record,
      );
    } catch (err) {
      if (sqlState(err) === 'LD001') throw new InsufficientFunds();
      throw err;
    }
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
    if (!replayed) this.moves(input, tx);
    return { result, recorded: Boolean(row.o_recorded) };
  }

  /** Checks every invariant of the ledger (see reconcile.ts). */
  reconcile(): Promise<ReconcileReport> {
    return reconcileLedger(this.db);
  }

  /** The cached balances of a player's accounts (every currency and wallet that has one). */
  async playerBalances(playerUuid: string, tx?: DbOrTx): Promise<PlayerAccountBalance[]> {
    const rows = await repo.playerAccounts(tx ?? this.db, playerUuid);
    return rows.map((r) => ({
      currency: r.currency,
      wallet: r.name as PlayerWallet,
      balance: BigInt(r.balance),
    }));
  }

  /** The entries of a player's wallets, newest first (the operators' view of the ledger). */
  playerEntries(playerUuid: string, page: number, size: number) {
    return repo.playerEntries(this.db, playerUuid, page, size);
  }

  /** An account's balance; a system account's is the sum of its shards. */
  async balance(ref: AccountRef, currency: string, tx?: DbOrTx): Promise<bigint> {
    const account = 'player' in ref ? { key: accountKey(ref, currency) } : { system: ref.system, currency };
    return repo.balanceSum(tx ?? this.db, account);
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
    return repo.transferTotal(
      this.db,
      accountKey({ player: playerUuid, wallet }, currency),
      kinds,
      direction,
    );
  }
}
