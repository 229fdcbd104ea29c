import { type CallbackRequest, HandleCallbackBody } from '@croupier/contract/support';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../../shared/api/index.ts';
import { contractResolver, showRefusal } from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextAreaField } from '../../../shared/ui/TextAreaField.tsx';
import { useHandleCallbackRequest } from '../api/handle-callback-request.ts';
import { useReopenCallbackRequest } from '../api/reopen-callback-request.ts';

interface NoteValues {
  note: string;
}
const toBody = (v: NoteValues) => (v.note.trim() ? { note: v.note } : {});

/** Marks an open request handled, with a note of the call checked by the contract's schema. */
export function HandleCell({ request, onDone }: { request: CallbackRequest; onDone(message: string): void }) {
  const handle = useHandleCallbackRequest();
  const [writing, setWriting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NoteValues, unknown, z.output<typeof HandleCallbackBody>>({
    resolver: contractResolver(HandleCallbackBody, toBody),
    defaultValues: { note: '' },
  });
  const who = `the call-back to ${request.name}`;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await handle.mutateAsync({ id: request.id, note: body.note });
      onDone(`Marked ${who} handled.`);
    } catch (error) {
      setFailure(await showRefusal(error, form, undefined, ['note']));
    }
  });
  if (!writing)
    return (
      <Button variant="secondary" onClick={() => setWriting(true)} aria-label={`Handle ${who}…`}>
        Handle…
      </Button>
    );
  return (
    <form
      noValidate
      aria-label={`Handle ${who}`}
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        label="Note of the call (optional)"
        error={form.formState.errors.note?.message}
        autoFocus
        {...form.register('note')}
      />
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {failure}
      </p>
      <div className="flex gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting} aria-label={`Mark handled: ${who}`}>
          Mark handled
        </Button>
        <Button variant="secondary" onClick={() => setWriting(false)}>
          Back
        </Button>
      </div>
    </form>
  );
}

/** Puts a handled request back in the open queue. */
export function ReopenCell({ request, onDone }: { request: CallbackRequest; onDone(message: string): void }) {
  const reopen = useReopenCallbackRequest();
  const who = `the call-back to ${request.name}`;
  return (
    <span className="flex flex-col gap-1">
      <Button
        variant="secondary"
        disabled={reopen.isPending}
        aria-label={`Reopen ${who}`}
        onClick={() =>
          reopen.mutateAsync(request.id).then(
            () => onDone(`Reopened ${who}.`),
            () => undefined,
          )
        }
      >
        Reopen
      </Button>
      {reopen.isError && (
        <span role="alert" className="text-red-800 text-sm">
          {messageOf(reopen.error)}
        </span>
      )}
    </span>
  );
}
