import { useState } from 'react';
import { Button } from './Button.tsx';
import { Checkbox } from './Checkbox.tsx';
import { StepHeading } from './StepHeading.tsx';

/**
 * Recovery codes, shown this once: the heading takes focus, the codes are listed, and the operator
 * confirms they have saved them before going on.
 */
export function RecoveryCodes({
  codes,
  onSaved,
  headingLevel = 2,
}: {
  codes: readonly string[];
  onSaved(): void;
  headingLevel?: 1 | 2;
}) {
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <div className="space-y-4">
      <StepHeading level={headingLevel}>Save your recovery codes</StepHeading>
      <p className="text-slate-700 text-sm">
        Each code signs you in once if you lose your authenticator app. They are shown only now: keep them
        somewhere safe.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ol>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!saved) setError('Confirm that you have saved the recovery codes.');
          else onSaved();
        }}
      >
        <Checkbox
          label="I have saved them"
          checked={saved}
          error={error}
          onChange={(event) => {
            setSaved(event.target.checked);
            if (event.target.checked) setError(undefined);
          }}
        />
        <Button type="submit" className="w-full">
          Continue
        </Button>
      </form>
    </div>
  );
}
