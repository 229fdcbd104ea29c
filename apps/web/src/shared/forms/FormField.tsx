import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../lib/cx.ts';
import { KEY_LIST_SEPARATOR, MESSAGE_SEPARATOR } from './rules.ts';

/** Texts joined by commas, each but the last without its full stop: 'Expired, Not in your country.' */
const joinTexts = (texts: string[]) =>
  texts.map((text, i) => (i < texts.length - 1 ? text.replace(/\.$/, '') : text)).join(', ');

/** The messages of a field, one line each, translated (a line of several keys joined by commas). */
export function FieldErrors({
  id,
  error,
  values,
  alert = false,
}: {
  id: string;
  error?: string | undefined;
  /** Values the messages name ('{{min}}'), the same for every message of the field. */
  values?: Record<string, string> | undefined;
  /** Announced at once (role alert): an error that comes from a submit, not from typing. */
  alert?: boolean;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div id={id} role={alert ? 'alert' : undefined} className="text-red-300 text-sm">
      {error.split(MESSAGE_SEPARATOR).map((line) => (
        <p key={line}>{joinTexts(line.split(KEY_LIST_SEPARATOR).map((key) => t(key, values ?? {})))}</p>
      ))}
    </div>
  );
}

/** What a field's control takes so its label and its messages belong to it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form field: its label, the control (the slot, given the id and the aria attributes) and its
 * messages, announced with it: `aria-invalid` while it has an error, `aria-describedby` naming the
 * error (or the hint when there is none). `inline` puts the label after the control (a checkbox);
 * `alert` announces the error at once.
 */
export function FormField({
  label,
  error,
  errorValues,
  hint,
  inline = false,
  alert = false,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  /** Values the error's messages name (FieldErrors). */
  errorValues?: Record<string, string> | undefined;
  hint?: ReactNode;
  inline?: boolean;
  alert?: boolean;
  className?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : hint ? hintId : undefined,
  });
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      {inline ? (
        <div className="flex items-start gap-2">
          {control}
          <label htmlFor={id} className="text-sm">
            {label}
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="font-medium text-sm">
            {label}
          </label>
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className="text-muted text-xs">
          {hint}
        </p>
      )}
      <FieldErrors id={errorId} error={error} values={errorValues} alert={alert} />
    </div>
  );
}
