import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The provider's state, kept as a real provider keeps it: transactions (deposits and payouts) and the
 * webhooks not yet delivered. With a data directory it is written to `cashier.json` after every
 * change (to a temporary file, then renamed over the old one, so a crash leaves the old or the new
 * file, never half of one) and read back at start; without one it lives in memory (tests).
 */

export type EventType =
  | 'deposit.pending'
  | 'deposit.completed'
  | 'deposit.declined'
  | 'payout.completed'
  | 'payout.declined';

export interface Transaction {
  providerTransactionId: string;
  kind: 'deposit' | 'payout';
  paymentId: string;
  amount: string;
  currency: string;
  method: string;
  state: 'PENDING' | 'AWAITING_3DS' | 'COMPLETED' | 'DECLINED' | 'CANCELLED';
  /** The platform's answers to the webhooks sent for it. */
  deliveries: { type: EventType; status: number | string }[];
  createdAt: string;
}

/** A webhook still to be delivered: retried until the platform answers 2xx, or given up. */
export interface PendingDelivery {
  eventId: string;
  providerTransactionId: string;
  paymentId: string;
  type: EventType;
  attempts: number;
  firstAt: number;
  nextAt: number;
}

interface State {
  transactions: Transaction[];
  deliveries: PendingDelivery[];
}

export class CashierStore {
  readonly transactions = new Map<string, Transaction>();
  readonly byPayment = new Map<string, Transaction>();
  deliveries: PendingDelivery[] = [];
  private readonly file: string | undefined;

  constructor(dataDir?: string) {
    this.file = dataDir ? path.join(dataDir, 'cashier.json') : undefined;
    if (!this.file) return;
    mkdirSync(dataDir!, { recursive: true });
    let text: string | undefined;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (text === undefined) return;
    const state = JSON.parse(text) as State;
    for (const tx of state.transactions) this.add(tx);
    this.deliveries = state.deliveries;
  }

  add(tx: Transaction) {
    this.transactions.set(tx.providerTransactionId, tx);
    this.byPayment.set(tx.paymentId, tx);
  }

  /** Writes the state (call after every change). */
  save() {
    if (!this.file) return;
    const state: State = { transactions: [...this.transactions.values()], deliveries: this.deliveries };
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(state), { mode: 0o600 });
    renameSync(temp, this.file);
  }
}
