import { AUDIENCES, SEGMENTS } from '@croupier/contract/crm';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { CommonValues } from '../model/shared-values.ts';

const AUDIENCE_LABELS: Record<(typeof AUDIENCES)[number], string> = {
  everyone: 'Everyone',
  guests: 'Guests (not logged in)',
  players: 'Logged-in players',
};
const SEGMENT_LABELS: Record<(typeof SEGMENTS)[number], string> = {
  'deposited-last-7-days': 'Deposited in the last 7 days',
};

/** Who sees it (crm-targeting.ts), from when until when (UTC), and whether it is on. */
export function CommonFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CommonValues>();
  return (
    <>
      <fieldset className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-sm">Targeting</legend>
        <SelectField
          label="Audience"
          options={AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
          error={errors.targeting?.audience?.message}
          {...register('targeting.audience')}
        />
        <SelectField
          label="Segment"
          options={[
            { value: '', label: 'No segment' },
            ...SEGMENTS.map((s) => ({ value: s, label: SEGMENT_LABELS[s] })),
          ]}
          error={errors.targeting?.segment?.message}
          {...register('targeting.segment')}
        />
        <TextField
          label="Countries (codes, comma-separated; empty: all)"
          placeholder="US, CA"
          error={errors.targeting?.countries?.message}
          {...register('targeting.countries')}
        />
        <TextField
          label="Languages (codes, comma-separated; empty: all)"
          placeholder="en, de"
          error={errors.targeting?.languages?.message}
          {...register('targeting.languages')}
        />
      </fieldset>
      <fieldset className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-sm">Schedule (UTC)</legend>
        <TextField
          label="Starts (UTC; empty: now)"
          type="datetime-local"
          error={errors.startsAt?.message}
          {...register('startsAt')}
        />
        <TextField
          label="Ends (UTC; empty: never)"
          type="datetime-local"
          error={errors.endsAt?.message}
          {...register('endsAt')}
        />
        <Checkbox label="Enabled" error={errors.enabled?.message} {...register('enabled')} />
      </fieldset>
    </>
  );
}
