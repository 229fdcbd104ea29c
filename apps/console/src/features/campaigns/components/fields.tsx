import { type ComponentProps, type ReactNode, useId } from 'react';

/*
 * A select and a text area in the look of the shared TextField: labelled, a hint and an error tied
 * to the control (`aria-describedby`), `aria-invalid` while wrong.
 */

const CONTROL =
  'mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700';

function Described({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-slate-600 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-red-800 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

type Common = { label: string; hint?: string | undefined; error?: string | undefined };

export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: Omit<ComponentProps<'select'>, 'id'> & Common) {
  const id = useId();
  return (
    <Described id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={CONTROL}
        {...select}
      >
        {children}
      </select>
    </Described>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...area
}: Omit<ComponentProps<'textarea'>, 'id'> & Common) {
  const id = useId();
  return (
    <Described id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={CONTROL}
        {...area}
      />
    </Described>
  );
}

/** A text input with a hint under it (the shared TextField has none). */
export function HintedField({
  label,
  hint,
  error,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & Common) {
  const id = useId();
  return (
    <Described id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={CONTROL}
        {...input}
      />
    </Described>
  );
}
