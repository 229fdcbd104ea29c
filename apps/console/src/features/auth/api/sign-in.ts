import {
  type OperatorEnrolled,
  type OperatorSession,
  type OperatorSignInStep,
  operatorsEndpoints,
} from '@croupier/contract/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';
import { beginSession } from '../../../shared/session/operator.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** The second factor: the authenticator's six digits, or one of the recovery codes. */
export type SecondFactor = { code: string } | { recoveryCode: string };

export type SignInStep = OperatorSignInStep;
export type Session = z.infer<typeof OperatorSession>;
export type Enrolled = z.infer<typeof OperatorEnrolled>;

/**
 * The platform's sign-in, in its steps: the e-mail and password (or, the first time, the password
 * an enrolment link sets) answer the next step: enrol an authenticator (its QR code and secret) or
 * give its code. The enrolment's first code, or a code (or a recovery code) at the code step,
 * begins the session. The console's one door to those calls.
 */
export const signInCalls = {
  credentials: (body: Credentials): Promise<SignInStep> =>
    callEndpoint(operatorsEndpoints.operatorSignIn, { body }),
  activate: (body: { token: string; password: string }): Promise<SignInStep> =>
    callEndpoint(operatorsEndpoints.operatorActivate, { body }),
  enrol: (challenge: string, code: string): Promise<Enrolled> =>
    callEndpoint(operatorsEndpoints.operatorEnrol, { body: { challenge, code } }),
  secondFactor: (challenge: string, factor: SecondFactor): Promise<Session> =>
    callEndpoint(operatorsEndpoints.operatorVerify, { body: { challenge, ...factor } }),
};

/** The first step: the e-mail and password. */
export function useSubmitCredentials() {
  return useMutation({ mutationFn: (credentials: Credentials) => signInCalls.credentials(credentials) });
}

/** A new operator's enrolment link: the password they choose. */
export function useActivate() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => signInCalls.activate(body),
  });
}

/**
 * The authenticator's first code: the session begins (the operator is known) and the ten recovery
 * codes are answered, once.
 */
export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challenge, code }: { challenge: string; code: string }) =>
      signInCalls.enrol(challenge, code),
    onSuccess: (enrolled) => beginSession(queryClient, enrolled),
  });
}

/** The code step: the session begins and the console knows the signed-in operator. */
export function useSubmitCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challenge, factor }: { challenge: string; factor: SecondFactor }) =>
      signInCalls.secondFactor(challenge, factor),
    onSuccess: (session) => beginSession(queryClient, session),
  });
}
