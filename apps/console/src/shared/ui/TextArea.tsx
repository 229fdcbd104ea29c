import { type ComponentProps, useId } from 'react';

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & { label: string; error?: string | undefined };

/** A labelled multi-line input; its error is tied to it, as `TextField`'s. */
export function TextArea({ label, error, className, ...input }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 font-mono text-slate-900 text-sm focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700"
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-red-800 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
