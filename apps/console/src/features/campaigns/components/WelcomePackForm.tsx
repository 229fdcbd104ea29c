import { WelcomePackBody, type WelcomePackRecord } from '@croupier/contract/campaigns-operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { campaignsQuery } from '../api/list-campaigns.ts';
import { useSaveWelcomePack } from '../api/welcome-packs.ts';
import { errorUnder } from '../model/form-errors.ts';
import {
  NEW_WELCOME_PACK,
  toWelcomePackBody,
  type WelcomePackFormValues,
  type WelcomePackSubmit,
  welcomePackFormValues,
} from '../model/welcome-pack-form.ts';
import { HintedField, SelectField, TextAreaField } from './fields.tsx';

/** The body's paths of the default language's texts, as the form's fields. */
const FIELD_OF: Record<string, FieldPath<WelcomePackFormValues>> = {
  'content.en.title': 'title',
  'content.en.description': 'description',
  'content.en.steps': 'steps',
  content: 'title',
};
const fieldOf = (path: string): FieldPath<WelcomePackFormValues> =>
  FIELD_OF[path] ?? FIELD_OF[path.replace(/\.\d+$/, '')] ?? (path as FieldPath<WelcomePackFormValues>);

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
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const at = (field: string, bodyPath: string) => errorUnder(errors, field) ?? errorUnder(errors, bodyPath);
  const submit = async (body: WelcomePackSubmit) => {
    setFailure(null);
    try {
      await save.mutateAsync(body);
      onDone();
    } catch (error) {
      setFailure(await showRefusal(error, form, fieldOf));
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
        error={
          at('campaignUUID', 'campaignUUID') &&
          (watch('campaignUUID') ? at('campaignUUID', 'campaignUUID') : 'Choose a campaign.')
        }
        {...register('campaignUUID')}
      >
        <option value="">Choose a campaign</option>
        {campaigns.data?.map((c) => (
          <option key={c.campaignUUID} value={c.campaignUUID}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Title (en)"
        error={at('title', 'content.en.title') ?? errorUnder(errors, 'content')}
        {...register('title')}
      />
      <TextAreaField
        label="Description (en)"
        error={at('description', 'content.en.description')}
        {...register('description')}
      />
      <TextAreaField
        label="Steps (en)"
        hint="One step a line, in the order of the levels."
        error={at('steps', 'content.en.steps')}
        {...register('steps')}
      />
      <HintedField
        label="Icon address"
        hint="An https address. Empty: none."
        error={at('icon', 'icon')}
        {...register('icon')}
      />
      <HintedField
        label="Link after registration"
        hint="A path on the player site. Empty: the campaign's button link."
        error={at('buttonLink', 'buttonLink')}
        {...register('buttonLink')}
      />
      <HintedField
        label="Position"
        inputMode="numeric"
        hint="Smaller comes first."
        error={at('position', 'position')}
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
