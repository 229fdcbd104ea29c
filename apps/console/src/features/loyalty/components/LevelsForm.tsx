import { LoyaltyLevelsBody } from '@croupier/contract/loyalty';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { RewardTemplateSelect } from '../../../shared/rewards/RewardTemplateSelect.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { type LevelsBody, levelsQuery, useSetLevels } from '../api/loyalty.ts';

interface LevelValues {
  key: string;
  name: string;
  threshold: string;
  templateUUID: string;
}
interface Values {
  levels: LevelValues[];
}

const toBody = (v: Values): LevelsBody => ({
  levels: v.levels.map((l) => ({
    key: l.key,
    name: l.name,
    threshold: l.threshold.trim() === '' ? Number.NaN : Number(l.threshold),
    templateUUID: l.templateUUID || null,
  })),
});
// The list's own rule (unique keys, rising thresholds) shows above the levels.
const fieldOf = (path: string) => (path === 'levels' ? null : path);
const resolver = contractResolver(LoyaltyLevelsBody, toBody, fieldOf);

/** The levels, lowest first: their keys, names, point thresholds and the reward each grants once. */
export function LevelsForm() {
  const levels = useQuery(levelsQuery);
  if (!levels.data)
    return levels.isError ? (
      <p role="alert" className="text-red-800">
        The levels could not be loaded. {levels.error.message}
      </p>
    ) : (
      <p role="status">Loading the levels…</p>
    );
  return (
    <LevelsEditor
      initial={levels.data.levels.map((l) => ({
        key: l.key,
        name: l.name,
        threshold: String(l.threshold),
        templateUUID: l.templateUUID ?? '',
      }))}
    />
  );
}

function LevelsEditor({ initial }: { initial: LevelValues[] }) {
  const save = useSetLevels();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, unknown, LevelsBody>({
    defaultValues: { levels: initial },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const rows = useFieldArray({ control, name: 'levels' });
  const errors = formState.errors;

  const submit = async (body: LevelsBody) => {
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
      aria-labelledby="levels-title"
      onSubmit={handleSubmit(submit)}
      className="space-y-4 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="levels-title" className="font-semibold text-lg">
        Levels
      </h2>
      <p className="text-slate-700 text-sm">
        A player reaches a level at its threshold of points; thresholds rise from the first level. A level's
        reward is granted once, when it is reached.
      </p>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {errors.root?.form?.message ?? errors.root?.server?.message}
      </p>
      {rows.fields.map((field, i) => {
        const n = i + 1;
        const e = errors.levels?.[i];
        return (
          <fieldset key={field.id} className="flex flex-wrap items-end gap-2">
            <legend className="sr-only">{`Level ${n}`}</legend>
            <TextField
              label={`Level ${n}: key`}
              className="w-36"
              error={e?.key?.message}
              {...register(`levels.${i}.key`)}
            />
            <TextField
              label={`Level ${n}: name`}
              className="w-44"
              error={e?.name?.message}
              {...register(`levels.${i}.name`)}
            />
            <TextField
              label={`Level ${n}: points to reach`}
              inputMode="numeric"
              className="w-40"
              error={e?.threshold?.message}
              {...register(`levels.${i}.threshold`)}
            />
            <Controller
              control={control}
              name={`levels.${i}.templateUUID`}
              render={({ field: f }) => (
                <RewardTemplateSelect
                  label={`Level ${n}: reward`}
                  none="No reward"
                  className="w-64"
                  error={e?.templateUUID?.message}
                  {...f}
                />
              )}
            />
            <Button variant="secondary" onClick={() => rows.remove(i)}>
              Remove level {n}
            </Button>
          </fieldset>
        );
      })}
      <div className="flex gap-2">
        <Button
          variant="secondary"
          onClick={() => rows.append({ key: '', name: '', threshold: '', templateUUID: '' })}
        >
          Add a level
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          Save levels
        </Button>
      </div>
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {saved ? 'Levels saved.' : ''}
      </p>
    </form>
  );
}
