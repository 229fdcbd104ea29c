import { LocaleCode } from '@croupier/contract/paging';
import { issueMessageKey } from '@croupier/contract/rules/messages';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { englishTexts, textOf } from '../../../shared/messages.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { emptyContent } from '../model/campaign-form.ts';
import { errorUnder, ownError } from '../model/form-errors.ts';
import { HintedField, SelectField, TextAreaField } from './fields.tsx';
import type { CampaignForm } from './form-types.ts';

/**
 * The campaign's texts, one language at a time: the default one (`en`) is required, others may be
 * added. `locale` is the language shown (the preview follows it).
 */
export function ContentFieldset({
  form,
  locale,
  onLocaleChange,
}: {
  form: CampaignForm;
  locale: string;
  onLocaleChange(locale: string): void;
}) {
  const { control, register, formState } = form;
  const content = useFieldArray({ control, name: 'content' });
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState<string | undefined>();
  const errors = formState.errors;
  const index = Math.max(
    0,
    content.fields.findIndex((f) => f.locale === locale),
  );
  const shown = content.fields[index]?.locale ?? 'en';
  const at = (field: string) => errorUnder(errors, `content.${shown}.${field}`);
  const add = async () => {
    const parsed = LocaleCode.safeParse(adding, { error: issueMessageKey });
    if (!parsed.success)
      return setAddError(textOf(parsed.error.issues[0]?.message ?? '', await englishTexts()));
    if (content.fields.some((f) => f.locale === parsed.data))
      return setAddError('That language is there already.');
    content.append(emptyContent(parsed.data), { shouldFocus: false });
    setAdding('');
    setAddError(undefined);
    onLocaleChange(parsed.data);
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">Texts</legend>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {ownError(errors, 'content')}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Language" value={shown} onChange={(e) => onLocaleChange(e.target.value)}>
          {content.fields.map((f) => (
            <option key={f.id} value={f.locale}>
              {f.locale}
              {errorUnder(errors, `content.${f.locale}`) ? ' (has errors)' : ''}
            </option>
          ))}
        </SelectField>
        <TextField
          label="New language code"
          value={adding}
          error={addError}
          onChange={(e) => setAdding(e.target.value)}
        />
        <Button variant="secondary" onClick={add}>
          Add the language
        </Button>
        {shown !== 'en' && (
          <Button
            variant="secondary"
            onClick={() => {
              content.remove(index);
              onLocaleChange('en');
            }}
          >
            Remove {shown}
          </Button>
        )}
      </div>
      {content.fields.map(
        (f, i) =>
          i === index && (
            <div key={f.id} className="grid gap-3 sm:grid-cols-2">
              <TextField label={`Title (${shown})`} error={at('title')} {...register(`content.${i}.title`)} />
              <HintedField
                label={`Button link (${shown})`}
                hint="A path on the player site, such as /deposit. Empty: none."
                error={at('buttonLink')}
                {...register(`content.${i}.buttonLink`)}
              />
              <TextAreaField
                label={`Description (${shown})`}
                error={at('description')}
                {...register(`content.${i}.description`)}
              />
              <TextAreaField
                label={`Terms (${shown})`}
                error={at('terms')}
                {...register(`content.${i}.terms`)}
              />
              <HintedField
                label={`Image address (${shown})`}
                hint="An https address. Empty: none."
                error={at('image')}
                {...register(`content.${i}.image`)}
              />
            </div>
          ),
      )}
    </fieldset>
  );
}
