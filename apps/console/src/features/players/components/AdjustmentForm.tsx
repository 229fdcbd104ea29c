import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { type AdjustmentInput, useCreateAdjustment } from '../api/create-adjustment.ts';
import { money } from '../model.ts';
import { Confirm } from './Confirm.tsx';
import { Feedback } from './Feedback.tsx';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * A manual credit or debit of the player's real balance with a reason. Asked once more before it
 * is sent; above the currency's threshold it then waits for a second operator.
 */
export function AdjustmentForm({ uuid, currency }: { uuid: string; currency: string }) {
  const create = useCreateAdjustment(uuid);
  const [direction, setDirection] = useState<AdjustmentInput['direction']>('CREDIT');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [asking, setAsking] = useState<AdjustmentInput | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.reset();
    setDone(null);
    const found = {
      ...(!AMOUNT.test(amount.trim()) || Number(amount) <= 0
        ? { amount: 'Enter an amount above zero, like 10.00.' }
        : {}),
      ...(reason.trim().length < 3 ? { reason: 'Say why, in a few words.' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0)
      setAsking({ direction, amount: amount.trim(), currency, reason: reason.trim() });
  };
  const confirm = async () => {
    if (!asking) return;
    try {
      const made = await create.mutateAsync(asking);
      setDone(
        made.status === 'APPLIED'
          ? `${money(made.amount, made.currency)} ${made.direction === 'CREDIT' ? 'credited' : 'debited'}.`
          : `${money(made.amount, made.currency)} waits for another operator's approval.`,
      );
      setAsking(null);
      setAmount('');
      setReason('');
    } catch {
      setAsking(null);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="adjust-title" className="space-y-3" noValidate>
      <h3 id="adjust-title" className="font-semibold">
        Manual adjustment
      </h3>
      <fieldset className="flex gap-4">
        <legend className="font-medium text-slate-800 text-sm">Direction</legend>
        {(['CREDIT', 'DEBIT'] as const).map((d) => (
          <label key={d} className="flex items-center gap-1 text-sm">
            <input type="radio" name="direction" checked={direction === d} onChange={() => setDirection(d)} />
            {d === 'CREDIT' ? 'Credit' : 'Debit'}
          </label>
        ))}
      </fieldset>
      <TextField
        label={`Amount (${currency})`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount}
      />
      <TextField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
      />
      <Button type="submit" disabled={create.isPending}>
        Review adjustment
      </Button>
      {asking && (
        <Confirm
          title="Make this adjustment?"
          confirmLabel={asking.direction === 'CREDIT' ? 'Credit the player' : 'Debit the player'}
          busy={create.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          {asking.direction === 'CREDIT' ? 'Credit' : 'Debit'} {money(Number(asking.amount), currency)} for “
          {asking.reason}”. Above the approval threshold it waits for another operator.
        </Confirm>
      )}
      <Feedback error={create.error} done={done} />
    </form>
  );
}
