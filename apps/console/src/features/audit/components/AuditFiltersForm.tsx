import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { AuditFilters } from '../api/get-audit-log.ts';

interface Draft {
  actor: string;
  event: string;
  target: string;
  from: string;
  to: string;
}

const EMPTY: Draft = { actor: '', event: '', target: '', from: '', to: '' };

/** A `datetime-local` value read as UTC (the console shows the platform's times in UTC). */
const utc = (local: string) => (local ? new Date(`${local}:00Z`).toISOString() : undefined);

/** The filters as the call takes them: empty fields left out, the times in ISO. */
export function toFilters(draft: Draft): AuditFilters {
  const filters: AuditFilters = {
    actor: draft.actor.trim() || undefined,
    event: draft.event.trim() || undefined,
    target: draft.target.trim() || undefined,
    from: utc(draft.from),
    to: utc(draft.to),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as AuditFilters;
}

/** Narrows the log by operator, call, target and time; applied when the operator asks. */
export function AuditFiltersForm({ onApply }: { onApply(filters: AuditFilters): void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  return (
    <form
      noValidate
      aria-label="Filters"
      className="grid grid-cols-1 gap-3 rounded border border-slate-200 bg-white p-4 md:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.from && draft.to && draft.from > draft.to) {
          setError('The end comes before the start.');
          return;
        }
        setError(undefined);
        onApply(toFilters(draft));
      }}
    >
      <TextField label="Operator (e-mail, key name or id)" {...field('actor')} />
      <TextField label="Call (such as createOperator)" {...field('event')} />
      <TextField label="Target (such as a player's uuid)" {...field('target')} />
      <TextField label="From (UTC)" type="datetime-local" {...field('from')} />
      <TextField label="To (UTC)" type="datetime-local" error={error} {...field('to')} />
      <div className="flex items-end gap-2">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(EMPTY);
            setError(undefined);
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
