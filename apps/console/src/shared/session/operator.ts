import type { OperatorRole } from '@croupier/contract/operator-roles';
import { type OperatorMe, operatorsEndpoints } from '@croupier/contract/operators';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint, isSignedOutError, mayHaveSession, rememberCsrfToken } from '../api/index.ts';

/** The operator the console shows as signed in: the platform's "my account" answer. */
export type SignedInOperator = z.infer<typeof OperatorMe>;
export type { OperatorRole };

export const operatorKeys = {
  all: ['operator'] as const,
  me: () => [...operatorKeys.all, 'me'] as const,
};

/** Who is signed in, or null: the console's one source of the operator. */
export async function fetchSignedInOperator(): Promise<SignedInOperator | null> {
  if (!mayHaveSession()) return null;
  try {
    return await callEndpoint(operatorsEndpoints.operatorAccount);
  } catch (error) {
    if (isSignedOutError(error)) return null;
    throw error;
  }
}

export const operatorQuery = queryOptions({
  queryKey: operatorKeys.me(),
  queryFn: fetchSignedInOperator,
  staleTime: 60_000,
  retry: false,
});

/** The signed-in operator (null when nobody is) and whether the console is still asking. */
export function useOperator(): { operator: SignedInOperator | null; isPending: boolean } {
  const { data, isPending } = useQuery(operatorQuery);
  return { operator: data ?? null, isPending };
}

/**
 * Forgets everything the console knew of the session: every query but the operator's is dropped
 * and nobody is signed in, so the shell shows the sign-in page.
 */
export function forgetSession(queryClient: QueryClient): void {
  rememberCsrfToken(null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== operatorKeys.all[0] });
  queryClient.setQueryData(operatorKeys.me(), null);
}

/** A session begun (sign-in, enrolment): its CSRF token kept, the operator known, nothing older kept. */
export function beginSession(
  queryClient: QueryClient,
  session: { operator: SignedInOperator; csrfToken: string },
): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== operatorKeys.all[0] });
  rememberCsrfToken(session.csrfToken);
  queryClient.setQueryData(operatorKeys.me(), session.operator);
}
