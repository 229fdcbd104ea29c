import { operatorsEndpoints } from '@croupier/contract/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { accountKeys } from './query-keys.ts';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export const changePassword = (body: PasswordChange) =>
  callEndpoint(operatorsEndpoints.operatorChangePassword, { body });

/** Changes the password; the platform ends the operator's other sessions, so their list is asked again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
