import { type RewardTemplate, RewardTemplateBody } from '@croupier/contract/rewards-operator';
import { REWARD_KINDS } from '@croupier/contract/rules/rewards';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { LocaleTextsFieldset } from '../../../shared/forms/LocaleTextsFieldset.tsx';
import { DEFAULT_LOCALE } from '../../../shared/forms/locale-texts.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextAreaField } from '../../../shared/ui/TextAreaField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useSaveTemplate } from '../api/save-template.ts';
import {
  emptyTemplateTexts,
  KIND_LABELS,
  NEW_TEMPLATE,
  type TemplateValues,
  templateBody,
  templateFieldOf,
  templateValues,
} from '../model/template-form.ts';
import { rewardsWording } from '../model/wording.ts';

const PER_CURRENCY = 'Per currency, like USD 10.00, EUR 10.00.';
const KINDS = REWARD_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));
const resolver = contractResolver(
  RewardTemplateBody,
  templateBody,
  templateFieldOf,
  rewardsWording<TemplateValues>(),
);

/**
 * A reward template, new or edited: what it grants, its wagering and contribution settings. The body
 * is checked against the contract's schema before it is sent; the platform's refusals (an unknown
 * currency or game) land beside their fields.
 */
export function TemplateForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: RewardTemplate | null;
  /** Said where the page keeps it: an edited template's form closes. */
  onSaved(message: string): void;
  onCancel(): void;
}) {
  const save = useSaveTemplate();
  const form = useForm<TemplateValues, unknown, RewardTemplateBody>({
    resolver,
    defaultValues: editing ? templateValues(editing) : NEW_TEMPLATE,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const content = useFieldArray({ control, name: 'content' });
  const [locale, setLocale] = useState(DEFAULT_LOCALE);
  const kind = watch('kind');
  const title = editing ? `Edit ${editing.name}` : 'New reward template';

  const submit = async (body: RewardTemplateBody) => {
    try {
      const made = await save.mutateAsync({
        ...(editing && { templateUUID: editing.templateUUID }),
        body,
      });
      if (!editing) {
        reset(NEW_TEMPLATE);
        setLocale(DEFAULT_LOCALE);
      }
      onSaved(`Saved the template ${made.name}.`);
    } catch (error) {
      const left = await showRefusal(error, form, templateFieldOf);
      if (left) setError('root', { message: left });
    }
  };
  const field = (name: Exclude<keyof TemplateValues, 'content'>) => ({
    ...register(name),
    error: errors[name]?.message,
  });

  return (
    <form
      noValidate
      aria-labelledby="template-form-title"
      onSubmit={handleSubmit(submit)}
      className="space-y-4 rounded border border-slate-200 bg-white p-4"
    >
      <h3 id="template-form-title" className="font-semibold">
        {title}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField label="Kind" options={KINDS} {...field('kind')} />
        <TextField label="Name (operators see it)" {...field('name')} />
        <TextField
          label="Amounts"
          hint={kind === 'FREE-SPIN' ? `The stake of one spin. ${PER_CURRENCY}` : PER_CURRENCY}
          {...field('amounts')}
        />
        {kind === 'BONUS' && (
          <TextField
            label="Deposit percent"
            hint="Empty: a fixed bonus."
            inputMode="numeric"
            {...field('depositPercent')}
          />
        )}
        {kind === 'BONUS' && (
          <TextField label="Smallest deposit" hint={PER_CURRENCY} {...field('minDeposit')} />
        )}
        {kind === 'FREE-SPIN' && (
          <TextField label="Game of the free spins" hint="The game's slug." {...field('freeSpinsGame')} />
        )}
        {kind === 'FREE-SPIN' && (
          <TextField label="Number of spins" inputMode="numeric" {...field('freeSpinsCount')} />
        )}
      </div>
      <LocaleTextsFieldset
        legend="Texts (players see them)"
        rows={content.fields}
        errors={errors}
        locale={locale}
        onLocaleChange={setLocale}
        onAdd={(added) => content.append(emptyTemplateTexts(added), { shouldFocus: false })}
        onRemove={content.remove}
      >
        {({ index: i, locale: shown }, textError) => (
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label={`Title (${shown})`}
              error={textError('title')}
              {...register(`content.${i}.title`)}
            />
            <TextField
              label={`Image address (${shown})`}
              hint="An https address. Empty: none."
              error={textError('image')}
              {...register(`content.${i}.image`)}
            />
            <TextAreaField
              label={`Description (${shown})`}
              rows={2}
              error={textError('description')}
              {...register(`content.${i}.description`)}
            />
            <TextAreaField
              label={`Terms (${shown})`}
              rows={3}
              error={textError('terms')}
              {...register(`content.${i}.terms`)}
            />
          </div>
        )}
      </LocaleTextsFieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="font-semibold text-sm">Wagering</legend>
        <TextField label="Wagering multiplier" inputMode="decimal" {...field('wageringMultiplier')} />
        <TextField label="Default contribution (%)" inputMode="decimal" {...field('defaultContribution')} />
        <TextField
          label="Contributions by game category (%)"
          hint="Like table-games 10, slots 100."
          {...field('contributions')}
        />
        <TextField label="Most converted to real money" hint={PER_CURRENCY} {...field('maxConversion')} />
        <TextField label="Largest bet while active" hint={PER_CURRENCY} {...field('maxBet')} />
        <TextField label="Sports contribution (%)" inputMode="decimal" {...field('sportsContribution')} />
        <TextField label="Sports smallest total odds" inputMode="decimal" {...field('sportsMinOdds')} />
        <TextField label="Days to claim" inputMode="numeric" {...field('claimDays')} />
        <TextField label="Days to wager" inputMode="numeric" {...field('validDays')} />
      </fieldset>
      <Checkbox label="Enabled" {...register('enabled')} />
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {errors.root?.form?.message ?? errors.root?.message}
      </p>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {editing ? 'Save template' : 'Create template'}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel editing
          </Button>
        )}
      </div>
    </form>
  );
}
