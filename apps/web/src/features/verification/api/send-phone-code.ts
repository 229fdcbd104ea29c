import { verificationEndpoints } from '@croupier/contract/verification';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /profile/public/verification/send-phone-code` (000 §7): playerUUID, brandId, sendSms. */
export function sendPhoneCode(playerUUID: string, brandId: string) {
  return callEndpoint(verificationEndpoints.sendPhoneCode, { body: { playerUUID, brandId, sendSms: true } });
}

export const useSendPhoneCode = (playerUUID: string, brandId: string) =>
  useMutation({ mutationFn: () => sendPhoneCode(playerUUID, brandId) });
