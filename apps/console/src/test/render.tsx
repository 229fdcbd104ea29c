import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createQueryClient, Providers } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { operatorKeys, type SignedInOperator } from '../shared/session/operator.ts';

/** The console's routes at `path`, with the operator the session query answers (null: nobody). */
export function renderConsole(path: string, operator: SignedInOperator | null): { queryClient: QueryClient } {
  const queryClient = createQueryClient();
  queryClient.setQueryData(operatorKeys.me(), operator);
  render(
    <Providers client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { queryClient };
}

export const ADMIN: SignedInOperator = { email: 'ada@croupier.test', displayName: 'Ada', roles: ['admin'] };
