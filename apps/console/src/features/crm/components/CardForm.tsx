import { CardBody } from '@croupier/contract/crm';
import { TextAreaField } from '../../../shared/ui/TextAreaField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { CrmItems } from '../api/crm-kinds.ts';
import { type CardValues, cardBody, cardValues } from '../model/card-values.ts';
import { useCrmForm } from '../model/use-crm-form.ts';
import { CommonFields } from './CommonFields.tsx';
import { CrmFormShell } from './CrmFormShell.tsx';
import { CardPreview } from './Previews.tsx';

const FIELDS = ['name', 'title', 'body', 'image', 'buttonLabel', 'url'];

/** Creates (`card` null) or edits a content card, with a preview drawn from the form as it is. */
export function CardForm({
  card,
  onDone,
}: {
  card: CrmItems['cards'] | null;
  onDone(message: string | null): void;
}) {
  const { form, submit, failure } = useCrmForm({
    kind: 'cards',
    id: card?.id ?? null,
    schema: CardBody,
    defaults: cardValues(card),
    toBody: cardBody,
    fields: FIELDS,
    onSaved: (saved) => onDone(`Card “${saved.name}” saved.`),
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  return (
    <CrmFormShell
      title={card ? `Edit card ${card.name}` : 'New content card'}
      form={form}
      onSubmit={submit}
      onCancel={() => onDone(null)}
      saveLabel="Save card"
      failure={failure}
      preview={<CardPreview card={cardBody(watch() as CardValues)} />}
    >
      <TextField label="Name (for operators)" error={errors.name?.message} {...register('name')} />
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Text" error={errors.body?.message} {...register('body')} />
      <TextField
        label="Image address (https; optional)"
        error={errors.image?.message}
        {...register('image')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Button label (optional)"
          error={errors.buttonLabel?.message}
          {...register('buttonLabel')}
        />
        <TextField
          label="Button link (a site path or https link)"
          error={errors.url?.message}
          {...register('url')}
        />
      </div>
      <CommonFields />
    </CrmFormShell>
  );
}
