import type { WithdrawalReview } from '@croupier/contract/payments-operator';
import { useId, useState } from 'react';
import { Button } from '../../shared/ui/Button.tsx';
import { useDecideWithdrawal } from './api.ts';

/**
 * Approve, or decline with the reason the player will read. A decision another operator (or the
 * player's cancel) made first comes back as the server's 409, said in the row.
 */
export function DecisionCell({ review }: { review: WithdrawalReview }) {
  const decide = useDecideWithdrawal();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const who = `the withdrawal of ${review.amount} ${review.currency}`;
  if (decide.isSuccess)
    return <p role="status">{decide.data.status === 'APPROVED' ? 'Approved' : 'Declined'}</p>;
  return (
    <div className="flex flex-col gap-2">
      {decide.isError && (
        <p role="alert" className="text-red-800">
          {decide.error.message}
        </p>
      )}
      {declining ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim().length >= 3)
              decide.mutate({ paymentId: review.paymentId, approve: false, reason });
          }}
        >
          <label htmlFor={reasonId} className="font-medium text-sm">
            Reason the player reads
          </label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            minLength={3}
            maxLength={500}
            required
            // biome-ignore lint/a11y/noAutofocus: the field the operator just asked for.
            autoFocus
            className="rounded border border-slate-400 px-2 py-1"
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={decide.isPending} aria-label={`Decline ${who}`}>
              Decline
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(false)}>
              Back
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex gap-2">
          <Button
            disabled={decide.isPending}
            onClick={() => decide.mutate({ paymentId: review.paymentId, approve: true })}
            aria-label={`Approve ${who}`}
          >
            Approve
          </Button>
          <Button variant="secondary" onClick={() => setDeclining(true)} aria-label={`Decline ${who}…`}>
            Decline…
          </Button>
        </div>
      )}
    </div>
  );
}
