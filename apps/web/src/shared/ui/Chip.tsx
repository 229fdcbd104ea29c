import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../lib/cx.ts';

const chipClass = (on: boolean) =>
  cx(
    'focus-ring shrink-0 whitespace-nowrap rounded-full border px-4 py-1.5 font-medium text-sm transition',
    on
      ? 'border-primary bg-primary text-primary-contrast'
      : 'border-line bg-surface text-fg hover:bg-surface-hover',
  );

/** A toggle button; `aria-pressed` tells assistive technology which chip is on. */
export function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={chipClass(pressed)}>
      {children}
    </button>
  );
}

/** A chip that is a page of its own (a category's address): `aria-current` marks the one shown. */
export function ChipLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link to={to} aria-current={current ? 'page' : undefined} className={chipClass(current)}>
      {children}
    </Link>
  );
}

export function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle chips, not a form fieldset
    <div role="group" aria-label={label} className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
      {children}
    </div>
  );
}
