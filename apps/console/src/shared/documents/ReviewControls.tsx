import { canMoveDocument, type DocumentStatus, type VerificationDocument } from '@croupier/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { useReviewDocument } from './review.ts';

/** The decisions a reviewer takes, in the contract's moves; a comment goes with a rejection or a request. */
const DECISIONS: { to: DocumentStatus; label: string; needsComment: boolean }[] = [
  { to: 'VERIFIED', label: 'Approve', needsComment: false },
  { to: 'REJECTED', label: 'Reject', needsComment: true },
  { to: 'ADDITIONAL_INFO_REQUIRED', label: 'Ask for more', needsComment: true },
];

/**
 * A reviewer's decision on one document, where a list shows it (the KYC queue, a player's page):
 * `refresh` is that list's query, reloaded after; `onDecided` says what happened where the page
 * keeps it, since the row may leave the list once it is decided.
 */
export function ReviewControls({
  doc,
  refresh,
  onDecided,
}: {
  doc: VerificationDocument;
  refresh: QueryKey;
  onDecided(message: string): void;
}) {
  const review = useReviewDocument(refresh);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const allowed = DECISIONS.filter((d) => canMoveDocument(doc.status, d.to));
  if (review.isSuccess)
    return <p role="status">Moved to {review.data.status.replaceAll('_', ' ').toLowerCase()}</p>;
  if (allowed.length === 0) return <span className="text-slate-600">No decision left</span>;
  return (
    <div className="flex flex-col gap-2">
      {review.isError && (
        <p role="alert" className="text-red-800">
          {review.error.message}
        </p>
      )}
      <label htmlFor={commentId} className="font-medium text-sm">
        Comment for the player (needed to reject or ask for more)
      </label>
      <textarea
        id={commentId}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={500}
        className="rounded border border-slate-400 px-2 py-1"
      />
      <div className="flex flex-wrap gap-2">
        {allowed.map((d) => (
          <Button
            key={d.to}
            variant={d.to === 'VERIFIED' ? 'primary' : 'secondary'}
            disabled={review.isPending || (d.needsComment && comment.trim() === '')}
            onClick={() =>
              review
                .mutateAsync({ documentId: doc.uuid, status: d.to, comment: comment.trim() })
                // Told through the promise: `mutate`'s callbacks are dropped once the row has left the list.
                .then(
                  (moved) =>
                    onDecided(`${doc.fileName} moved to ${moved.status.replaceAll('_', ' ').toLowerCase()}.`),
                  () => undefined,
                )
            }
            aria-label={`${d.label} ${doc.fileName}`}
          >
            {d.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
