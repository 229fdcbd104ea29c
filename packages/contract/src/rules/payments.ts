/** Pure rules of 001 §3-§5 that both the server and the web app use: balance derivation, history statuses. */

/** One wallet of a player's balance: `walletId` is the currency ('USD') or a bonus wallet ('USD_bonus'). */
export interface WalletAmount {
  walletId: string;
  amount: number;
  currency: string;
}

/**
 * 001 §3: real = sum of wallet amounts whose wallet id equals the currency; bonus = sum of wallets
 * whose id contains 'bonus'; total = sum of all (of that currency).
 */
export function deriveBalance(wallets: WalletAmount[], currency: string) {
  const mine = wallets.filter((w) => w.currency === currency);
  const sum = (ws: WalletAmount[]) => ws.reduce((acc, w) => acc + Math.round(w.amount * 1e4), 0) / 1e4;
  return {
    real: sum(mine.filter((w) => w.walletId === currency)),
    bonus: sum(mine.filter((w) => w.walletId.toLowerCase().includes('bonus'))),
    total: sum(mine),
  };
}

/** Raw payment statuses (001 §3). */
export const RAW_PAYMENT_STATUSES = [
  'CREATED',
  'PENDING',
  'SUBMITTED',
  'VERIFIED',
  'COMPLETED',
  'DECLINED',
  'REJECTED',
  'CANCELLED',
] as const;
export type RawPaymentStatus = (typeof RAW_PAYMENT_STATUSES)[number];

export type DisplayStatus = 'processing' | 'confirmed' | 'decline' | 'cancelled';

/**
 * 001 §4: from the first item of the comma list: VERIFIED, COMPLETED → confirmed; DECLINED, REJECTED
 * → decline; else processing. A list naming CANCELLED (a withdrawal the player cancelled:
 * 'REJECTED,CANCELLED') reads as cancelled, not declined: the spec is silent on it, and "Declined"
 * would tell the player the operator refused their money.
 */
export function displayStatus(raw: string): DisplayStatus {
  const items = raw.split(',').map((s) => s.trim().toUpperCase());
  if (items.includes('CANCELLED')) return 'cancelled';
  const first = items[0] ?? '';
  if (first === 'VERIFIED' || first === 'COMPLETED') return 'confirmed';
  if (first === 'DECLINED' || first === 'REJECTED') return 'decline';
  return 'processing';
}

/**
 * A withdrawal waiting for an operator's approval: raw SUBMITTED (still processing for 001 §4), which
 * the history says in words. The spec names SUBMITTED without saying what it means; this platform
 * uses it for withdrawals held for review (docs/decisions/049-withdrawal-review.md).
 */
export function awaitingApproval(type: string, raw: string): boolean {
  return type === 'WITHDRAW' && raw.split(',')[0]?.trim().toUpperCase() === 'SUBMITTED';
}

/** 001 §4 icons per display status. */
export const STATUS_ICONS: Record<DisplayStatus, string> = {
  processing: 'timer',
  confirmed: 'check-circle',
  decline: 'error-circle',
  cancelled: 'error-circle',
};

/** 001 §4 filter mapping: the raw statuses a display-status filter asks for. */
export const STATUS_FILTERS: Record<Exclude<DisplayStatus, 'cancelled'>, string> = {
  confirmed: 'COMPLETED,VERIFIED',
  decline: 'REJECTED,DECLINED',
  processing: 'PENDING,SUBMITTED',
};

/** Translation keys of the history-filter messages (001 §5). */
export const HISTORY_MESSAGES = {
  futureDate: 'history.errors.future-date',
  startAfterEnd: 'history.errors.start-after-end',
} as const;

/**
 * 001 §5 history dates (YYYY-MM-DD, either may be empty): the start not after the end, neither in
 * the future (`today` is the UTC day). Null when the range may be asked for, else the message key.
 */
export function historyRangeMessage(
  dateFrom: string | undefined,
  dateTo: string | undefined,
  today: string,
): (typeof HISTORY_MESSAGES)[keyof typeof HISTORY_MESSAGES] | null {
  if ((dateFrom && dateFrom > today) || (dateTo && dateTo > today)) return HISTORY_MESSAGES.futureDate;
  if (dateFrom && dateTo && dateFrom > dateTo) return HISTORY_MESSAGES.startAfterEnd;
  return null;
}
