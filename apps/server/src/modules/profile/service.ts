import type { Profile } from '@croupier/contract';
import { notFound } from '../../platform/errors.ts';
import { type AuthService, activeSelfRestriction } from '../auth/index.ts';

/** The profile (000 §3); the profile issue adds updates, e-mail and phone verification. */
export class ProfileService {
  constructor(
    private readonly auth: AuthService,
    private readonly now: () => number,
  ) {}

  async get(uuid: string): Promise<Profile> {
    const p = await this.auth.player(uuid);
    if (!p) throw notFound('Player');
    const restriction = activeSelfRestriction(p, this.now());
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
}
