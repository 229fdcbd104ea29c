import {
  type AuthResponse,
  type CodeSent,
  CREDENTIAL_MESSAGES,
  checkPhone,
  ErrorCode,
  isCommonPassword,
  type PhoneSigninBody,
  phoneMessage,
  phoneParts,
  type SigninBody,
  type SignupBody,
  type SignupResponse,
  type SmsConfirmBody,
  type SmsSendBody,
  USERNAME_PATTERN,
} from '@croupier/contract';
import { COMMON_PASSWORDS } from '@croupier/contract/rules/common-passwords';
import type { z } from 'zod';
import { unauthorized } from '../../platform/auth.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { codeSms } from '../../platform/message-texts.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import type { AntiFraudCheck } from './anti-fraud.ts';
import { OneTimeCodes } from './codes.ts';
import type { AuthDeps, RequestContext } from './deps.ts';
import { duplicated, invalidField, messagingDown } from './errors.ts';
import { loginLookup, phoneDigits, signinAttemptKey } from './logins.ts';
import { checkPromoCode, type RegistrationObserver, tellRegistered } from './registrations.ts';
import {
  findPlayer,
  findPlayerByLogin,
  hasConfirmedCode,
  insertPlayer,
  type LoginField,
  playerBrands,
  playersCreatedBetween,
  registrationsPerDay,
  setPromoStatus,
  setSelfRestriction,
  spendConfirmedCode,
  takenLogin,
} from './repository.ts';
import { activeSelfRestriction } from './sessions.ts';
import type { PlayerRow } from './tables.ts';

/** Request body field of each login column, for field errors. */
const FIELD_OF: Record<LoginField, 'email' | 'phone' | 'username'> = {
  email: 'email',
  phoneNumber: 'phone',
  username: 'username',
};

/** What a login is checked by: the spec's signin body without the device. */
type Credentials = Pick<SigninBody, 'type' | 'login' | 'phoneCode' | 'password' | 'brandId'>;

/** Login, registration, the registration code and the existence checks (000 §7 Auth, Profile). */
export class AuthService {
  readonly codes: OneTimeCodes;
  private readonly registrations: RegistrationObserver[] = [];

  constructor(private readonly d: AuthDeps) {
    this.codes = new OneTimeCodes({
      db: d.db,
      pepper: d.codePepper,
      policy: d.policy,
      limiter: d.limiter,
      now: d.now,
    });
  }

  /** Tells `observer` of every registration from now on (registrations.ts). */
  observeRegistrations(observer: RegistrationObserver): void {
    this.registrations.push(observer);
  }

  /** A brandId in a body must be the brand this server serves. */
  assertBrand(brandId: string | undefined): void {
    if (brandId !== undefined && brandId !== this.d.brandId) {
      throw invalidField('brandId', 'error.brand.unknown');
    }
  }

  /** A player by uuid (inside the caller's transaction when `db` is one). */
  player(uuid: string, db: DbOrTx = this.d.db): Promise<PlayerRow | undefined> {
    return findPlayer(db, uuid);
  }

  /**
   * The brand of each of these players, in one query (a round relay's batch may hold any brand's
   * players); unknown uuids are left out.
   */
  brandsOf(uuids: readonly string[], db: DbOrTx = this.d.db): Promise<Map<string, string>> {
    return playerBrands(db, uuids);
  }

  /** The players whose accounts were made in [from, to): the platform's own registrations (the funnel). */
  registeredBetween(from: Date, to: Date): Promise<string[]> {
    return playersCreatedBetween(this.d.db, this.d.brandId, from, to);
  }

  /** Accounts made in [from, to), per UTC day and currency (the operators' reports). */
  registrationsPerDay(from: Date, to: Date, currency?: string) {
    return registrationsPerDay(this.d.db, this.d.brandId, from, to, currency);
  }

  /** Ends every session of the player (self-restriction ends with logout, 000 §4). */
  async endAllSessions(uuid: string): Promise<void> {
    await this.d.sessions.endAll(uuid);
  }

  /**
   * Self-restriction (001 §3, §4): from now for `days`, or for ever when null. Ends every session of
   * the player; login then answers 423 error.player.self-restricted until it ends.
   */
  async restrictSelf(
    uuid: string,
    days: number | null,
  ): Promise<{ type: 'temporary' | 'permanently'; endDate: Date | null }> {
    const now = this.d.now();
    const player = await setSelfRestriction(
      this.d.db,
      uuid,
      days === null ? null : new Date(now + days * 86_400_000),
    );
    if (!player) throw new AppError(ErrorCode.notFound, 'Player not found');
    await this.d.sessions.endAll(uuid);
    const restriction = activeSelfRestriction(player, now);
    if (!restriction) throw new Error('self-restriction did not take');
    return restriction;
  }

  // ── login ────────────────────────────────────────────────────────────────────────
  signin(body: SigninBody, ctx: RequestContext): Promise<AuthResponse> {
    return this.login(body, ctx);
  }

  phoneSignin(body: PhoneSigninBody, ctx: RequestContext): Promise<AuthResponse> {
    return this.login({ ...body, type: 'phone', login: body.phone }, ctx);
  }

  /**
   * Checks a login's credentials without logging in (asking to reopen a self-excluded account): the
   * same lookup and rate limits as a login; 401 when wrong.
   */
  async verifyLogin(c: Credentials, ctx: RequestContext): Promise<{ uuid: string }> {
    return { uuid: (await this.credentials(c, ctx)).uuid };
  }

  /** The player of a login whose password is right; 401 otherwise (the tries are counted first). */
  private async credentials(c: Credentials, ctx: RequestContext): Promise<PlayerRow> {
    const { db, limiter, policy } = this.d;
    const { type, login, phoneCode } = c;
    this.assertBrand(c.brandId);
    await limiter.consume(`signin:ip:${ctx.ip}`, policy.signinPerIp);
    const lookup = loginLookup(type, login, phoneCode);
    let player = lookup ? await findPlayerByLogin(db, this.d.brandId, lookup.field, lookup.value) : undefined;
    if (!player && type === 'phone' && phoneCode) {
      // The login may already carry the code ('digits with a phone-code prefix', 000 §5) beside phoneCode.
      const whole = phoneDigits(login);
      if (whole && whole !== lookup?.value)
        player = await findPlayerByLogin(db, this.d.brandId, 'phoneNumber', whole);
    }
    // The try is counted before the password is checked, so parallel guesses cannot all be checked.
    const attemptKey = signinAttemptKey(type, login, player);
    await limiter.consume(attemptKey, policy.failedSigninsPerLogin);
    if (!(await verifyPassword(player?.passwordHash, c.password)) || !player) {
      throw unauthorized('Wrong login or password');
    }
    await limiter.reset(attemptKey, policy.failedSigninsPerLogin);
    return player;
  }

  private async login(
    c: Credentials & { deviceFingerprint?: string | undefined },
    ctx: RequestContext,
  ): Promise<AuthResponse> {
    const { deviceFingerprint } = c;
    const player = await this.credentials(c, ctx);
    const restriction = activeSelfRestriction(player, this.d.now());
    if (restriction) {
      throw new AppError(ErrorCode.selfRestricted, 'The account is self-restricted', {
        details:
          restriction.type === 'temporary'
            ? { type: 'temporary', expirationDate: restriction.endDate.toISOString() }
            : { type: 'permanently' },
      });
    }
    await this.antiFraud({ kind: 'login', ip: ctx.ip, deviceFingerprint, playerUuid: player.uuid });
    return this.d.sessions.issue(player, { ip: ctx.ip, deviceFingerprint });
  }

  private async antiFraud(input: Parameters<AntiFraudCheck['check']>[0]): Promise<void> {
    const verdict = await this.d.antiFraud.check(input);
    if (verdict.reject) {
      this.d.log.warn({ antiFraud: input.kind, reason: verdict.reason }, 'anti-fraud reject');
      throw new AppError(ErrorCode.antiFraudReject, 'Rejected by the anti-fraud check', {
        details: { type: input.kind },
      });
    }
  }

  // ── registration ─────────────────────────────────────────────────────────────────
  async signup(body: z.output<typeof SignupBody>, ctx: RequestContext): Promise<SignupResponse> {
    const { db, limiter, policy, now } = this.d;
    this.assertBrand(body.brandId);
    await limiter.consume(`signup:ip:${ctx.ip}`, policy.signupPerIp);
    if (isCommonPassword(body.password, COMMON_PASSWORDS))
      throw invalidField('password', CREDENTIAL_MESSAGES.passwordCommon);
    const brand = this.d.brand();

    if (!brand.registration.types.includes(body.type)) throw invalidField('type', 'error.registration.type');
    const country = brand.countries.find((c) => c.code === body.country);
    if (!country) throw invalidField('country', 'error.country.not-supported');
    if (!country.currencies.includes(body.currency))
      throw invalidField('currency', 'error.currency.not-supported');

    const phoneNumber = body.phone ? phoneDigits(body.phone, body.phoneCode) : null;
    const parts = phoneNumber ? phoneParts(phoneNumber) : null;
    const logins = { email: body.email ?? null, phoneNumber, username: body.username ?? null };
    const taken = await takenLogin(db, this.d.brandId, logins);
    if (taken) throw duplicated(FIELD_OF[taken]);

    const codeKey = phoneNumber && {
      brandId: this.d.brandId,
      purpose: 'registration' as const,
      target: phoneNumber,
    };
    const confirmedAfter = new Date(now() - policy.registrationConfirmationTtlMs);
    if (codeKey && brand.registration.oneTimeCode && !(await hasConfirmedCode(db, codeKey, confirmedAfter))) {
      throw new AppError(ErrorCode.otpRequired, 'Confirm the phone with the code sent by SMS first', {
        fieldErrors: { code: ErrorCode.otpRequired },
      });
    }
    await this.antiFraud({ kind: 'registration', ip: ctx.ip, deviceFingerprint: body.deviceFingerprint });

    const passwordHash = await hashPassword(body.password);
    let promo = await checkPromoCode(body.promoCode, this.registrations, {
      brandId: this.d.brandId,
      currency: body.currency,
      country: body.country,
    });
    let player: PlayerRow;
    let campaignLink: string | null = null;
    try {
      player = await db.transaction(async (tx) => {
        const phoneVerified =
          !!codeKey && (await spendConfirmedCode(tx, codeKey, confirmedAfter, new Date(now())));
        const created = await insertPlayer(tx, {
          brandId: this.d.brandId,
          email: logins.email,
          phoneNumber,
          phone: parts?.national ?? (phoneNumber && body.phone ? body.phone.replace(/\D/g, '') : null),
          phoneCode: parts?.phoneCode ?? body.phoneCode ?? null,
          username: logins.username,
          passwordHash,
          currency: body.currency,
          country: body.country,
          languageCode: body.languageCode ?? brand.defaultLocale,
          firstName: body.firstName || null,
          lastName: body.lastName || null,
          gender: body.gender ?? null,
          birthDate: body.birthDate ?? null,
          additionalData: {
            tcAgreement: body.additionalFields.tcAgreement,
            userAgreement: body.additionalFields.userAgreement,
            userAge: body.additionalFields.userAge,
          },
          subscriptions: body.subscriptions,
          affiliateParams: body.affiliateParams ?? null,
          campaignUuid: body.campaignUuid ?? null,
          promoCode: promo?.code ?? null,
          promoStatus: promo?.status ?? null,
          device: body.device ?? null,
          timeZone: body.timeZone || null,
          deviceFingerprint: body.deviceFingerprint || null,
          trafficSource: body.trafficSource || null,
          websiteUrl: body.websiteUrl || null,
          identifier: body.identifier || null,
          signupIp: ctx.ip,
          phoneNumberVerified: phoneVerified,
          createdAt: new Date(now()),
        });
        const told = await tellRegistered(this.registrations, tx, {
          player: created,
          campaignUuid: body.campaignUuid ?? null,
          promoCode: promo?.status === 'ACCEPTED' ? promo.code : null,
        });
        campaignLink = told.campaignLink;
        if (promo?.status === 'ACCEPTED' && told.promoRefused) {
          // Its last use went to another registration meanwhile.
          promo = { code: promo.code, status: 'INVALID' };
          return setPromoStatus(tx, created.uuid, 'INVALID');
        }
        return created;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Another registration took a login between the check and the insert.
      const field = await takenLogin(db, this.d.brandId, logins);
      throw duplicated(field ? FIELD_OF[field] : 'email');
    }
    const auth = await this.d.sessions.issue(player, {
      ip: ctx.ip,
      deviceFingerprint: body.deviceFingerprint,
    });
    return { ...auth, promo, campaignLink } satisfies SignupResponse;
  }

  // ── the registration code (SMS) ──────────────────────────────────────────────────
  private validPhone(phone: string, phoneCode: string | undefined): string {
    const message = phoneMessage(checkPhone(phone, phoneCode));
    if (message) throw invalidField('phone', message);
    return phoneDigits(phone, phoneCode);
  }

  async sendRegistrationCode(body: SmsSendBody, ctx: RequestContext): Promise<CodeSent> {
    const { limiter, policy } = this.d;
    this.assertBrand(body.brandId);
    const target = this.validPhone(body.phone, body.phoneCode);
    await limiter.consume(`code:send:ip:${ctx.ip}`, policy.codeSendsPerIp, ErrorCode.smsSendLimit);
    if (await findPlayerByLogin(this.d.db, this.d.brandId, 'phoneNumber', target)) throw duplicated('phone');
    const { registration, name } = this.d.brand();
    const { code, forget } = await this.codes.issue(
      { brandId: this.d.brandId, purpose: 'registration', target },
      { length: registration.otpLength, resendIntervalMs: registration.otpResendIntervalMs },
    );
    try {
      const texts = await this.d.messages(ctx.locale);
      await this.d.messaging.sendSms(
        `+${target}`,
        codeSms(texts, 'message.sms.registration', { code, brand: name, ttlMs: this.d.policy.codeTtlMs }),
        { requestId: ctx.requestId },
      );
    } catch (err) {
      this.d.log.error({ err: (err as Error).message }, 'SMS delivery failed');
      await forget();
      throw messagingDown();
    }
    return {
      success: true,
      codeLength: registration.otpLength,
      resendIntervalMs: registration.otpResendIntervalMs,
      expiresInMs: policy.codeTtlMs,
    };
  }

  async confirmRegistrationCode(body: SmsConfirmBody, ctx: RequestContext): Promise<void> {
    this.assertBrand(body.brandId);
    const target = this.validPhone(body.phone, body.phoneCode);
    await this.d.limiter.consume(`code:check:ip:${ctx.ip}`, this.d.policy.codeChecksPerIp);
    await this.codes.verify({ brandId: this.d.brandId, purpose: 'registration', target }, body.code, {
      use: true,
      field: 'code',
    });
  }

  // ── existence checks ─────────────────────────────────────────────────────────────
  /**
   * 400 `error.profile.duplicated` (field error on `field`) when an account has the value; the web
   * reads any 4xx as "exists" (000 §5).
   */
  async assertFree(
    check:
      | { field: 'email'; email: string }
      | { field: 'login'; login: string }
      | { field: 'phone'; phone: string; phoneCode?: string | undefined },
    brandId: string,
    ctx: RequestContext,
  ): Promise<void> {
    this.assertBrand(brandId);
    await this.d.limiter.consume(`exists:ip:${ctx.ip}`, this.d.policy.existenceChecksPerIp);
    let taken: boolean;
    if (check.field === 'email') {
      taken = !!(await findPlayerByLogin(this.d.db, this.d.brandId, 'email', check.email));
    } else if (check.field === 'login') {
      const login = check.login.trim();
      if (!USERNAME_PATTERN.test(login)) throw invalidField('login', 'auth.errors.username-format');
      taken = !!(await findPlayerByLogin(this.d.db, this.d.brandId, 'username', login));
    } else {
      const target = this.validPhone(check.phone, check.phoneCode);
      taken = !!(await findPlayerByLogin(this.d.db, this.d.brandId, 'phoneNumber', target));
    }
    if (taken) throw duplicated(check.field);
  }
}
