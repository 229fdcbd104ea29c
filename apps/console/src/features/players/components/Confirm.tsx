import { useId } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';

/** A question asked before a consequential write: confirm or go back. */
export function Confirm(props: {
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const id = useId();
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="mt-3 rounded border border-amber-500 bg-amber-50 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {props.title}
      </h3>
      <div id={`${id}-text`} className="mt-1 text-slate-800 text-sm">
        {props.children}
      </div>
      <div className="mt-3 flex gap-2">
        <Button onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
