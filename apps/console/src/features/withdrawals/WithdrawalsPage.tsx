import {
  WITHDRAWAL_REVIEW_STATUSES,
  type WithdrawalReview,
  type WithdrawalReviewStatus,
} from '@croupier/contract/payments-operator';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { columnsOf, DataTable } from '../../shared/table/DataTable.tsx';
import { StatusFilter } from '../../shared/ui/StatusFilter.tsx';
import { PAGE_SIZE, reviewsQuery } from './api.ts';
import { DecisionCell } from './DecisionCell.tsx';
import { ReviewRulesForm } from './ReviewRulesForm.tsx';

const STATUS_LABELS: Record<WithdrawalReviewStatus, string> = {
  WAITING: 'Waiting',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled by the player',
};
const REASON_LABELS = { amount: 'Above the threshold', player: 'Player marked for review' } as const;

const money = (r: WithdrawalReview) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: r.currency }).format(r.amount);
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' }) : '—');

const col = columnsOf<WithdrawalReview>();
const columns = (status: WithdrawalReviewStatus, onDecided: (message: string) => void) =>
  col.columns([
    col.accessor('requestedAt', { header: 'Requested (UTC)', cell: (c) => when(c.getValue()) }),
    col.accessor('playerUuid', { header: 'Player' }),
    col.display({ id: 'amount', header: 'Amount', cell: (c) => money(c.row.original) }),
    col.accessor('method', { header: 'Method' }),
    col.accessor('reasons', {
      header: 'Why it waits',
      cell: (c) =>
        c
          .getValue()
          .map((r) => REASON_LABELS[r])
          .join(', '),
    }),
    status === 'WAITING'
      ? col.display({
          id: 'decide',
          header: 'Decision',
          cell: (c) => <DecisionCell review={c.row.original} onDecided={onDecided} />,
        })
      : col.display({
          id: 'decided',
          header: 'Decided',
          cell: ({ row: { original: r } }) => (
            <span>
              {when(r.decidedAt)} · {r.decidedBy ?? '—'}
              {r.declineReason && <span className="block text-slate-600">{r.declineReason}</span>}
            </span>
          ),
        }),
  ]);

/** Withdrawals held for review (docs/decisions/049-withdrawal-review.md): waiting first, then what was decided. */
export default function WithdrawalsPage() {
  const [status, setStatus] = useState<WithdrawalReviewStatus>('WAITING');
  const [page, setPage] = useState(0);
  const list = useQuery(reviewsQuery(status, page));
  // Stable column definitions: new ones would mount every cell again, losing a decision under way.
  const [decided, setDecided] = useState('');
  const tableColumns = useMemo(() => columns(status, setDecided), [status]);
  return (
    <section aria-labelledby="withdrawals-title" className="flex flex-col gap-4">
      <h1 id="withdrawals-title" className="font-bold text-2xl">
        Withdrawals
      </h1>
      <p className="text-slate-700">
        Withdrawals above their currency's threshold, or by a player marked for review, wait here with the
        money held. Approving sends the payout; declining gives the money back and the player reads your
        reason.
      </p>
      <p role="status" className="min-h-6 text-green-900">
        {decided}
      </p>
      <StatusFilter
        value={status}
        statuses={WITHDRAWAL_REVIEW_STATUSES}
        label={(s) => STATUS_LABELS[s]}
        onChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
      />
      {list.isError ? (
        <p role="alert" className="text-red-800">
          The withdrawals could not be loaded. {list.error.message}
        </p>
      ) : (
        <DataTable
          caption={`${STATUS_LABELS[status]} withdrawals`}
          columns={tableColumns}
          rows={list.data?.content ?? []}
          rowId={(r) => r.paymentId}
          sort={null}
          onSortChange={() => undefined}
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.totalElements ?? 0}
          onPageChange={setPage}
          loading={list.isFetching}
          empty="No withdrawals here."
        />
      )}
      <ReviewRulesForm />
    </section>
  );
}
