import { Button } from '../../../shared/ui/Button.tsx';
import { StepHeading } from '../../../shared/ui/StepHeading.tsx';

/**
 * A secret the platform answers this once (an enrolment link, an API key): its heading takes focus,
 * the value can be selected and copied, and "Done" puts it away for good.
 */
export function ShownOnce({
  title,
  label,
  value,
  note,
  onDone,
}: {
  title: string;
  label: string;
  value: string;
  note: string;
  onDone(): void;
}) {
  return (
    <div className="space-y-3 rounded border border-amber-300 bg-amber-50 p-4">
      <StepHeading>{title}</StepHeading>
      <p className="text-slate-800 text-sm">{note}</p>
      <dl>
        <dt className="font-medium text-slate-800 text-sm">{label}</dt>
        <dd className="mt-1 break-all rounded bg-white px-2 py-1 font-mono text-sm">{value}</dd>
      </dl>
      <Button onClick={onDone}>Done</Button>
    </div>
  );
}
