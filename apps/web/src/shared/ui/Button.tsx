import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cx } from '../lib/cx.ts';

type Variant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-primary text-primary-contrast hover:brightness-110',
  secondary: 'bg-surface-raised text-fg hover:bg-surface-hover border border-line',
  ghost: 'bg-transparent text-fg hover:bg-surface-hover',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** React 19 passes `ref` as a prop; it reaches the button with the rest. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold text-sm transition',
        'focus-ring disabled:cursor-not-allowed disabled:opacity-50',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

/**
 * For a form's submit button (`onMouseDown`): pressing it leaves focus in the field, so the field's
 * on-blur validation cannot add or remove a message, and move the button, between press and
 * release, which would lose the click. The submit validates every field anyway.
 */
export function keepFocusOnPress(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}
