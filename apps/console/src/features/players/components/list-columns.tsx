import type { Adjustment, Bet, PaymentHistoryItem, PlayerNote } from '@croupier/contract';
import { columnsOf, type DataTableColumns } from '../../../shared/table/DataTable.tsx';
import type { PlayerList } from '../api/get-player-list.ts';
import { money, when } from '../model.ts';

interface LedgerRow {
  transferId: number;
  at: string;
  kind: string;
  wallet: string;
  currency: string;
  amount: number;
  balanceAfter: number;
}
interface LoginRow {
  at: string;
  ip: string | null;
  device: string | null;
  endedAt: string | null;
}

const STATUS: Record<Adjustment['status'], string> = {
  PENDING_APPROVAL: 'Waiting for approval',
  APPLIED: 'Applied',
  DECLINED: 'Declined',
};

/** A row's amount in its currency. */
const amountCell = ({ row }: { row: { original: { amount: number; currency: string } } }) =>
  money(row.original.amount, row.original.currency);

const ledger = columnsOf<LedgerRow>();
const payment = columnsOf<PaymentHistoryItem>();
const bet = columnsOf<Bet>();
const login = columnsOf<LoginRow>();
const adjustment = columnsOf<Adjustment>();
const note = columnsOf<PlayerNote>();

/** The columns of each of a player's lists, and the id of a row. */
export const LIST_TABLES: Record<
  PlayerList,
  // biome-ignore lint/suspicious/noExplicitAny: each list has rows of its own type.
  { label: string; columns: DataTableColumns<any>; rowId(row: any): string }
> = {
  ledger: {
    label: 'Ledger',
    rowId: (r: LedgerRow) => `${r.transferId}:${r.wallet}`,
    columns: [
      ledger.accessor('at', { header: 'Time', cell: (c) => when(c.getValue()) }),
      ledger.accessor('kind', { header: 'Kind' }),
      ledger.accessor('wallet', { header: 'Wallet' }),
      ledger.display({ id: 'amount', header: 'Amount', cell: amountCell }),
      ledger.display({
        id: 'balance',
        header: 'Balance after',
        cell: ({ row }) => money(row.original.balanceAfter, row.original.currency),
      }),
    ],
  },
  payments: {
    label: 'Payments',
    rowId: (r: PaymentHistoryItem) => r.paymentId,
    columns: [
      payment.accessor('creationTime', { header: 'Time', cell: (c) => when(c.getValue()) }),
      payment.accessor('type', {
        header: 'Type',
        cell: (c) => (c.getValue() === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'),
      }),
      payment.display({ id: 'amount', header: 'Amount', cell: amountCell }),
      payment.accessor('paymentMethod', { header: 'Method' }),
      payment.accessor('status', { header: 'Status', cell: (c) => c.getValue().split(',')[0] }),
    ],
  },
  bets: {
    label: 'Bets',
    rowId: (r: Bet) => `${r.kind}:${r.id}`,
    columns: [
      bet.accessor('createdAt', { header: 'Time', cell: (c) => when(c.getValue()) }),
      bet.accessor('kind', {
        header: 'Kind',
        cell: (c) => (c.getValue() === 'sports' ? 'Sports' : 'Casino'),
      }),
      bet.display({
        id: 'game',
        header: 'Game',
        cell: ({ row }) => row.original.gameName ?? row.original.gameSlug ?? '—',
      }),
      bet.display({
        id: 'stake',
        header: 'Stake',
        cell: ({ row }) => money(row.original.amount, row.original.currency),
      }),
      bet.display({
        id: 'win',
        header: 'Win',
        cell: ({ row }) => money(row.original.winAmount, row.original.currency),
      }),
      bet.accessor('status', { header: 'Status' }),
    ],
  },
  logins: {
    label: 'Logins',
    rowId: (r: LoginRow) => r.at + (r.ip ?? ''),
    columns: [
      login.accessor('at', { header: 'Time', cell: (c) => when(c.getValue()) }),
      login.accessor('ip', { header: 'Address', cell: (c) => c.getValue() ?? '—' }),
      login.accessor('device', { header: 'Device', cell: (c) => c.getValue() ?? '—' }),
      login.accessor('endedAt', {
        header: 'Ended',
        cell: (c) => (c.getValue() ? when(c.getValue()) : 'Live'),
      }),
    ],
  },
  adjustments: {
    label: 'Adjustments',
    rowId: (r: Adjustment) => r.id,
    columns: [
      adjustment.accessor('requestedAt', { header: 'Time', cell: (c) => when(c.getValue()) }),
      adjustment.accessor('direction', {
        header: 'Direction',
        cell: (c) => (c.getValue() === 'CREDIT' ? 'Credit' : 'Debit'),
      }),
      adjustment.display({ id: 'amount', header: 'Amount', cell: amountCell }),
      adjustment.accessor('reason', { header: 'Reason' }),
      adjustment.accessor('status', {
        header: 'Status',
        cell: (c) => STATUS[c.getValue() as Adjustment['status']],
      }),
      adjustment.accessor('requestedBy', { header: 'Asked by' }),
      adjustment.accessor('decidedBy', { header: 'Decided by', cell: (c) => c.getValue() ?? '—' }),
    ],
  },
  notes: {
    label: 'Notes',
    rowId: (r: PlayerNote) => String(r.id),
    columns: [
      note.accessor('at', { header: 'Time', cell: (c) => when(c.getValue()) }),
      note.accessor('by', { header: 'By' }),
      note.accessor('text', {
        header: 'Note',
        cell: (c) => <span className="whitespace-pre-wrap">{c.getValue()}</span>,
      }),
    ],
  },
};
