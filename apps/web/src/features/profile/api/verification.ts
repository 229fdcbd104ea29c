import { profileEndpoints, type ReconfirmEmailBody } from '@croupier/contract/profile';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `POST /profile/public/verification/send-phone-code` (000 §7): playerUUID, brandId, sendSms. */
export function sendPhoneCode(playerUUID: string, brandId: string) {
  return callEndpoint(profileEndpoints.sendPhoneCode, { body: { playerUUID, brandId, sendSms: true } });
}

/** `POST /profile/verification/phone` (000 §7): playerUUID, code. */
export function verifyPhone(playerUUID: string, code: string) {
  return callEndpoint(profileEndpoints.verifyPhone, { body: { playerUUID, code } });
}

/** `POST /profile/public/verification` (000 §7): the token of the e-mailed link. */
export function verifyEmail(verificationToken: string) {
  return callEndpoint(profileEndpoints.verifyEmail, { body: { verificationToken } });
}

/** `POST /profile/public/reconfirm-email` (000 §7): a new confirmation link to the player's e-mail. */
export function reconfirmEmail(body: ReconfirmEmailBody) {
  return callEndpoint(profileEndpoints.reconfirmEmail, { body });
}
