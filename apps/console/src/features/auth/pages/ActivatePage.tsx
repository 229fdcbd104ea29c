import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fieldErrorsOf, messageOf } from '../../../shared/api/index.ts';
import { PRODUCT_NAME } from '../../../shared/base.ts';
import { paths } from '../../../shared/paths.ts';
import { type SignInStep, useActivate } from '../api/sign-in.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import { SecondFactorSteps } from '../components/SecondFactorSteps.tsx';

/**
 * A new operator's one-time enrolment link (`/activate#<token>`: after `#`, so no server logs it):
 * they choose a password, enrol their authenticator and keep their recovery codes, then they are
 * signed in.
 */
export default function ActivatePage() {
  const token = useLocation().hash.replace(/^#/, '');
  const [step, setStep] = useState<SignInStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const activate = useActivate();
  const navigate = useNavigate();

  if (!token) {
    return (
      <AuthCard title="Activate your account" productName={PRODUCT_NAME} error={null}>
        <p className="text-slate-700">
          This link is incomplete. Open the whole enrolment link you were given, or ask an admin for a new
          one.
        </p>
      </AuthCard>
    );
  }

  const submitPassword = async (password: string) => {
    setError(null);
    setFieldErrors({});
    try {
      setStep(await activate.mutateAsync({ token, password }));
    } catch (failure) {
      const fields = await fieldErrorsOf(failure);
      setFieldErrors(fields);
      setError(fields.password ? null : messageOf(failure, 'Activating failed. Try again.'));
    }
  };

  return (
    <AuthCard title="Activate your account" productName={PRODUCT_NAME} error={error}>
      {step === null ? (
        <>
          <p className="mb-4 text-slate-700 text-sm">
            Choose your password, then set up your authenticator app.
          </p>
          <NewPasswordForm onSubmit={submitPassword} fieldErrors={fieldErrors} />
        </>
      ) : (
        <SecondFactorSteps
          step={step}
          onSignedIn={() => navigate(paths.home, { replace: true })}
          onFailure={(failure) =>
            setError(failure === null ? null : messageOf(failure, 'That did not work. Try again.'))
          }
        />
      )}
    </AuthCard>
  );
}
