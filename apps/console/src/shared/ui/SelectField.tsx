import { type ComponentProps, useId } from 'react';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  /** Each choice's value and words. */
  options: readonly (readonly [string, string])[];
  error?: string | undefined;
};

/** A labelled choice; its error is tied to it, as `TextField`'s. */
export function SelectField({ label, options, error, className, ...select }: SelectFieldProps) {
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
        className="mt-1 block rounded border border-slate-400 bg-white px-2 py-2 text-slate-900 aria-invalid:border-red-700"
        {...select}
      >
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
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
