import { queryOptions, useQuery } from '@tanstack/react-query';

/** The operator the console shows as signed in. */
export interface SignedInOperator {
  email: string;
  displayName?: string;
  roles: readonly string[];
}

export const operatorKeys = {
  all: ['operator'] as const,
  me: () => [...operatorKeys.all, 'me'] as const,
};

/**
 * Who is signed in, or null: the console's one source of the operator. It is where the platform's
 * "current operator" GET call plugs in (`callEndpoint(…)`, answering null on a 401); until the
 * platform offers that call nobody is signed in, so every screen leads to the sign-in page.
 */
export async function fetchSignedInOperator(): Promise<SignedInOperator | null> {
  return null;
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
