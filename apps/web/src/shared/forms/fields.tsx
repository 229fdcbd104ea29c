import { type InputHTMLAttributes, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../lib/cx.ts';
import { MESSAGE_SEPARATOR } from './rules.ts';

const inputClass =
  'focus-ring w-full rounded-lg border border-line bg-surface px-3 py-2 text-fg placeholder:text-muted aria-[invalid=true]:border-red-500';

/** The messages of a field, one line each, translated. */
export function FieldErrors({ id, error }: { id: string; error?: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div id={id} className="text-red-300 text-sm">
      {error.split(MESSAGE_SEPARATOR).map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose errors are announced with it (aria-invalid, aria-describedby). */
export function TextField({ label, error, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...input}
      />
      <FieldErrors id={errorId} error={error} />
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, options, error, className, ref, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={errorId} error={error} />
    </div>
  );
}

type CheckboxFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ label, error, className, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="focus-ring mt-1 size-4"
          {...input}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldErrors id={errorId} error={error} />
    </div>
  );
}
