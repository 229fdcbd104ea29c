import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, minor } from '../../platform/columns.ts';

/**
 * One ledger account: a player's wallet (real, bonus) in one currency, or a system account (house,
 * payment clearing, held withdrawals, vouchers) in one currency. `balance` caches the sum of the
 * account's entries; it is only changed together with an entry, in the same transaction.
 * Player accounts never go negative (CHECK); system accounts may, by design.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'p:{uuid}:{currency}:{wallet}' or 's:{name}:{currency}'. */
    key: text('key').notNull(),
    isPlayer: boolean('is_player').notNull(),
    playerUuid: uuid('player_uuid'),
    /** real | bonus for a player; the system account's name otherwise. */
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    /** Minor units. */
    balance: minor('balance').notNull().default(sql`0`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_idx').on(t.key),
    index('ledger_accounts_player_idx').on(t.playerUuid),
    check('ledger_accounts_player_not_negative', sql`not ${t.isPlayer} or ${t.balance} >= 0`),
    check('ledger_accounts_player_has_uuid', sql`not ${t.isPlayer} or ${t.playerUuid} is not null`),
  ],
);

/** One movement of money: exactly two entries (−amount on `from`, +amount on `to`). Immutable. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The idempotency key: a transfer is applied once per key. */
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    fromAccount: bigint('from_account', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccount: bigint('to_account', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_idx').on(t.key),
    index('ledger_transfers_from_idx').on(t.fromAccount, t.kind),
    index('ledger_transfers_to_idx').on(t.toAccount, t.kind),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.fromAccount} <> ${t.toAccount}`),
  ],
);

/** A signed change of one account's balance; `balanceAfter` is the account's balance after it. Immutable. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    balanceAfter: minor('balance_after').notNull(),
  },
  (t) => [
    index('ledger_entries_transfer_idx').on(t.transferId),
    index('ledger_entries_account_idx').on(t.accountId),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
