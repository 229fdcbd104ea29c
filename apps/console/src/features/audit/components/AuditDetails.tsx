import { useId, useState } from 'react';

interface Props {
  /** Names the entry for a screen reader (each row has its own button). */
  label: string;
  body: unknown;
  before: unknown;
  after: unknown;
}

const PARTS = [
  ['Request', 'body'],
  ['Before', 'before'],
  ['After', 'after'],
] as const;

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/**
 * An audit entry's request and what it changed (its target before and after the write), as
 * formatted JSON behind a disclosure button.
 */
export function AuditDetails(props: Props) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div>
      <button
        type="button"
        className="cursor-pointer underline"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={`Details of ${props.label}`}
        onClick={() => setOpen((was) => !was)}
      >
        Details
      </button>
      <section id={panel} aria-label={`Details of ${props.label}`} hidden={!open}>
        {open && (
          <dl className="mt-1 max-w-md space-y-1 text-xs">
            {PARTS.map(([title, part]) => (
              <div key={part}>
                <dt className="font-semibold">{title}</dt>
                <dd>
                  <pre className="whitespace-pre-wrap [overflow-wrap:anywhere]">{shown(props[part])}</pre>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
