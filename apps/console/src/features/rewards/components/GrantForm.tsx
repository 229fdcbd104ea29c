import {
  BulkGrantBody,
  type BulkGrantInvalid,
  type RewardTemplate,
} from '@croupier/contract/rewards-operator';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError, messageOf } from '../../../shared/api/index.ts';
import { contractResolver, topLevelField } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextAreaField } from '../../../shared/ui/TextAreaField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useGrantRewards } from '../api/grant-rewards.ts';
import { type ListRow, listProblem, PROBLEM_TEXT, parsePlayerList } from '../model/player-list.ts';
import { rewardsWording } from '../model/wording.ts';
import { InvalidRows } from './InvalidRows.tsx';

interface GrantValues {
  templateUUID: string;
  reason: string;
  players: string;
}
/** What the list is granted with: the template and the reason, as the contract checks them. */
type Chosen = Pick<BulkGrantBody, 'templateUUID' | 'reason'>;
const resolver = contractResolver(
  BulkGrantBody.pick({ templateUUID: true, reason: true }),
  (v: GrantValues) => ({ templateUUID: v.templateUUID, reason: v.reason }),
  topLevelField,
  rewardsWording<GrantValues>({ templateUUID: 'Choose the reward to grant.' }),
);

/** A checked list: its rows with their problems, the ids sent, and the key its grant goes with. */
interface Checked {
  rows: ListRow[];
  ids: string[];
  grantKey: string;
}

/** The server's verdict on the ids sent, put on the rows they came from. */
function withServerProblems(rows: ListRow[], invalid: readonly BulkGrantInvalid[]): ListRow[] {
  const sent = rows.filter((r) => r.problem === null);
  const marked = new Map(invalid.map((i) => [sent[i.index], PROBLEM_TEXT[i.problem]]));
  return rows.map((r) => ({ ...r, problem: marked.get(r) ?? r.problem }));
}

/**
 * Grants a template's reward to one player or to a list (typed, or a CSV file's first column). Every
 * row is checked first: its form in the browser, then whether the player exists and the reward has
 * an amount in their currency, by the platform without granting anything. Only a list with no bad
 * row can be granted, and the platform grants it whole or not at all.
 */
export function GrantForm({ templates }: { templates: readonly RewardTemplate[] }) {
  const grant = useGrantRewards();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<GrantValues, unknown, Chosen>({
    resolver,
    defaultValues: { templateUUID: '', reason: '', players: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  // A change to the list or the reward asks for a new check.
  useEffect(() => {
    const sub = watch(() => setChecked(null));
    return () => sub.unsubscribe();
  }, [watch]);

  const check = async (chosen: Chosen) => {
    setDone(null);
    const rows = parsePlayerList(form.getValues('players'));
    const problem = listProblem(rows);
    if (problem) return setError('players', { message: problem }, { shouldFocus: true });
    const ids = rows.filter((r) => r.problem === null).map((r) => r.value);
    const grantKey = crypto.randomUUID();
    try {
      const answer =
        ids.length === 0
          ? { invalid: [] }
          : await grant.mutateAsync({
              ...chosen,
              playerUUIDs: ids,
              grantKey,
              dryRun: true,
            });
      setChecked({ rows: withServerProblems(rows, answer.invalid), ids, grantKey });
    } catch (error) {
      setError('root', { message: messageOf(error) });
    }
  };

  const send = async (chosen: Chosen, list: Checked) => {
    try {
      const answer = await grant.mutateAsync({
        ...chosen,
        playerUUIDs: list.ids,
        grantKey: list.grantKey,
      });
      setValue('players', '');
      setChecked(null);
      setDone(`Granted the reward to ${answer.granted} ${answer.granted === 1 ? 'player' : 'players'}.`);
    } catch (error) {
      const invalid = isApiError(error)
        ? (error.details.invalid as BulkGrantInvalid[] | undefined)
        : undefined;
      if (invalid) setChecked({ ...list, rows: withServerProblems(list.rows, invalid) });
      setError('root', { message: messageOf(error) });
    }
  };

  const bad = checked?.rows.filter((r) => r.problem !== null) ?? [];
  const options = [
    { value: '', label: 'Choose a reward template' },
    ...templates.filter((t) => t.enabled).map((t) => ({ value: t.templateUUID, label: t.name })),
  ];
  return (
    <form
      noValidate
      aria-labelledby="grant-form-title"
      onSubmit={handleSubmit(check)}
      className="space-y-4 rounded border border-slate-200 bg-white p-4"
    >
      <h3 id="grant-form-title" className="font-semibold">
        Grant a reward
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="Reward template"
          options={options}
          {...register('templateUUID')}
          error={errors.templateUUID?.message}
        />
        <TextField
          label="Reason"
          hint="Kept with each reward."
          {...register('reason')}
          error={errors.reason?.message}
        />
      </div>
      <TextAreaField
        label="Player ids"
        hint="One player id per line, or choose a CSV file: its first column is read, a header line left out."
        rows={5}
        {...register('players')}
        error={errors.players?.message}
      />
      <TextField
        label="CSV file of player ids"
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (file) setValue('players', await file.text(), { shouldDirty: true });
        }}
      />
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {errors.root?.form?.message ?? errors.root?.message}
      </p>
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {done ??
          (checked && bad.length === 0 ? `All ${checked.ids.length} players can have this reward.` : '')}
      </p>
      {bad.length > 0 && <InvalidRows rows={bad} />}
      <div className="flex gap-2">
        <Button type="submit" variant={checked ? 'secondary' : 'primary'} disabled={isSubmitting}>
          Check players
        </Button>
        {checked && bad.length === 0 && (
          <Button disabled={grant.isPending} onClick={handleSubmit((chosen) => send(chosen, checked))}>
            Grant to {checked.ids.length} {checked.ids.length === 1 ? 'player' : 'players'}
          </Button>
        )}
      </div>
    </form>
  );
}
