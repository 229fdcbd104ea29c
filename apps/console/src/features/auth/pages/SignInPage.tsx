import { isApiError } from '@croupier/client';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/base.ts';
import { paths } from '../../../shared/paths.ts';
import { type Credentials, useSubmitCode, useSubmitCredentials } from '../api/sign-in.ts';
import { CodeForm } from '../components/CodeForm.tsx';
import { CredentialsForm } from '../components/CredentialsForm.tsx';

function messageOf(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return 'Signing in failed. Try again.';
}

/** Where to go once signed in: the page the operator was sent away from, if it was the console's. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}

/** Signing in: e-mail and password, then the second factor. */
export default function SignInPage() {
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [error, setError] = useState<string | null>(null);
  const credentials = useSubmitCredentials();
  const code = useSubmitCode();
  const navigate = useNavigate();
  const location = useLocation();

  const submitCredentials = async (values: Credentials) => {
    setError(null);
    try {
      await credentials.mutateAsync(values);
      setStep('code');
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  const submitCode = async (value: string) => {
    setError(null);
    try {
      await code.mutateAsync(value);
      navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 pt-24 text-slate-900">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p className="font-bold text-lg">{PRODUCT_NAME}</p>
        <h1 className="mt-4 font-bold text-2xl">Sign in</h1>
        {step === 'code' && (
          <p className="mt-2 text-slate-700 text-sm">
            Enter the code your authenticator app shows, or one of your recovery codes.
          </p>
        )}
        <div role="alert" className="mt-4 text-red-800 text-sm empty:hidden">
          {error}
        </div>
        <div className="mt-4">
          {step === 'credentials' ? (
            <CredentialsForm onSubmit={submitCredentials} />
          ) : (
            <CodeForm
              onSubmit={submitCode}
              onBack={() => {
                setError(null);
                setStep('credentials');
              }}
            />
          )}
        </div>
      </div>
    </main>
  );
}
