import { type ComponentProps, useId } from 'react';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled multi-line field with an optional hint; its error is tied to it as TextField's is. */
export function TextAreaField({ label, error, hint, className, ...area }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-slate-700 text-sm">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700"
        {...area}
      />
      {error && (
        <p id={errorId} className="mt-1 text-red-800 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
