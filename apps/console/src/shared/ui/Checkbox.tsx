import { type ComponentProps, useId } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: string;
  error?: string | undefined;
};

/** A labelled checkbox; its error is tied to it and read out when shown. */
export function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="size-4 accent-blue-800"
          {...input}
        />
        <label htmlFor={id} className="text-slate-800 text-sm">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-red-800 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
