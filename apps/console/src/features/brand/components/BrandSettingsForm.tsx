import type { BrandSettings, BrandSettingsAnswer } from '@croupier/contract/brand-operator';
import { brandOperatorEndpoints } from '@croupier/contract/brand-operator';
import { type OperatorRole, rolesAllow } from '@croupier/contract/operator-roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver, showRefusal, topLevelField } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextAreaField } from '../../../shared/ui/TextAreaField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { brandSettingsQuery, useUpdateBrandSettings } from '../api/settings.ts';
import {
  SETTINGS_FIELDS,
  type SettingsValues,
  settingsFormSchema,
  toFormValues,
} from './settings-form-model.ts';

const FEATURES = [
  ['redeem', 'Voucher redeem'],
  ['sports', 'Sportsbook'],
  ['tournaments', 'Tournaments'],
  ['loyalty', 'Loyalty'],
  ['callback', 'Call-back requests'],
] as const;

/** The brand's settings; the form is the admin's to save, everyone else reads it. */
export function BrandSettingsForm({ roles }: { roles: readonly OperatorRole[] }) {
  const settings = useQuery(brandSettingsQuery);
  if (!settings.data) return settings.isError ? <p role="alert">The settings could not be loaded.</p> : null;
  return (
    <SettingsEditor
      answer={settings.data}
      mayChange={rolesAllow(brandOperatorEndpoints.updateBrandSettings.roles, roles)}
    />
  );
}

function SettingsEditor({ answer, mayChange }: { answer: BrandSettingsAnswer; mayChange: boolean }) {
  const update = useUpdateBrandSettings();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SettingsValues, unknown, BrandSettings>({
    resolver: contractResolver<SettingsValues, typeof settingsFormSchema>(
      settingsFormSchema,
      undefined,
      topLevelField,
    ),
    defaultValues: toFormValues(answer.settings),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const submit = async (settings: BrandSettings) => {
    setDone(false);
    setFailure(null);
    try {
      await update.mutateAsync(settings);
      setDone(true);
    } catch (error) {
      setFailure(await showRefusal(error, form, topLevelField, SETTINGS_FIELDS));
    }
  };
  const options = (list: string[]) => list.map((value) => ({ value, label: value }));
  return (
    <form
      noValidate
      aria-labelledby="settings-title"
      onSubmit={handleSubmit(submit)}
      className="space-y-5 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="settings-title" className="font-semibold text-lg">
        Brand settings
      </h2>
      <fieldset disabled={!mayChange} className="space-y-5">
        <fieldset>
          <legend className="font-medium text-slate-800 text-sm">Features</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {FEATURES.map(([name, words]) => (
              <Checkbox key={name} label={words} {...register(`features.${name}`)} />
            ))}
          </div>
          {errors.features?.message && <p className="text-red-800 text-sm">{errors.features.message}</p>}
        </fieldset>
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="font-medium text-slate-800 text-sm">Registration</legend>
          <SelectField
            label="Form"
            options={[
              { value: 'light', label: 'Light' },
              { value: 'full', label: 'Full' },
            ]}
            {...register('registration.template')}
          />
          <Checkbox label="One-time code" {...register('registration.oneTimeCode')} />
          <TextField
            label="Code length"
            type="number"
            error={errors.registration?.message}
            {...register('registration.otpLength', { valueAsNumber: true })}
          />
        </fieldset>
        <TextAreaField
          label="Registration field rules (JSON, per field)"
          rows={8}
          error={errors.fieldRules?.message}
          {...register('fieldRules')}
        />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            label="Languages (locales, such as en, de)"
            error={errors.locales?.message}
            {...register('locales')}
          />
          <TextField
            label="Default language"
            error={errors.defaultLocale?.message}
            {...register('defaultLocale')}
          />
          <SelectField
            label="Default country"
            options={options(answer.countries)}
            error={errors.defaultCountry?.message}
            {...register('defaultCountry')}
          />
          <SelectField
            label="Default currency"
            options={options(answer.currencies)}
            error={errors.defaultCurrency?.message}
            {...register('defaultCurrency')}
          />
        </div>
        <TextAreaField
          label="Payment settings (JSON: default deposit amounts, withdrawal limits per currency)"
          rows={8}
          error={errors.cashier?.message}
          {...register('cashier')}
        />
      </fieldset>
      {mayChange ? (
        <Button type="submit" disabled={isSubmitting}>
          Save settings
        </Button>
      ) : (
        <p className="text-slate-700 text-sm">Only an admin changes these settings.</p>
      )}
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {done ? 'Settings saved; players read them now.' : ''}
      </p>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {failure}
      </p>
    </form>
  );
}
