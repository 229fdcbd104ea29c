import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../shared/ui/Button.tsx';

/**
 * The frame of a CRM form: its heading, the fields, the preview beside them, and the buttons.
 * `onSubmit` is the form's `handleSubmit(…)`; `failure` is a refusal no field took.
 */
export function CrmFormShell({
  title,
  form,
  onSubmit,
  onCancel,
  saveLabel,
  failure,
  preview,
  children,
}: {
  title: string;
  // biome-ignore lint/suspicious/noExplicitAny: the shell is the same for every kind's values.
  form: UseFormReturn<any, any, any>;
  onSubmit(): void;
  onCancel(): void;
  saveLabel: string;
  failure: string | null;
  preview: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={title}
        className="grid gap-6 rounded border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="flex flex-col gap-3">
          <h2 className="font-semibold text-lg">{title}</h2>
          {children}
          <p role="alert" className="text-red-800 text-sm empty:hidden">
            {failure}
          </p>
          <div className="flex gap-2">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {saveLabel}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </div>
        <aside aria-label="Preview" className="flex flex-col gap-2">
          <h3 className="font-semibold">Preview</h3>
          <p className="text-slate-600 text-xs">
            As the player will see it: the console draws it from the form's data (its own small likeness of
            the player site, which keeps its own look).
          </p>
          {preview}
        </aside>
      </form>
    </FormProvider>
  );
}
