import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createQueryClient, Providers } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { operatorKeys, type SignedInOperator } from '../shared/session/operator.ts';

/**
 * The console's routes at `path`, with the operator the session query answers (null: nobody;
 * undefined: the console asks the platform, which the test stubs).
 */
export function renderConsole(
  path: string,
  operator: SignedInOperator | null | undefined,
): { queryClient: QueryClient } {
  const queryClient = createQueryClient();
  if (operator !== undefined) queryClient.setQueryData(operatorKeys.me(), operator);
  render(
    <Providers client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { queryClient };
}

export const ADMIN: SignedInOperator = {
  id: '0b6f7c1e-4d2a-4c1b-9a43-5f2e8d7c6b5a',
  email: 'ada@croupier.test',
  roles: ['admin'],
  recoveryCodesLeft: 10,
};

export const FINANCE: SignedInOperator = {
  id: '5e1d2c3b-6a7f-4e8d-9c0b-1a2b3c4d5e6f',
  email: 'fin@croupier.test',
  roles: ['finance'],
  recoveryCodesLeft: 10,
};

export const MARKETING: SignedInOperator = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  email: 'mark@croupier.test',
  roles: ['marketing'],
  recoveryCodesLeft: 10,
};
