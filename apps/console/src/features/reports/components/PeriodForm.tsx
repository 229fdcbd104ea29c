import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { type PeriodErrors, periodErrors, type ReportPeriod } from '../model/period.ts';

interface PeriodFormProps {
  value: ReportPeriod;
  currencies: readonly string[];
  onSubmit(period: ReportPeriod): void;
}

/** The report's period (first and last UTC day) and currency, checked on submit. */
export function PeriodForm({ value, currencies, onSubmit }: PeriodFormProps) {
  const [period, setPeriod] = useState(value);
  const [errors, setErrors] = useState<PeriodErrors>({});
  const currencyId = useId();
  const set = (field: keyof ReportPeriod) => (event: { target: { value: string } }) =>
    setPeriod((p) => ({ ...p, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(period, Date.now());
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(period);
  };
  const options =
    currencies.includes(period.currency) || period.currency === ''
      ? currencies
      : [period.currency, ...currencies];

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Report period"
      className="flex flex-wrap items-start gap-4 rounded border border-slate-200 bg-white p-4"
    >
      <TextField
        label="First day"
        type="date"
        value={period.from}
        onChange={set('from')}
        error={errors.from}
      />
      <TextField label="Last day" type="date" value={period.to} onChange={set('to')} error={errors.to} />
      <div>
        <label htmlFor={currencyId} className="block font-medium text-slate-800 text-sm">
          Currency
        </label>
        <select
          id={currencyId}
          value={period.currency}
          onChange={set('currency')}
          className="mt-1 block rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-blue-700"
        >
          {options.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className="mt-6">
        Show report
      </Button>
    </form>
  );
}
