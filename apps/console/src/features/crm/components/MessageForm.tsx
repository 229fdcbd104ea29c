import { MESSAGE_KINDS, MessageBody } from '@croupier/contract/crm';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextAreaField } from '../../../shared/ui/TextAreaField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { CrmItems } from '../api/crm-kinds.ts';
import { type MessageValues, messageBody, messageValues } from '../model/message-values.ts';
import { useCrmForm } from '../model/use-crm-form.ts';
import { CommonFields } from './CommonFields.tsx';
import { CrmFormShell } from './CrmFormShell.tsx';
import { MessagePreview } from './Previews.tsx';

const FIELDS = ['kind', 'title', 'body', 'url'];
export const MESSAGE_KIND_LABELS: Record<(typeof MESSAGE_KINDS)[number], string> = {
  instant: 'Instant message (must be acknowledged)',
  notification: 'Notification (notification centre)',
};

/** Creates (`message` null) or edits an instant message or notification, with its preview. */
export function MessageForm({
  message,
  onDone,
}: {
  message: CrmItems['messages'] | null;
  onDone(message: string | null): void;
}) {
  const { form, submit, failure } = useCrmForm({
    kind: 'messages',
    id: message?.id ?? null,
    schema: MessageBody,
    defaults: messageValues(message),
    toBody: messageBody,
    fields: FIELDS,
    onSaved: (saved) => onDone(`Message “${saved.title}” saved.`),
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  return (
    <CrmFormShell
      title={message ? `Edit message ${message.title}` : 'New message'}
      form={form}
      onSubmit={submit}
      onCancel={() => onDone(null)}
      saveLabel="Save message"
      failure={failure}
      preview={<MessagePreview message={messageBody(watch() as MessageValues)} />}
    >
      <SelectField
        label="Kind"
        options={MESSAGE_KINDS.map((k) => ({ value: k, label: MESSAGE_KIND_LABELS[k] }))}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextAreaField label="Text" error={errors.body?.message} {...register('body')} />
      <TextField
        label="Link (a site path or https link; optional)"
        error={errors.url?.message}
        {...register('url')}
      />
      <CommonFields />
    </CrmFormShell>
  );
}
