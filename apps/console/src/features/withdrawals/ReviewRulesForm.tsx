import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../shared/ui/Button.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { reviewRulesQuery, useSetReviewRules } from './api.ts';

interface Row {
  /** A key of the row's own: rows are added and removed in any order. */
  id: number;
  currency: string;
  amount: string;
}

let nextRow = 0;
const row = (currency = '', amount = ''): Row => ({ id: nextRow++, currency, amount });

/** The amount per currency above which a withdrawal waits here; the server checks every figure. */
export function ReviewRulesForm() {
  const rules = useQuery(reviewRulesQuery);
  if (!rules.data) return rules.isError ? <p role="alert">The thresholds could not be loaded.</p> : null;
  return (
    <RulesEditor
      initial={Object.entries(rules.data.thresholds).map(([currency, amount]) => row(currency, amount))}
    />
  );
}

function RulesEditor({ initial }: { initial: Row[] }) {
  const save = useSetReviewRules();
  const [rows, setRows] = useState<Row[]>(initial);
  const set = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <form
      aria-labelledby="rules-title"
      className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          Object.fromEntries(
            rows
              .filter((r) => r.currency.trim())
              .map((r) => [r.currency.trim().toUpperCase(), r.amount.trim()]),
          ),
        );
      }}
    >
      <h2 id="rules-title" className="font-semibold text-lg">
        Review thresholds
      </h2>
      <p className="text-slate-700 text-sm">
        Withdrawals above the amount wait for approval. A currency left out never waits for its amount.
      </p>
      {rows.map((r, i) => (
        <div key={r.id} className="flex items-end gap-2">
          <TextField
            label={`Currency ${i + 1}`}
            value={r.currency}
            maxLength={3}
            onChange={(e) => set(i, { currency: e.target.value })}
          />
          <TextField
            label={`Above (${r.currency || 'amount'})`}
            value={r.amount}
            inputMode="decimal"
            onChange={(e) => set(i, { amount: e.target.value })}
          />
          <Button variant="secondary" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
            Remove {r.currency || `row ${i + 1}`}
          </Button>
        </div>
      ))}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setRows((all) => [...all, row()])}>
          Add a currency
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save thresholds
        </Button>
      </div>
      {save.isError && (
        <p role="alert" className="text-red-800">
          {save.error.message}
        </p>
      )}
      {save.isSuccess && <p role="status">Thresholds saved.</p>}
    </form>
  );
}
