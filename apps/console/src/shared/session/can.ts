import type { Endpoint } from '@croupier/contract/http';
import { rolesAllow } from '@croupier/contract/operator-roles';
import { useOperator } from './operator.ts';

/** Whether the signed-in operator's roles allow the call (the server decides; this hides what it would refuse). */
export function useCan(): (endpoint: Endpoint) => boolean {
  const { operator } = useOperator();
  return (endpoint) =>
    rolesAllow(endpoint.roles, (operator?.roles ?? []) as Parameters<typeof rolesAllow>[1]);
}
