import { useState } from 'react';
import { RecoveryCodes } from '../../../shared/ui/RecoveryCodes.tsx';
import { type SecondFactor, type SignInStep, useEnrol, useSubmitCode } from '../api/sign-in.ts';
import { CodeForm } from './CodeForm.tsx';
import { EnrolForm } from './EnrolForm.tsx';

/**
 * What follows a right password: the code step, or the authenticator's enrolment and then the ten
 * recovery codes, shown once. `onSignedIn` runs when the operator may go on to the console;
 * `onFailure` gets each refusal, `onBack` returns to the password.
 */
export function SecondFactorSteps({
  step,
  onSignedIn,
  onFailure,
  onBack,
}: {
  step: SignInStep;
  onSignedIn(): void;
  onFailure(error: unknown | null): void;
  onBack?: () => void;
}) {
  const enrol = useEnrol();
  const verify = useSubmitCode();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onSaved={onSignedIn} />;

  if (step.step === 'enrol') {
    return (
      <EnrolForm
        qrCode={step.qrCode}
        secret={step.secret}
        onSubmit={async (code) => {
          onFailure(null);
          try {
            const enrolled = await enrol.mutateAsync({ challenge: step.challenge, code });
            setRecoveryCodes(enrolled.recoveryCodes);
          } catch (failure) {
            onFailure(failure);
          }
        }}
      />
    );
  }
  return (
    <>
      <p className="mb-4 text-slate-700 text-sm">
        Enter the code your authenticator app shows, or one of your recovery codes.
      </p>
      <CodeForm
        onBack={onBack}
        onSubmit={async (factor: SecondFactor) => {
          onFailure(null);
          try {
            await verify.mutateAsync({ challenge: step.challenge, factor });
            onSignedIn();
          } catch (failure) {
            onFailure(failure);
          }
        }}
      />
    </>
  );
}
