import type { Adjustment } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useApproveAdjustment, useDeclineAdjustment } from '../api/decide-adjustment.ts';
import { PENDING_PAGE_SIZE, pendingAdjustmentsQuery } from '../api/get-pending-adjustments.ts';
import { money, playerPath, problem, when } from '../model.ts';
import { Confirm } from './Confirm.tsx';
import { Feedback } from './Feedback.tsx';

type Decision = { adjustment: Adjustment; action: 'approve' | 'decline' };

const describe = (a: Adjustment) =>
  `${a.direction === 'CREDIT' ? 'credit' : 'debit'} of ${money(a.amount, a.currency)}`;

const column = columnsOf<Adjustment>();

function adjustmentColumns(choose: (a: Adjustment, action: Decision['action']) => void) {
  return [
    column.accessor('playerUuid', {
      header: 'Player',
      cell: (c) => (
        <Link to={playerPath(c.getValue())} className="font-mono text-blue-800 text-xs underline">
          {c.getValue()}
        </Link>
      ),
    }),
    column.display({ id: 'what', header: 'Adjustment', cell: ({ row }) => describe(row.original) }),
    column.accessor('reason', { header: 'Reason' }),
    column.accessor('requestedBy', { header: 'Asked by' }),
    column.accessor('requestedAt', { header: 'Asked at', cell: (c) => when(c.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Decision',
      cell: ({ row }) => (
        <div className="flex gap-2">
          <Button
            aria-label={`Approve the ${describe(row.original)}`}
            onClick={() => choose(row.original, 'approve')}
          >
            Approve
          </Button>
          <Button
            variant="secondary"
            aria-label={`Decline the ${describe(row.original)}`}
            onClick={() => choose(row.original, 'decline')}
          >
            Decline
          </Button>
        </div>
      ),
    }),
  ];
}

/**
 * Adjustments above the threshold, waiting for a second operator: approve (the money moves) or
 * decline with a reason. The platform refuses the operator who asked for one.
 */
export function PendingAdjustments() {
  const [page, setPage] = useState(0);
  const pending = useQuery(pendingAdjustmentsQuery(page));
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const approve = useApproveAdjustment();
  const decline = useDeclineAdjustment();
  const failed = approve.error ?? decline.error;

  const choose = (adjustment: Adjustment, action: Decision['action']) => {
    approve.reset();
    decline.reset();
    setDone(null);
    setReason('');
    setDecision({ adjustment, action });
  };
  const confirm = async () => {
    if (!decision) return;
    const { adjustment, action } = decision;
    try {
      if (action === 'approve') await approve.mutateAsync(adjustment.id);
      else await decline.mutateAsync({ id: adjustment.id, reason: reason.trim() });
      setDone(`The ${describe(adjustment)} was ${action === 'approve' ? 'approved' : 'declined'}.`);
      setDecision(null);
    } catch {
      // The refusal shows below.
    }
  };

  // The columns stay the same across renders (a new cell function would remount its buttons).
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  const columns = useMemo(() => adjustmentColumns((a, action) => chooseRef.current(a, action)), []);

  return (
    <section aria-labelledby="pending-title" className="space-y-3">
      <h2 id="pending-title" className="font-semibold text-xl">
        Adjustments waiting for approval
      </h2>
      <DataTable
        caption="Adjustments waiting for approval"
        columns={columns}
        rows={pending.data?.content ?? []}
        rowId={(a) => a.id}
        sort={null}
        onSortChange={() => {}}
        page={page}
        pageSize={PENDING_PAGE_SIZE}
        total={pending.data?.totalElements ?? 0}
        onPageChange={setPage}
        loading={pending.isFetching}
        empty={pending.error ? problem(pending.error) : 'Nothing waits for approval.'}
      />
      {decision?.action === 'decline' && (
        <TextField
          label="Reason for declining"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="max-w-lg"
        />
      )}
      {decision && (
        <Confirm
          title={decision.action === 'approve' ? 'Approve this adjustment?' : 'Decline this adjustment?'}
          confirmLabel={decision.action === 'approve' ? 'Approve it' : 'Decline it'}
          busy={
            approve.isPending ||
            decline.isPending ||
            (decision.action === 'decline' && reason.trim().length < 3)
          }
          onConfirm={confirm}
          onCancel={() => setDecision(null)}
        >
          The {describe(decision.adjustment)} for {decision.adjustment.reason}, asked by{' '}
          {decision.adjustment.requestedBy}.{' '}
          {decision.action === 'approve' ? 'The money moves at once.' : 'No money moves.'}
        </Confirm>
      )}
      <Feedback error={failed} done={done} />
    </section>
  );
}
