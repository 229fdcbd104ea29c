import { useFieldArray } from 'react-hook-form';
import { LocaleTextsFieldset } from '../../../shared/forms/LocaleTextsFieldset.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { emptyContent } from '../model/campaign-form.ts';
import { HintedField, TextAreaField } from './fields.tsx';
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
  return (
    <LocaleTextsFieldset
      rows={content.fields}
      errors={formState.errors}
      locale={locale}
      onLocaleChange={onLocaleChange}
      onAdd={(added) => content.append(emptyContent(added), { shouldFocus: false })}
      onRemove={content.remove}
    >
      {({ index: i, locale: shown }, at) => (
        <div className="grid gap-3 sm:grid-cols-2">
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
          <TextAreaField label={`Terms (${shown})`} error={at('terms')} {...register(`content.${i}.terms`)} />
          <HintedField
            label={`Image address (${shown})`}
            hint="An https address. Empty: none."
            error={at('image')}
            {...register(`content.${i}.image`)}
          />
        </div>
      )}
    </LocaleTextsFieldset>
  );
}
