import { WelcomePackBody, type WelcomePackRecord } from '@croupier/contract/campaigns-operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { errorUnder } from '../../../shared/forms/form-errors.ts';
import { LocaleTextsFieldset } from '../../../shared/forms/LocaleTextsFieldset.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { campaignsQuery } from '../api/list-campaigns.ts';
import { useSaveWelcomePack } from '../api/welcome-packs.ts';
import {
  emptyWelcomePackTexts,
  NEW_WELCOME_PACK,
  toWelcomePackBody,
  type WelcomePackFormValues,
  type WelcomePackSubmit,
  welcomePackFormValues,
} from '../model/welcome-pack-form.ts';
import { HintedField, SelectField, TextAreaField } from './fields.tsx';

/** A welcome pack: the campaign it offers, its texts, icon, link and order; checked by the contract's schema. */
export function WelcomePackForm({ pack, onDone }: { pack: WelcomePackRecord | null; onDone(): void }) {
  const save = useSaveWelcomePack(pack?.uid ?? null);
  const campaigns = useQuery(campaignsQuery);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<WelcomePackFormValues, unknown, WelcomePackSubmit>({
    resolver: contractResolver(WelcomePackBody, toWelcomePackBody),
    defaultValues: pack ? welcomePackFormValues(pack) : NEW_WELCOME_PACK,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { control, register, handleSubmit, formState, watch } = form;
  const content = useFieldArray({ control, name: 'content' });
  const [locale, setLocale] = useState('en');
  const errors = formState.errors;
  const at = (field: string) => errorUnder(errors, field);
  const submit = async (body: WelcomePackSubmit) => {
    setFailure(null);
    try {
      await save.mutateAsync(body);
      onDone();
    } catch (error) {
      setFailure(await showRefusal(error, form));
    }
  };
  const title = pack ? `Welcome pack ${pack.content.en?.title ?? ''}`.trim() : 'New welcome pack';
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={handleSubmit(submit)}
      className="grid gap-3 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2"
    >
      <h2 className="font-semibold text-lg sm:col-span-2">{title}</h2>
      <SelectField
        label="Campaign"
        error={at('campaignUUID') && (watch('campaignUUID') ? at('campaignUUID') : 'Choose a campaign.')}
        {...register('campaignUUID')}
      >
        <option value="">Choose a campaign</option>
        {campaigns.data?.map((c) => (
          <option key={c.campaignUUID} value={c.campaignUUID}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <LocaleTextsFieldset
          rows={content.fields}
          errors={errors}
          locale={locale}
          onLocaleChange={setLocale}
          onAdd={(added) => content.append(emptyWelcomePackTexts(added), { shouldFocus: false })}
          onRemove={content.remove}
        >
          {({ index: i, locale: shown }, textError) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={`Title (${shown})`}
                error={textError('title')}
                {...register(`content.${i}.title`)}
              />
              <TextAreaField
                label={`Description (${shown})`}
                error={textError('description')}
                {...register(`content.${i}.description`)}
              />
              <TextAreaField
                label={`Steps (${shown})`}
                hint="One step a line, in the order of the levels."
                error={textError('steps')}
                {...register(`content.${i}.steps`)}
              />
            </div>
          )}
        </LocaleTextsFieldset>
      </div>
      <HintedField
        label="Icon address"
        hint="An https address. Empty: none."
        error={at('icon')}
        {...register('icon')}
      />
      <HintedField
        label="Link after registration"
        hint="A path on the player site. Empty: the campaign's button link."
        error={at('buttonLink')}
        {...register('buttonLink')}
      />
      <HintedField
        label="Position"
        inputMode="numeric"
        hint="Smaller comes first."
        error={at('position')}
        {...register('position')}
      />
      <Checkbox className="self-end" label="The default pack" {...register('isDefault')} />
      <p role="alert" className="text-red-800 text-sm empty:hidden sm:col-span-2">
        {failure}
      </p>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {pack ? 'Save the welcome pack' : 'Create the welcome pack'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
      </div>
    </form>
  );
}
