import { type ComponentProps, useId } from 'react';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
};

/** A labelled choice; its error is tied to it (`aria-invalid`, `aria-describedby`) as TextField's is. */
export function SelectField({ label, error, options, className, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700"
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-red-800 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
