import type { PaymentHistoryItem, PaymentHistoryPage } from '@croupier/contract';
import { ErrorCode } from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';
import type { PaymentsDeps } from './deps.ts';
import * as repo from './repository.ts';
import { declineReasons } from './repository-review.ts';
import { AWAITING_APPROVAL } from './review.ts';

export interface HistoryQuery {
  page: number;
  size: number;
  type?: 'DEPOSIT' | 'WITHDRAW' | undefined;
  status?: string[] | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** The player's payment history (001 §4, §5): newest first, filtered by type, status and dates. */
export async function history(
  d: PaymentsDeps,
  playerUuid: string,
  q: HistoryQuery,
): Promise<PaymentHistoryPage> {
  const today = new Date(d.now()).toISOString().slice(0, 10);
  for (const [field, value] of [
    ['dateFrom', q.dateFrom],
    ['dateTo', q.dateTo],
  ] as const) {
    if (value && value > today) {
      throw new AppError(ErrorCode.validation, `${field} is in the future`, {
        fieldErrors: { [field]: 'must not be in the future' },
      });
    }
  }
  const until = q.dateTo ? new Date(Date.parse(`${q.dateTo}T00:00:00Z`) + 86_400_000) : undefined;
  const { rows, total } = await repo.paymentPage(
    d.db,
    playerUuid,
    {
      type: q.type,
      statuses: q.status,
      from: q.dateFrom ? new Date(`${q.dateFrom}T00:00:00Z`) : undefined,
      until,
    },
    q.page,
    q.size,
  );
  const declined = await declineReasons(
    d.db,
    rows.filter((p) => p.type === 'WITHDRAW' && p.status === 'DECLINED').map((p) => p.id),
  );
  const content: PaymentHistoryItem[] = rows.map((p) => ({
    paymentId: p.id,
    type: p.type,
    status: p.status,
    amount: d.wallet.money(BigInt(p.amount), p.currency).amount,
    currency: p.currency,
    paymentMethod: p.method,
    creationTime: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    cancellable: p.type === 'WITHDRAW' && (p.status === 'PENDING' || p.status === AWAITING_APPROVAL),
    declineReason: declined.get(p.id) ?? null,
  }));
  return {
    content,
    page: q.page,
    size: q.size,
    totalElements: total,
    totalPages: Math.ceil(total / q.size),
  };
}
