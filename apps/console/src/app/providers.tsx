import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { onSignedOut } from '../shared/api/index.ts';
import { forgetSession } from '../shared/session/operator.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // An operator's screens show what is true now: a refused call is not retried behind their back.
      queries: { retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/** The query cache, emptied when a call finds the session over, so the shell sends the operator to sign in. */
export function Providers({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => onSignedOut(() => forgetSession(queryClient)), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
