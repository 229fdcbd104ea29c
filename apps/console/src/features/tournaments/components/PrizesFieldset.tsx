import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { RewardTemplateSelect } from '../../../shared/rewards/RewardTemplateSelect.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { emptyPrize, type TournamentForm } from '../model/form.ts';

/** The prizes per place: a range of places each, winning money in the tournament's currency or a reward. */
export function PrizesFieldset({ form }: { form: TournamentForm }) {
  const { control, register, formState } = form;
  const prizes = useFieldArray({ control, name: 'prizes' });
  const values = useWatch({ control, name: 'prizes' });
  const currency = useWatch({ control, name: 'currency' });
  const errors = formState.errors.prizes;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">Prizes</legend>
      {listError && (
        <p role="alert" className="text-red-800 text-sm">
          {listError}
        </p>
      )}
      {prizes.fields.map((field, i) => {
        const n = i + 1;
        const e = errors?.[i];
        return (
          <fieldset key={field.id} className="flex flex-wrap items-end gap-2">
            <legend className="sr-only">{`Prize ${n}`}</legend>
            <TextField
              label={`Prize ${n}: from place`}
              inputMode="numeric"
              className="w-32"
              error={e?.placeFrom?.message}
              {...register(`prizes.${i}.placeFrom`)}
            />
            <TextField
              label={`Prize ${n}: to place`}
              inputMode="numeric"
              className="w-32"
              error={e?.placeTo?.message}
              {...register(`prizes.${i}.placeTo`)}
            />
            <SelectField label={`Prize ${n}: kind`} className="w-40" {...register(`prizes.${i}.kind`)}>
              <option value="amount">Money</option>
              <option value="reward">Reward</option>
            </SelectField>
            {values?.[i]?.kind === 'reward' ? (
              <Controller
                control={control}
                name={`prizes.${i}.templateUUID`}
                render={({ field: f }) => (
                  <RewardTemplateSelect
                    label={`Prize ${n}: reward`}
                    none="Choose a reward"
                    className="w-64"
                    error={e?.templateUUID?.message}
                    {...f}
                  />
                )}
              />
            ) : (
              <TextField
                label={`Prize ${n}: amount (${currency || 'currency'})`}
                inputMode="decimal"
                className="w-40"
                error={e?.amount?.message}
                {...register(`prizes.${i}.amount`)}
              />
            )}
            <Button variant="secondary" onClick={() => prizes.remove(i)}>
              Remove prize {n}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => {
          const last = Number(values?.at(-1)?.placeTo ?? 0) || 0;
          prizes.append(emptyPrize(last + 1));
        }}
      >
        Add a prize
      </Button>
    </fieldset>
  );
}
