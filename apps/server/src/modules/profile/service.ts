import {
  type ChangePasswordBody,
  changePasswordProblems,
  ErrorCode,
  normalizePhone,
  type Profile,
  phoneParts,
  type SubscriptionBody,
  splitFullName,
  type UpdateProfileBody,
} from '@croupier/contract';
import { COMMON_PASSWORDS } from '@croupier/contract/rules/common-passwords';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { PlayerAccounts, PlayerPatch } from '../auth/index.ts';
import type { ContactVerification } from '../verification/index.ts';
import { DEFAULT_PROFILE_POLICY, type ProfilePolicy } from './policy.ts';
import { toProfile } from './view.ts';

export interface ProfileDeps {
  db: Db;
  accounts: PlayerAccounts;
  limiter: RateLimiter;
  /** Sends the confirmation link after an e-mail change. */
  contacts: ContactVerification;
  now: () => number;
  log: FastifyBaseLogger;
  policy?: Partial<ProfilePolicy>;
}

const wrongPassword = (field: string) =>
  new AppError(ErrorCode.passwordWrong, 'The current password is not right', {
    fieldErrors: { [field]: ErrorCode.passwordWrong },
  });

/** The profile (000 §3), its updates and the password change (000 §7). */
export class ProfileService {
  private readonly policy: ProfilePolicy;

  constructor(private readonly d: ProfileDeps) {
    this.policy = { ...DEFAULT_PROFILE_POLICY, ...d.policy };
  }

  async get(uuid: string): Promise<Profile> {
    const p = await this.d.accounts.player(uuid);
    if (!p) throw notFound('Player');
    return toProfile(p, this.d.now());
  }

  /** 400 when the current password is missing or wrong; 429 after too many wrong ones. */
  private async confirmPassword(uuid: string, password: string | undefined, field: string): Promise<void> {
    if (!password) {
      throw new AppError(ErrorCode.passwordRequired, 'Enter your current password to change this', {
        fieldErrors: { [field]: ErrorCode.passwordRequired },
      });
    }
    const key = `password:wrong:${uuid}`;
    // Counted before the check, so parallel guesses cannot all be checked; a right one clears it.
    await this.d.limiter.consume(key, this.policy.wrongPasswordsPerPlayer);
    if (!(await this.d.accounts.passwordMatches(uuid, password))) throw wrongPassword(field);
    await this.d.limiter.reset(key, this.policy.wrongPasswordsPerPlayer);
  }

  // ── updates ────────────────────────────────────────────────────────────────────
  async update(uuid: string, body: z.output<typeof UpdateProfileBody>): Promise<Profile> {
    const player = await this.d.accounts.player(uuid);
    if (!player) throw notFound('Player');
    const patch: PlayerPatch = {};
    const names = body.fullName ? splitFullName(body.fullName) : undefined;
    const firstName = body.firstName ?? names?.firstName;
    const lastName = body.lastName ?? names?.lastName;
    if (firstName) patch.firstName = firstName;
    if (lastName) patch.lastName = lastName;
    if (body.city) patch.city = body.city;
    if (body.address) patch.address = body.address;
    if (body.gender) patch.gender = body.gender;
    if (body.birthDate) patch.birthDate = body.birthDate;
    if (body.languageCode) patch.languageCode = body.languageCode;
    if (body.additionalData) {
      const { userAgreement, userAge } = body.additionalData;
      patch.additionalData = {
        ...player.additionalData,
        ...(userAgreement !== undefined && { userAgreement }),
        ...(userAge !== undefined && { userAge }),
      };
    }

    const newEmail = body.email && body.email !== player.email ? body.email : undefined;
    let newPhone: { phoneNumber: string; phone: string; phoneCode: string | null } | undefined;
    if (body.phone) {
      const phoneNumber = normalizePhone(body.phone, body.phoneCode);
      if (phoneNumber !== player.phoneNumber) {
        const parts = phoneParts(phoneNumber);
        newPhone = {
          phoneNumber,
          phone: parts?.national ?? body.phone.replace(/\D/g, ''),
          phoneCode: parts?.phoneCode ?? body.phoneCode ?? null,
        };
      }
    }
    if (newEmail || newPhone) {
      await this.confirmPassword(uuid, body.password, 'password');
      await this.assertLoginFree(uuid, newEmail, newPhone?.phoneNumber);
    }
    if (newEmail) Object.assign(patch, { email: newEmail, emailVerified: false });
    if (newPhone) Object.assign(patch, { ...newPhone, phoneNumberVerified: false });

    await this.d.accounts.update(uuid, patch);
    if (newEmail) {
      // The change stands even when the link cannot go now: the player asks again (reconfirm-email).
      await this.d.contacts.sendEmailLink(uuid, newEmail, { enforceInterval: false }).catch((err: Error) => {
        this.d.log.warn({ err: err.message }, 'e-mail confirmation link not sent after an e-mail change');
      });
    }
    return this.get(uuid);
  }

  private async assertLoginFree(uuid: string, email?: string, phoneNumber?: string): Promise<void> {
    const duplicatedOn = (field: string) =>
      new AppError(ErrorCode.profileDuplicated, `An account with this ${field} already exists`, {
        fieldErrors: { [field]: ErrorCode.profileDuplicated },
        details: { field },
      });
    if (email) {
      const other = await this.d.accounts.findByLogin('email', email);
      if (other && other.uuid !== uuid) throw duplicatedOn('email');
    }
    if (phoneNumber) {
      const other = await this.d.accounts.findByLogin('phoneNumber', phoneNumber);
      if (other && other.uuid !== uuid) throw duplicatedOn('phone');
    }
  }

  async changeEmail(uuid: string, body: { email: string; password: string }): Promise<Profile> {
    return this.update(uuid, { email: body.email, password: body.password });
  }

  async updateSubscriptions(uuid: string, body: SubscriptionBody): Promise<Profile> {
    const player = await this.d.accounts.player(uuid);
    if (!player) throw notFound('Player');
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    await this.d.accounts.update(uuid, { subscriptions: { ...player.subscriptions, ...changes } });
    return this.get(uuid);
  }

  // ── password ───────────────────────────────────────────────────────────────────
  /** 000 §5 Change password; the session that asked stays, every other one ends. */
  async changePassword(player: Principal, body: ChangePasswordBody): Promise<void> {
    const p = await this.d.accounts.player(player.uuid);
    if (!p) throw notFound('Player');
    const problems = changePasswordProblems(body, p, COMMON_PASSWORDS);
    const first = Object.values(problems)[0];
    if (first) {
      throw new AppError(ErrorCode.validation, `Invalid password: ${first}`, { fieldErrors: problems });
    }
    await this.confirmPassword(player.uuid, body.oldPassword, 'oldPassword');
    await this.d.accounts.setPassword(player.uuid, body.password, player.sessionId);
  }
}
