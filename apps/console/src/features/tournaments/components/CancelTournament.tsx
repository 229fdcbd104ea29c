import { useState } from 'react';
import { messageOf } from '../../../shared/api/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useCancelTournament } from '../api/cancel-tournament.ts';

/** Cancels the tournament after a second question: it then pays nothing and players no longer see it. */
export function CancelTournament({ id, name }: { id: string; name: string }) {
  const cancel = useCancelTournament(id);
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="cancel-title" className="space-y-2 rounded border border-red-200 bg-white p-4">
      <h2 id="cancel-title" className="font-semibold text-lg">
        Cancel the tournament
      </h2>
      {asking ? (
        <div role="alertdialog" aria-labelledby="cancel-question" className="space-y-2">
          <p id="cancel-question">Cancel “{name}”? Nobody is paid, and players no longer see it.</p>
          <div className="flex gap-2">
            <Button
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSettled: () => setAsking(false) })}
            >
              Yes, cancel it
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Cancel tournament…
        </Button>
      )}
      {cancel.isError && (
        <p role="alert" className="text-red-800 text-sm">
          {messageOf(cancel.error)}
        </p>
      )}
    </section>
  );
}
