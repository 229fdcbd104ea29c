import { TOURNAMENT_SCORING, type TournamentScoring } from '@croupier/contract/rules/tournaments';
import { type OperatorTournament, TournamentBody } from '@croupier/contract/tournaments';
import { Controller, useForm } from 'react-hook-form';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useSaveTournament } from '../api/save-tournament.ts';
import { fieldOf, type TournamentValues, toBody } from '../model/form.ts';
import { ContentFieldset } from './ContentFieldset.tsx';
import { GamePicker } from './GamePicker.tsx';
import { PrizesFieldset } from './PrizesFieldset.tsx';

export const SCORING_LABELS: Record<TournamentScoring, string> = {
  WAGERED: 'Amount wagered (a point per cent staked)',
  MULTIPLIER: 'Best win multiplier (×100)',
};

const resolver = contractResolver(TournamentBody, toBody, fieldOf);

/**
 * A tournament's settings, checked with the contract's `TournamentBody` before they are sent; a
 * refusal's field errors land on their fields, anything else above the button.
 */
export function TournamentForm({
  id,
  initial,
  onSaved,
}: {
  /** The tournament replaced; null: a new one. */
  id: string | null;
  initial: TournamentValues;
  onSaved(saved: OperatorTournament): void;
}) {
  const save = useSaveTournament(id);
  const form = useForm<TournamentValues, unknown, TournamentBody>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;

  const submit = async (body: TournamentBody) => {
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      const left = await showRefusal(error, form, fieldOf);
      if (left) setError('root.server', { message: left });
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="tournament-form-title"
      onSubmit={handleSubmit(submit)}
      className="space-y-6"
    >
      <h2 id="tournament-form-title" className="font-semibold text-xl">
        {id ? 'Settings' : 'New tournament'}
      </h2>
      <div className="grid max-w-3xl gap-4 md:grid-cols-2">
        <TextField label="Name (operators only)" error={errors.name?.message} {...register('name')} />
        <SelectField label="Scoring" error={errors.scoring?.message} {...register('scoring')}>
          {TOURNAMENT_SCORING.map((s) => (
            <option key={s} value={s}>
              {SCORING_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Currency"
          maxLength={3}
          error={errors.currency?.message}
          {...register('currency')}
        />
        <TextField
          label="Minimum stake that scores"
          inputMode="decimal"
          error={errors.minStake?.message}
          {...register('minStake')}
        />
        <TextField
          label="Starts (UTC)"
          type="datetime-local"
          error={errors.startsAt?.message}
          {...register('startsAt')}
        />
        <TextField
          label="Ends (UTC)"
          type="datetime-local"
          error={errors.endsAt?.message}
          {...register('endsAt')}
        />
      </div>
      <Controller
        control={control}
        name="games"
        render={({ field }) => (
          <GamePicker
            value={field.value}
            onChange={field.onChange}
            // The contract's rule is "at least one": said as what to do.
            error={
              errors.games && (field.value.length === 0 ? 'Choose at least one game.' : errors.games.message)
            }
          />
        )}
      />
      <PrizesFieldset form={form} />
      <ContentFieldset form={form} />
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {errors.root?.server?.message ?? errors.root?.form?.message}
      </p>
      <Button type="submit" disabled={formState.isSubmitting}>
        {id ? 'Save tournament' : 'Create tournament'}
      </Button>
    </form>
  );
}
