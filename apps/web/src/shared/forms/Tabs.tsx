import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cx } from '../lib/cx.ts';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/**
 * A tab list (WAI-ARIA tabs): buttons with role tab, the selected one in the tab order, arrow keys
 * (mirrored right to left), Home and End move between them. The panel is labelled by `tabId(idPrefix, value)`.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
  idPrefix,
}: {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  idPrefix: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent<HTMLElement>, index: number) => {
    const last = items.length - 1;
    // Right to left (Arabic), the tabs run from the right: the left arrow goes on to the next one.
    const rtl = e.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const to =
      e.key === forward
        ? index === last
          ? 0
          : index + 1
        : e.key === back
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (to < 0) return;
    e.preventDefault();
    onChange(items[to]!.id);
    refs.current[to]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 rounded-lg bg-surface p-1">
      {items.map((item, index) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
            onKeyDown={(e) => move(e, index)}
            className={cx(
              'focus-ring flex-1 rounded-md px-3 py-1.5 font-medium text-sm',
              selected ? 'bg-surface-hover text-fg' : 'text-muted hover:text-fg',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/** The panel of a tab list; without tabs (a single choice) the content stands alone. */
export function TabPanel({
  idPrefix,
  value,
  tabbed,
  children,
}: {
  idPrefix: string;
  value: string;
  tabbed: boolean;
  children: ReactNode;
}) {
  if (!tabbed) return <>{children}</>;
  return (
    <div role="tabpanel" id={panelId(idPrefix)} aria-labelledby={tabId(idPrefix, value)}>
      {children}
    </div>
  );
}
