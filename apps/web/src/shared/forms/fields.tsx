import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { FormField } from './FormField.tsx';

export { FieldErrors } from './FormField.tsx';

const inputClass =
  'focus-ring w-full rounded-lg border border-line bg-surface px-3 py-2 text-fg placeholder:text-muted aria-[invalid=true]:border-red-500';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  /** Values the error's messages name ('{{min}}'). */
  errorValues?: Record<string, string> | undefined;
  /** A line under the field, named by it while it has no error. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * What is typed left to right in every language: an e-mail, a phone number, a one-time code, an
 * amount. In a right-to-left page such a field keeps its characters in order (`dir="ltr"`: '+971 50',
 * not '50 971+') and its text on the page's side (`rtl:text-right`, beside its label).
 */
function typedLeftToRight({ type, inputMode, autoComplete }: InputHTMLAttributes<HTMLInputElement>): boolean {
  return (
    ['email', 'tel', 'url', 'number'].includes(type ?? '') ||
    ['email', 'tel', 'url', 'numeric', 'decimal'].includes(inputMode ?? '') ||
    autoComplete === 'one-time-code'
  );
}

/**
 * A labelled input whose errors are announced with it (aria-invalid, aria-describedby); an e-mail,
 * a phone number, a code or an amount reads left to right in every language (`dir` overrides).
 */
export function TextField({ label, error, errorValues, hint, className, ref, ...input }: TextFieldProps) {
  const dir = input.dir ?? (typedLeftToRight(input) ? 'ltr' : undefined);
  return (
    <FormField label={label} error={error} errorValues={errorValues} hint={hint} className={className}>
      {(control) => (
        <input
          ref={ref}
          className={dir === 'ltr' ? `${inputClass} rtl:text-right` : inputClass}
          {...control}
          {...input}
          dir={dir}
        />
      )}
    </FormField>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text box, announced like `TextField`. */
export function TextAreaField({ label, error, className, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => <textarea ref={ref} rows={3} className={inputClass} {...control} {...textarea} />}
    </FormField>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, options, error, className, ref, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <select ref={ref} className={inputClass} {...control} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type CheckboxFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** Text, or text with links (the terms a player accepts). */
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ label, error, className, ref, ...input }: CheckboxFieldProps) {
  return (
    <FormField label={label} error={error} className={className} inline>
      {(control) => (
        <input ref={ref} type="checkbox" className="focus-ring mt-1 size-4" {...control} {...input} />
      )}
    </FormField>
  );
}
