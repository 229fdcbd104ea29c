import type { Profile } from '@croupier/contract';
import { activeSelfRestriction, type PlayerAccounts } from '../auth/index.ts';

type PlayerRow = NonNullable<Awaited<ReturnType<PlayerAccounts['player']>>>;

/** The profile as 000 §3 shows it, from the player's account row. */
export function toProfile(p: PlayerRow, nowMs: number): Profile {
  const restriction = activeSelfRestriction(p, nowMs);
  return {
    uuid: p.uuid,
    playerUUID: p.uuid,
    brandId: p.brandId,
    username: p.username,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    emailVerified: p.emailVerified,
    phone: p.phone,
    phoneCode: p.phoneCode,
    phoneNumber: p.phoneNumber ? `+${p.phoneNumber}` : null,
    phoneNumberVerified: p.phoneNumberVerified,
    currency: p.currency,
    country: p.country,
    languageCode: p.languageCode,
    city: p.city,
    address: p.address,
    gender: p.gender,
    birthDate: p.birthDate,
    additionalData: { userAgreement: p.additionalData.userAgreement, userAge: p.additionalData.userAge },
    communicationEmail: p.subscriptions.communicationEmail,
    communicationSMS: p.subscriptions.communicationSMS,
    communicationCall: p.subscriptions.communicationCall,
    selfRestriction: restriction && {
      type: restriction.type,
      endDate: restriction.endDate?.toISOString() ?? null,
    },
    createdAt: p.createdAt.toISOString(),
  };
}
