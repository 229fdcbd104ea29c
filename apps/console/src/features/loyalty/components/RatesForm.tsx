import { LoyaltyRatesBody } from '@croupier/contract/loyalty';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { type RatesBody, ratesQuery, useSetRates } from '../api/loyalty.ts';

interface RateValues {
  currency: string;
  points: string;
}
interface Values {
  rates: RateValues[];
}

const toBody = (v: Values): RatesBody => ({
  rates: Object.fromEntries(
    v.rates.map((r) => [
      r.currency.trim().toUpperCase(),
      r.points.trim() === '' ? Number.NaN : Number(r.points),
    ]),
  ),
});
/** `rates.USD` is the row of USD; a bad code's issue lands on its currency field. */
function fieldOf(path: string, values: Values): string | null {
  const [head, currency] = path.split('.');
  if (head !== 'rates' || currency === undefined) return null;
  const row = values.rates.findIndex((r) => r.currency.trim().toUpperCase() === currency);
  if (row < 0) return null;
  return /^[A-Z]{3}$/.test(currency) ? `rates.${row}.points` : `rates.${row}.currency`;
}
const resolver = contractResolver(LoyaltyRatesBody, toBody, fieldOf);

/** Points per 1.00 staked in each currency; a currency left out earns none. */
export function RatesForm() {
  const rates = useQuery(ratesQuery);
  if (!rates.data)
    return rates.isError ? (
      <p role="alert" className="text-red-800">
        The rates could not be loaded. {rates.error.message}
      </p>
    ) : (
      <p role="status">Loading the rates…</p>
    );
  return (
    <RatesEditor
      initial={Object.entries(rates.data.rates).map(([currency, points]) => ({
        currency,
        points: String(points),
      }))}
    />
  );
}

function RatesEditor({ initial }: { initial: RateValues[] }) {
  const save = useSetRates();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, unknown, RatesBody>({
    defaultValues: { rates: initial },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const rows = useFieldArray({ control, name: 'rates' });
  const errors = formState.errors;

  const submit = async (body: RatesBody) => {
    setSaved(false);
    try {
      await save.mutateAsync(body);
      setSaved(true);
    } catch (error) {
      const left = await showRefusal(error, form, fieldOf);
      if (left) setError('root.server', { message: left });
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="rates-title"
      onSubmit={handleSubmit(submit)}
      className="space-y-4 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="rates-title" className="font-semibold text-lg">
        Points per 1.00 staked
      </h2>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {errors.root?.form?.message ?? errors.root?.server?.message}
      </p>
      {rows.fields.map((field, i) => {
        const n = i + 1;
        const e = errors.rates?.[i];
        return (
          <fieldset key={field.id} className="flex flex-wrap items-end gap-2">
            <legend className="sr-only">{`Rate ${n}`}</legend>
            <TextField
              label={`Rate ${n}: currency`}
              maxLength={3}
              className="w-32"
              error={e?.currency?.message}
              {...register(`rates.${i}.currency`)}
            />
            <TextField
              label={`Rate ${n}: points`}
              inputMode="numeric"
              className="w-32"
              error={e?.points?.message}
              {...register(`rates.${i}.points`)}
            />
            <Button variant="secondary" onClick={() => rows.remove(i)}>
              Remove rate {n}
            </Button>
          </fieldset>
        );
      })}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => rows.append({ currency: '', points: '' })}>
          Add a currency
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          Save rates
        </Button>
      </div>
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {saved ? 'Rates saved.' : ''}
      </p>
    </form>
  );
}
