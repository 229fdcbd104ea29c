import { VERIFICATION } from '../api/query-keys.ts';

/** The verification keys more than one feature reads: the identity (KYC) status (profile page, KYC page). */
export const verificationKeys = {
  all: VERIFICATION,
  player: (uuid: string) => [...VERIFICATION, uuid] as const,
  kyc: (uuid: string) => [...VERIFICATION, uuid, 'kyc'] as const,
};
