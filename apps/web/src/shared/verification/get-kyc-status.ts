import { COOKIE_MAX_AGE_S } from '@croupier/contract/constants';
import { verificationEndpoints } from '@croupier/contract/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '../api/index.ts';
import { deleteCookie, setCookie } from '../lib/cookies.ts';
import { KYC_VERIFIED_COOKIE } from '../session/index.ts';
import { verificationKeys } from './query-keys.ts';

/**
 * The player's KYC status (000 §3, §4): VERIFIED sets the verified cookie; a 404 means never
 * checked, which reads as NOT_VERIFIED (and clears the cookie).
 */
export async function getKycVerified(id: string, signal?: AbortSignal): Promise<boolean> {
  let verified = false;
  try {
    const answer = await callEndpoint(verificationEndpoints.kycStatus, { params: { id }, signal });
    verified = answer.status === 'VERIFIED';
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  if (verified) setCookie(KYC_VERIFIED_COOKIE, 'true', COOKIE_MAX_AGE_S);
  else deleteCookie(KYC_VERIFIED_COOKIE);
  return verified;
}

export const kycQueryOptions = (id: string) =>
  queryOptions({
    queryKey: verificationKeys.kyc(id),
    queryFn: ({ signal }) => getKycVerified(id, signal),
  });

export function useKycVerified(id: string) {
  return useQuery(kycQueryOptions(id));
}
