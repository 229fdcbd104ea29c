import type { LimitKind, LimitPeriod, SetLimitBody } from '@croupier/contract/protection';
import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useSetLimit } from '../api/set-limit.ts';
import { money } from '../model.ts';
import { Confirm } from './Confirm.tsx';
import { Feedback } from './Feedback.tsx';

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const KINDS: [LimitKind, string][] = [
  ['DEPOSIT', 'Deposit'],
  ['LOSS', 'Net loss'],
  ['WAGER', 'Wager'],
];
const PERIODS: [LimitPeriod, string][] = [
  ['DAY', 'Day'],
  ['WEEK', 'Week'],
  ['MONTH', 'Month'],
];
const name = (list: [string, string][], value: string) => list.find(([v]) => v === value)?.[1] ?? value;

function Select<T extends string>(props: {
  label: string;
  value: T;
  options: [T, string][];
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
        className="mt-1 rounded border border-slate-400 bg-white px-2 py-2"
      >
        {props.options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * An operator's limit on the player (docs/decisions/042-deposit-limits.md): in force at once, either
 * way, and the player cannot raise or remove it. Asked once more before it is sent.
 */
export function RestrictionForm({ uuid, currency }: { uuid: string; currency: string }) {
  const set = useSetLimit(uuid);
  const [kind, setKind] = useState<LimitKind>('DEPOSIT');
  const [period, setPeriod] = useState<LimitPeriod>('DAY');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState<SetLimitBody | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const what = (body: SetLimitBody) =>
    `${name(KINDS, body.kind)} limit per ${name(PERIODS, body.period).toLowerCase()}`;

  const ask = (remove: boolean) => {
    set.reset();
    setDone(null);
    if (!remove && (!AMOUNT.test(amount.trim()) || Number(amount) <= 0)) {
      return setError('Enter an amount above zero, like 100.00.');
    }
    setError(undefined);
    setAsking({ kind, period, amount: remove ? null : amount.trim() });
  };
  const confirm = async () => {
    if (!asking) return;
    try {
      await set.mutateAsync(asking);
      setDone(
        asking.amount === null
          ? `${what(asking)} removed.`
          : `${what(asking)} set to ${money(Number(asking.amount), currency)}.`,
      );
      setAmount('');
    } finally {
      setAsking(null);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        ask(false);
      }}
      aria-labelledby="restriction-title"
      className="space-y-3"
      noValidate
    >
      <h3 id="restriction-title" className="font-semibold">
        Set a restriction
      </h3>
      <div className="flex flex-wrap gap-4">
        <Select<LimitKind> label="Limit" value={kind} options={KINDS} onChange={setKind} />
        <Select<LimitPeriod> label="Period" value={period} options={PERIODS} onChange={setPeriod} />
      </div>
      <TextField
        label={`Amount (${currency})`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={set.isPending}>
          Review limit
        </Button>
        <Button type="button" variant="secondary" disabled={set.isPending} onClick={() => ask(true)}>
          Remove limit
        </Button>
      </div>
      {asking && (
        <Confirm
          title={asking.amount === null ? 'Remove this limit?' : 'Set this limit?'}
          confirmLabel={asking.amount === null ? 'Remove the limit' : 'Set the limit'}
          busy={set.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          {asking.amount === null
            ? `The ${what(asking).toLowerCase()} set by an operator ends at once.`
            : `${what(asking)}: ${money(Number(asking.amount), currency)}, in force at once; the player cannot raise or remove it.`}
        </Confirm>
      )}
      <Feedback error={set.error} done={done} />
    </form>
  );
}
