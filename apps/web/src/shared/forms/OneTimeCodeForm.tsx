import { type ReactNode, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { TextField } from './fields.tsx';

/**
 * The code being typed, its error and its length (the send call may change it), for
 * `OneTimeCodeForm`: spread `field` on the form; typing clears the error.
 */
export function useCodeInput(initialLength: number) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [length, setLength] = useState(initialLength);
  const onCode = (next: string) => {
    setCode(next);
    setError(null);
  };
  return { code, setError, setLength, clear: () => onCode(''), field: { code, error, length, onCode } };
}

/**
 * A one-time code sent by SMS: the text saying where it went, the code (digits only, `length` of
 * them), what the caller adds under it (`children`), confirm (enabled once the code is whole) and
 * resend (its label counts down while it waits). Used by the registration's code step and the
 * phone verification; the caller holds the code, the calls and their errors.
 */
export function OneTimeCodeForm({
  text,
  label,
  length,
  code,
  onCode,
  error,
  busy,
  blocked = false,
  confirmLabel,
  onConfirm,
  resendLabel,
  resendDisabled,
  onResend,
  children,
}: {
  text: ReactNode;
  label: string;
  length: number;
  code: string;
  /** The code as typed (digits only); the caller clears its error here. */
  onCode: (code: string) => void;
  error: string | null;
  busy: boolean;
  /** Nothing more may be sent (too many attempts): confirm and resend are off. */
  blocked?: boolean;
  confirmLabel: string;
  onConfirm: () => void;
  resendLabel: string;
  resendDisabled: boolean;
  onResend: () => void;
  children?: ReactNode;
}) {
  const whole = code.length === length && /^\d+$/.test(code);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (whole && !busy && !blocked) onConfirm();
      }}
    >
      {text}
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={length}
        value={code}
        onChange={(e) => onCode(e.target.value.replace(/\D/g, '').slice(0, length))}
        error={error ?? undefined}
      />
      {children}
      <Button type="submit" disabled={!whole || busy || blocked}>
        {confirmLabel}
      </Button>
      <Button variant="ghost" disabled={resendDisabled || blocked} onClick={onResend}>
        {resendLabel}
      </Button>
    </form>
  );
}
