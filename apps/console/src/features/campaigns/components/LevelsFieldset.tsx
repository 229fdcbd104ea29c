import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { errorUnder, ownError } from '../../../shared/forms/form-errors.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { rewardTemplatesQuery } from '../api/list-reward-templates.ts';
import { emptyLevel } from '../model/campaign-form.ts';
import { HintedField, SelectField } from './fields.tsx';
import type { CampaignForm } from './form-types.ts';

const AMOUNTS_HINT = 'One amount per currency, separated by commas: USD 20.00, EUR 18.00.';

/** The levels in order: the reward template each grants, and what the trigger needs for it. */
export function LevelsFieldset({ form, locked }: { form: CampaignForm; locked: boolean }) {
  const { control, register, watch, formState } = form;
  const levels = useFieldArray({ control, name: 'levels' });
  const templates = useQuery(rewardTemplatesQuery);
  const trigger = watch('trigger');
  const errors = formState.errors;
  return (
    <fieldset disabled={locked} className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">Levels and rewards</legend>
      {locked && <p className="text-slate-700 text-sm">An active campaign keeps its trigger and levels.</p>}
      {templates.isError && (
        <p role="alert" className="text-red-800 text-sm">
          The reward templates could not be loaded.
        </p>
      )}
      {levels.fields.map((field, i) => (
        <div key={field.id} className="grid gap-3 border-slate-200 border-t pt-3 sm:grid-cols-3">
          <SelectField
            label={`Level ${i + 1} reward`}
            error={
              errorUnder(errors, `levels.${i}.templateUUID`) &&
              (watch(`levels.${i}.templateUUID`)
                ? errorUnder(errors, `levels.${i}.templateUUID`)
                : 'Choose a reward template.')
            }
            {...register(`levels.${i}.templateUUID`)}
          >
            <option value="">Choose a reward template</option>
            {templates.data?.map((t) => (
              <option key={t.templateUUID} value={t.templateUUID}>
                {t.name} ({t.kind}){t.enabled ? '' : ' — disabled'}
              </option>
            ))}
          </SelectField>
          {(trigger === 'deposit' || trigger === 'first-deposit') && (
            <HintedField
              label={`Level ${i + 1} smallest deposit`}
              hint={`${AMOUNTS_HINT} Empty: any deposit.`}
              error={errorUnder(errors, `levels.${i}.minDeposit`)}
              {...register(`levels.${i}.minDeposit`)}
            />
          )}
          {trigger === 'wager' && (
            <HintedField
              label={`Level ${i + 1} wagered amount`}
              hint={AMOUNTS_HINT}
              error={errorUnder(errors, `levels.${i}.wager`)}
              {...register(`levels.${i}.wager`)}
            />
          )}
          {levels.fields.length > 1 && (
            <div className="self-end">
              <Button variant="secondary" onClick={() => levels.remove(i)}>
                Remove level {i + 1}
              </Button>
            </div>
          )}
        </div>
      ))}
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {ownError(errors, 'levels')}
      </p>
      <div>
        <Button
          variant="secondary"
          disabled={levels.fields.length >= 10}
          onClick={() => levels.append(emptyLevel())}
        >
          Add a level
        </Button>
      </div>
    </fieldset>
  );
}
