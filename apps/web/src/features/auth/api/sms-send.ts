import { authEndpoints } from '@croupier/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /sms/send`: sends the registration one-time code. */
export function sendRegistrationCode(body: z.input<NonNullable<(typeof authEndpoints.smsSend)['body']>>) {
  return callEndpoint(authEndpoints.smsSend, { body });
}

export const useSendRegistrationCode = () => useMutation({ mutationFn: sendRegistrationCode });
