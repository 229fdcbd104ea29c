import { CALLBACK_FAIL, CallbackAnswer, supportEndpoints } from '@croupier/contract/support';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/index.ts';
import { baseUrl } from '../../../shared/config/index.ts';

export interface CallbackFields {
  /** The whole number as digits, the phone code first. */
  phone: string;
  name: string;
  brand: string;
  /** The logged-in player's uuid, or '' for a guest. */
  player_id: string;
}

/** The call-back API answered FAIL (001 §7): shown as `callback.errors.callback-fail`. */
export class CallbackFailed extends Error {
  constructor() {
    super('The call-back request was not taken');
  }
}

/**
 * `POST {callback api}/callback` (001 §7): a form (application/x-www-form-urlencoded) with phone,
 * brand, player_id and name, sent with the token when there is one. `FAIL` rejects with CallbackFailed.
 */
export async function requestCallback(fields: CallbackFields): Promise<void> {
  const endpoint = supportEndpoints.requestCallback;
  const answer = await apiClient.json(`${baseUrl(endpoint.base)}${endpoint.path}`, {
    method: endpoint.method,
    auth: endpoint.auth,
    body: new URLSearchParams({ ...fields }),
  });
  const parsed = CallbackAnswer.safeParse(typeof answer === 'string' ? answer.trim() : answer);
  if (!parsed.success || parsed.data === CALLBACK_FAIL) throw new CallbackFailed();
}

export const useRequestCallback = () => useMutation({ mutationFn: requestCallback });
