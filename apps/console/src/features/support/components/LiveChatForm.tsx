import { LiveChatConfig, LiveChatKind } from '@croupier/contract/content';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField } from '../../../shared/ui/SelectField.tsx';
import { TextAreaField } from '../../../shared/ui/TextAreaField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useUpdateLiveChatSettings } from '../api/update-live-chat-settings.ts';
import {
  type LiveChatValues,
  liveChatBody,
  liveChatFields,
  liveChatValues,
  placeLiveChatIssue,
} from '../model/live-chat-values.ts';

const KIND_LABELS: Record<LiveChatKind, string> = {
  LIVECHAT: 'LiveChat',
  TAWK: 'Tawk.to',
  FRESHDESK: 'Freshdesk (Freshchat)',
  ZENDESK: 'Zendesk',
  NONE: 'No chat',
};

/** The live-chat widget per language (`default` for the rest) and the pages it stays off. */
export function LiveChatForm({ settings }: { settings: LiveChatConfig }) {
  const save = useUpdateLiveChatSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const form = useForm<LiveChatValues, unknown, LiveChatConfig>({
    resolver: contractResolver(LiveChatConfig, liveChatBody, placeLiveChatIssue),
    defaultValues: liveChatValues(settings),
  });
  const rows = useFieldArray({ control: form.control, name: 'groups' });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaid('');
    try {
      form.reset(liveChatValues(await save.mutateAsync(body)));
      setSaid('Live-chat settings saved.');
    } catch (error) {
      setFailure(await showRefusal(error, form, placeLiveChatIssue, liveChatFields(form.getValues())));
    }
  });
  return (
    <form
      noValidate
      aria-label="Live-chat settings"
      className="flex max-w-4xl flex-col gap-4 rounded border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {rows.fields.map((field, i) => {
        const e = errors.groups?.[i];
        const name = form.watch(`groups.${i}.language`) || `row ${i + 1}`;
        return (
          <fieldset key={field.id} className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-3">
            <legend className="px-1 font-semibold text-sm">Language {name}</legend>
            <TextField
              label={`Language ${i + 1} (code, or default)`}
              error={e?.language?.message}
              {...register(`groups.${i}.language`)}
            />
            <SelectField
              label={`Widget ${i + 1}`}
              options={LiveChatKind.options.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
              error={e?.kind?.message}
              {...register(`groups.${i}.kind`)}
            />
            <TextField
              label={`Account key ${i + 1}`}
              error={e?.key?.message}
              {...register(`groups.${i}.key`)}
            />
            <TextField
              label={`Group ${i + 1} (optional)`}
              error={e?.group?.message}
              {...register(`groups.${i}.group`)}
            />
            <TextField
              label={`Script address ${i + 1} (optional)`}
              error={e?.scriptUrl?.message}
              {...register(`groups.${i}.scriptUrl`)}
            />
            <div className="flex items-end">
              <Button variant="secondary" onClick={() => rows.remove(i)}>
                Remove {name}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {errors.groups?.message && <p className="text-red-800 text-sm">{errors.groups.message}</p>}
      <div>
        <Button
          variant="secondary"
          onClick={() => rows.append({ language: '', kind: 'NONE', key: '', group: '', scriptUrl: '' })}
        >
          Add a language
        </Button>
      </div>
      <TextAreaField
        label="Pages without the chat"
        hint="One path a line; a path hides its pages too (/game)."
        error={errors.hiddenOn?.message}
        {...register('hiddenOn')}
      />
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {failure}
      </p>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          Save live-chat settings
        </Button>
        <p role="status" className="text-green-900 text-sm">
          {said}
        </p>
      </div>
    </form>
  );
}
