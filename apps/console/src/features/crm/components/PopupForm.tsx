import { PopupBody } from '@croupier/contract/crm';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextAreaField } from '../../../shared/ui/TextAreaField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { CrmItems } from '../api/crm-kinds.ts';
import { popupTypesQuery } from '../api/get-popup-types.ts';
import { type PopupValues, popupBody, popupValues } from '../model/popup-values.ts';
import { useCrmForm } from '../model/use-crm-form.ts';
import { ButtonsFields } from './ButtonsFields.tsx';
import { CommonFields } from './CommonFields.tsx';
import { CrmFormShell } from './CrmFormShell.tsx';
import { PopupPreview } from './Previews.tsx';

const FIELDS = [
  'name',
  'record_type',
  'data.title',
  'data.body',
  'data.image',
  'buttons',
  'excluded_pages',
  'maxViews',
  'priority',
];

/** Creates (`popup` null) or edits a web popup, with a preview drawn from the form as it is. */
export function PopupForm({
  popup,
  onDone,
}: {
  popup: CrmItems['popups'] | null;
  onDone(message: string | null): void;
}) {
  const types = useQuery(popupTypesQuery);
  const { form, submit, failure } = useCrmForm({
    kind: 'popups',
    id: popup?.id ?? null,
    schema: PopupBody,
    defaults: popupValues(popup),
    toBody: popupBody,
    fields: FIELDS,
    onSaved: (saved) => onDone(`Popup “${saved.name}” saved.`),
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const recordType = watch('record_type');
  const kinds = (types.data ?? []).map((t) => t.type.slice('type_'.length));
  if (!kinds.includes(recordType)) kinds.unshift(recordType);
  return (
    <CrmFormShell
      title={popup ? `Edit popup ${popup.name}` : 'New popup'}
      form={form}
      onSubmit={submit}
      onCancel={() => onDone(null)}
      saveLabel="Save popup"
      failure={failure}
      preview={<PopupPreview popup={popupBody(watch() as PopupValues)} types={types.data ?? []} />}
    >
      <TextField label="Name (for operators)" error={errors.name?.message} {...register('name')} />
      <SelectField
        label="Popup type"
        options={kinds.map((k) => ({ value: k, label: k }))}
        error={errors.record_type?.message}
        {...register('record_type')}
      />
      <TextField label="Title" error={errors.data?.title?.message} {...register('data.title')} />
      <TextAreaField label="Text" error={errors.data?.body?.message} {...register('data.body')} />
      <TextField
        label="Image address (https; optional)"
        error={errors.data?.image?.message}
        {...register('data.image')}
      />
      <ButtonsFields />
      <TextAreaField
        label="Pages it never shows on"
        hint="One path a line; a trailing * takes every page under it (/game/*)."
        error={errors.excluded_pages?.message}
        {...register('excluded_pages')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Shown to one viewer at most (times; empty: until clicked or closed)"
          inputMode="numeric"
          error={errors.maxViews?.message}
          {...register('maxViews')}
        />
        <TextField
          label="Priority (higher first)"
          inputMode="numeric"
          error={errors.priority?.message}
          {...register('priority')}
        />
      </div>
      <CommonFields />
    </CrmFormShell>
  );
}
