import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messageOf } from '../../../shared/api/index.ts';
import { PRODUCT_NAME } from '../../../shared/base.ts';
import { paths } from '../../../shared/paths.ts';
import { type Credentials, type SignInStep, useSubmitCredentials } from '../api/sign-in.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { CredentialsForm } from '../components/CredentialsForm.tsx';
import { SecondFactorSteps } from '../components/SecondFactorSteps.tsx';

/** Where to go once signed in: the page the operator was sent away from, if it was the console's. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}

const signInFailed = (error: unknown) => messageOf(error, 'Signing in failed. Try again.');

/** Signing in: e-mail and password, then the second factor (or, the first time, its enrolment). */
export default function SignInPage() {
  const [step, setStep] = useState<SignInStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const credentials = useSubmitCredentials();
  const navigate = useNavigate();
  const location = useLocation();

  const submitCredentials = async (values: Credentials) => {
    setError(null);
    try {
      setStep(await credentials.mutateAsync(values));
    } catch (failure) {
      setError(signInFailed(failure));
    }
  };

  return (
    <AuthCard title="Sign in" productName={PRODUCT_NAME} error={error}>
      {step === null ? (
        <CredentialsForm onSubmit={submitCredentials} />
      ) : (
        <SecondFactorSteps
          step={step}
          onSignedIn={() => navigate(returnPath(location.state), { replace: true })}
          onFailure={(failure) => setError(failure === null ? null : signInFailed(failure))}
          onBack={() => {
            setError(null);
            setStep(null);
          }}
        />
      )}
    </AuthCard>
  );
}
