import { type ComponentProps, useId } from 'react';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  error?: string | undefined;
};

/** A labelled text area; its error is tied to it, as TextField's. */
export function TextAreaField({ label, error, className, ...area }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
