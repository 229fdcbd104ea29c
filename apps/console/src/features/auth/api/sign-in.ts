import { ApiError } from '@croupier/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorKeys, type SignedInOperator } from '../../../shared/session/operator.ts';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The platform's sign-in, in its two steps: the e-mail and password, then the second factor (a code
 * from the authenticator app, or a recovery code) that answers the signed-in operator. The console's
 * one door to those calls: each step plugs the platform's call in here. A platform without operator
 * sign-in answers that it is unavailable.
 */
export const signInCalls = {
  async credentials(_credentials: Credentials): Promise<void> {
    throw unavailable();
  },
  async secondFactor(_code: string): Promise<SignedInOperator> {
    throw unavailable();
  },
};

function unavailable(): ApiError {
  return new ApiError({
    status: 503,
    code: 'error.unavailable',
    message: 'Operator sign-in is not available on this platform.',
  });
}

/** The first step: the e-mail and password. */
export function useSubmitCredentials() {
  return useMutation({ mutationFn: (credentials: Credentials) => signInCalls.credentials(credentials) });
}

/** The second step: the code; the console then knows the signed-in operator. */
export function useSubmitCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => signInCalls.secondFactor(code),
    onSuccess: (operator) => queryClient.setQueryData(operatorKeys.me(), operator),
  });
}
