import { JsonState } from '../json-state.ts';

/**
 * The provider's state, kept as a real provider keeps it: transactions (deposits and payouts) and the
 * webhooks not yet delivered. With a data directory it is written to `cashier.json` after every
 * change (`JsonState`: a crash leaves the old or the new file, never half of one) and read back at
 * start; without one it lives in memory (tests).
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
  private readonly file: JsonState<State>;

  constructor(dataDir?: string) {
    this.file = new JsonState(dataDir, 'cashier.json');
    const state = this.file.read();
    if (!state) return;
    for (const tx of state.transactions) this.add(tx);
    this.deliveries = state.deliveries;
  }

  add(tx: Transaction) {
    this.transactions.set(tx.providerTransactionId, tx);
    this.byPayment.set(tx.paymentId, tx);
  }

  /** Writes the state (call after every change). */
  save() {
    this.file.write({ transactions: [...this.transactions.values()], deliveries: this.deliveries });
  }
}
