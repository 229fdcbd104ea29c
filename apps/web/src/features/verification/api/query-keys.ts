import { verificationKeys } from '../../../shared/verification/query-keys.ts';

/** The verification feature's own keys, under the shared verification root (a logout drops them). */
export const documentKeys = {
  player: (uuid: string) => [...verificationKeys.player(uuid), 'documents'] as const,
};
