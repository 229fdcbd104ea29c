import { protectionBreaksEndpoints, type TakeBreakBody } from '@croupier/contract/protection-breaks';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/** Takes a time-out or a self-exclusion: the server ends every session at once; the card then logs out. */
export function takeBreak(body: TakeBreakBody) {
  return callEndpoint(protectionBreaksEndpoints.takeBreak, { body });
}

export const useTakeBreak = () => useMutation({ mutationFn: takeBreak });
