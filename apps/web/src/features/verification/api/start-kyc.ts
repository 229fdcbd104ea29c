import { verificationEndpoints } from '@croupier/contract/verification';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/**
 * `POST …/identomat/{id}/KYC_IDENTITY/start-session?successUrl=` then
 * `GET /player-attachment/public/identomat-frame?session_token=` (000 §7): the frame to show.
 */
export async function startKyc(id: string, successUrl: string, language: string) {
  const token = await callEndpoint(verificationEndpoints.startKycSession, {
    params: { id },
    query: { successUrl },
    body: /^[a-z]{2}(-[A-Z]{2})?$/.test(language) ? { language } : {},
  });
  return callEndpoint(verificationEndpoints.identomatFrame, { query: { session_token: token } });
}

export const useStartKyc = (id: string) =>
  useMutation({
    mutationFn: ({ successUrl, language }: { successUrl: string; language: string }) =>
      startKyc(id, successUrl, language),
  });
