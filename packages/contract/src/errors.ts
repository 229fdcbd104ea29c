import { z } from 'zod';

/**
 * The error envelope every failing call returns. `error` is a code from the catalogue below;
 * the web shows it as a toast with the key `'middleware.' + error` (000 §8, 001 §8).
 */
export const ErrorEnvelope = z.object({
  error: z.string(),
  message: z.string(),
  /** Per-field errors, keyed by the request field's name; values are codes or translation keys. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Extra data a code carries (an expiration date, totals to wager …). */
  details: z.record(z.string(), z.unknown()).optional(),
  /** Reasons by field, as lists of translation keys (a refused promo code: `info.errors.code`, 001 §8). */
  info: z.object({ errors: z.record(z.string(), z.array(z.string())) }).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/**
 * Every error code the spec names, plus the few the platform itself needs, each with the one HTTP
 * status it is answered with (the server's `AppError` takes the status from here).
 */
const ERRORS = {
  // platform
  validation: [400, 'error.validation'],
  notFound: [404, 'error.not.found'],
  internal: [500, 'error.internal'],
  unauthorized: [401, 'error.access.unauthorized'],
  forbidden: [403, 'error.access.forbidden'],
  rateLimited: [429, 'error.rate.limited'],
  /** 503 with Retry-After: a passing fault (the database connection dropped); the same call may be retried. */
  unavailable: [503, 'error.unavailable'],
  /** A request body over the call's size limit. */
  payloadTooLarge: [413, 'error.payload.too-large'],
  /** A request body of a type the call does not read. */
  unsupportedMediaType: [415, 'error.media-type.unsupported'],
  // 000 §8
  profileDuplicated: [400, 'error.profile.duplicated'],
  smsSendLimit: [429, 'error.phone.confirmation.code.send-denied-limit-exhausted'],
  otpAttemptsExceeded: [429, 'error.phone.confirmation.attempt-count-exceeded'],
  verificationSendLimit: [429, 'error.verification.code.send-limit-exhausted'],
  verificationSendLimitByPlayer: [429, 'error.verification.code.send-limit-by-player-exhausted'],
  gameNotFound: [404, 'error.game.not.found'],
  /** A restricted game is listed but never starts (000 §4). */
  gameRestricted: [403, 'error.game.restricted'],
  gameDemoUnavailable: [400, 'error.game.demo.unavailable'],
  usePreviousBrowser: [302, 'error.use-previous-browser'],
  /** 423 at login: the player has restricted themselves (details: SelfRestrictionDetails). */
  selfRestricted: [423, 'error.player.self-restricted'],
  /** 423 anti-fraud reject of a login or registration (details.type, 000 §8). */
  antiFraudReject: [423, 'reject'],
  otpInvalid: [400, 'error.phone.confirmation.code.invalid'],
  otpExpired: [400, 'error.phone.confirmation.code.expired'],
  /** Registration with a phone while the brand's one-time code is on, without a confirmed code. */
  otpRequired: [400, 'error.phone.confirmation.required'],
  resetTokenInvalid: [400, 'error.password.reset.token.invalid'],
  /** The SMS or e-mail gateway did not take the message (5xx). */
  messagingUnavailable: [502, 'error.messaging.unavailable'],
  // profile and verification (000 §7 Profile, §8 Verification); the spec leaves these codes open
  /** Changing e-mail or phone without the current password. */
  passwordRequired: [400, 'error.profile.password.required'],
  /** The current (old) password given is not right. */
  passwordWrong: [400, 'error.password.wrong'],
  verificationTokenInvalid: [400, 'error.verification.token.invalid'],
  /** Phone verification asked for a profile without a phone. */
  verificationPhoneMissing: [400, 'error.verification.phone.missing'],
  alreadyVerified: [400, 'error.verification.already-verified'],
  // documents and KYC (001 §7, §8)
  documentFileRequired: [400, 'error.document.file.required'],
  documentTypeUnsupported: [400, 'error.document.type.unsupported'],
  documentTooLarge: [413, 'error.document.too-large'],
  documentStatusTransition: [409, 'error.document.status.transition'],
  kycNotFound: [404, 'error.kyc.not-found'],
  kycSessionNotFound: [404, 'error.kyc.session.not-found'],
  kycAlreadyVerified: [409, 'error.kyc.already-verified'],
  kycProviderUnavailable: [502, 'error.kyc.provider.unavailable'],
  kycSignatureInvalid: [401, 'error.kyc.signature.invalid'],
  // 001 §8
  paymentMethodNotFound: [400, 'payment.method.not.found'],
  withdrawableLessThanAmount: [400, 'withdrawable.less.than.amount'],
  checkActiveBonus: [400, 'error.check_active_bonus'],
  depositWager: [400, 'deposit_wager'],
  /** 001 §5: the withdrawal amount is above what may be withdrawn (a field error on amount). */
  lessAmount: [400, 'payment.errors.less-amount'],
  // wallet and cashier: codes the spec leaves open (docs/decisions/007-ledger.md)
  unsupportedCurrency: [400, 'error.currency.unsupported'],
  withdrawalLimitExceeded: [400, 'payment.withdrawal.limit.exceeded'],
  paymentNotCancellable: [409, 'payment.not.cancellable'],
  /** An operator's approval or decline of a withdrawal that was decided or cancelled meanwhile. */
  withdrawalReviewDecided: [409, 'error.payment.review-decided'],
  voucherNotFound: [404, 'voucher.not.found'],
  voucherAlreadyUsed: [409, 'voucher.already.used'],
  voucherCurrencyMismatch: [400, 'voucher.currency.mismatch'],
  bankAccountExists: [409, 'bank-account.exists'],
  /** An idempotency key or provider transaction id used again with a different payload. */
  duplicateTransaction: [409, 'error.transaction.duplicate'],
  /** A withdrawal's Idempotency-Key sent again with another body (422). */
  idempotencyKeyReused: [422, 'error.idempotency.key.reused'],
  insufficientFunds: [402, 'error.insufficient.funds'],
  webhookSignature: [401, 'error.webhook.signature'],
  /** The payment provider did not answer (nothing was moved); the call may be tried again. */
  paymentProviderUnavailable: [503, 'error.payment.provider.unavailable'],
  // favourites (000 §7 Games): the spec leaves the limit open (docs/decisions/014-favorites-and-recent.md)
  favoriteLimitReached: [409, 'error.favorite.limit-reached'],
  // seamless wallet: the game studio's calls (seamless-wallet.ts, docs/decisions/013-seamless-wallet.md)
  seamlessSignature: [401, 'error.seamless.signature'],
  gameSessionNotFound: [404, 'error.seamless.session.not-found'],
  /** A bet in a game session that has expired (wins and rollbacks are still taken). */
  gameSessionExpired: [403, 'error.seamless.session.expired'],
  seamlessCurrencyMismatch: [400, 'error.seamless.currency.mismatch'],
  /** A win names a bet the platform does not know. */
  betNotFound: [404, 'error.seamless.bet.not-found'],
  /** The bet was rolled back (possibly before it arrived): it is refused, or it takes no win. */
  betRolledBack: [409, 'error.seamless.bet.rolled-back'],
  /** A rollback of a bet that has been paid a win already, or a second settlement of a sports bet. */
  betSettled: [409, 'error.seamless.bet.settled'],
  /** Real play needs the player's own currency (000 §4 Game). */
  playCurrencyMismatch: [400, 'error.game.currency.mismatch'],
  // rewards and promo codes (001 §7, §8; docs/decisions/024-rewards.md)
  rewardNotFound: [404, 'error.reward.not-found'],
  /** The reward is not in a state the call can move it from (claiming an active one …). */
  rewardState: [409, 'error.reward.state'],
  rewardTemplateNotFound: [404, 'error.reward.template.not-found'],
  /** A bulk grant naming players who cannot have the reward (details.invalid: BulkGrantInvalid[]). */
  rewardGrantInvalid: [422, 'error.reward.grant-invalid'],
  /** A promo code refused; `info.errors.code` lists why (001 §8). */
  promoInvalid: [400, 'error.promo.invalid'],
  promoCodeExists: [409, 'error.promo.exists'],
  /** A bet above the largest stake an active reward allows (details: maxBet, currency). */
  bonusMaxBet: [403, 'error.bonus.max-bet'],
  // campaigns (001 §4, §7; docs/decisions/025-campaigns.md)
  campaignNotFound: [404, 'error.campaign.not-found'],
  /** The campaign (or the player's part in it) is not in a state the call can move it from. */
  campaignState: [409, 'error.campaign.state'],
  /** The player is in another campaign of the group already. */
  campaignGroup: [409, 'error.campaign.group'],
  welcomePackNotFound: [404, 'error.campaign.welcome-pack.not-found'],
  // tournaments (docs/decisions/026-tournaments-loyalty.md)
  tournamentNotFound: [404, 'error.tournament.not-found'],
  /** The tournament is not in a state the call can act in (opting in to a finished one …). */
  tournamentState: [409, 'error.tournament.state'],
  // players in the console (docs/decisions/052-players-console.md)
  /** 423 at login and renewal: an operator locked the player's account. */
  playerLocked: [423, 'error.player.locked'],
  /** An operator approving a manual adjustment they asked for themselves (maker-checker). */
  adjustmentSelfApproval: [403, 'error.adjustment.self-approval'],
  /** An approval or decline of an adjustment that was decided meanwhile. */
  adjustmentDecided: [409, 'error.adjustment.decided'],
  // operators (docs/decisions/047-operator-identity.md)
  /** An operator call without a valid session, API key or (from loopback) OPERATOR_TOKEN. */
  operatorUnauthorized: [403, 'error.operator.unauthorized'],
  /** An operator call the caller's roles do not allow (details: allowed, held). */
  operatorRole: [403, 'error.operator.role'],
  /** A signed-in operator's write without the session's CSRF token in x-operator-csrf. */
  operatorCsrf: [403, 'error.operator.csrf'],
  /** A call about the signed-in operator's own account made with an API key or OPERATOR_TOKEN. */
  operatorSessionOnly: [403, 'error.operator.session-only'],
  /** Wrong e-mail or password (the same answer whichever it was). */
  operatorSignIn: [401, 'error.operator.sign-in'],
  /** Too many failed sign-ins: the account waits (details: lockedUntil). */
  operatorLocked: [423, 'error.operator.locked'],
  /** A wrong authenticator code or recovery code. */
  operatorCode: [401, 'error.operator.code'],
  /** The sign-in's second step came too late or with an unknown challenge: sign in again. */
  operatorChallenge: [401, 'error.operator.challenge'],
  /** An enrolment link that is unknown, used or expired. */
  operatorEnrolment: [400, 'error.operator.enrolment'],
  /** An operator with this e-mail exists already. */
  operatorExists: [409, 'error.operator.exists'],
  // player protection (docs/decisions/042-deposit-limits.md)
  /** A deposit over what a deposit limit leaves (details: DepositLimitDetails). */
  depositLimit: [403, 'error.protection.deposit-limit'],
  /** The seamless wallet's refusal of a bet over a loss or wager limit (details: PlayLimitDetails). */
  playLimit: [403, 'error.protection.play-limit'],
  /** A limit's increase or removal confirmed before its cooling-off ended (details: effectiveAt). */
  limitCoolingOff: [409, 'error.protection.limit.cooling-off'],
  /** A confirmation with no increase or removal waiting. */
  limitNothingPending: [409, 'error.protection.limit.nothing-pending'],
  /** A player raising or removing a limit the operator set (details: amount). */
  limitOperatorSet: [403, 'error.protection.limit.operator'],
  /** A login after the daily time limit is used up (details: SessionLimitDetails). */
  sessionLimit: [403, 'error.protection.session-limit'],
  // time-out and self-exclusion (docs/decisions/045-time-out-and-self-exclusion.md)
  /** 423 at login while a time-out or self-exclusion runs (details: BreakRefusalDetails). */
  onBreak: [423, 'error.protection.break'],
  /** 423 at login: a self-exclusion has ended; the player may ask to reopen (details: BreakRefusalDetails). */
  selfExclusionEnded: [423, 'error.protection.self-exclusion.ended'],
  /** A break that would end before the one in force (details: expirationDate; none when permanent). */
  breakShorter: [409, 'error.protection.break.shorter'],
  /** Nothing to reopen now (details: reason RUNNING | PERMANENT | NOT_EXCLUDED, expirationDate). */
  reopenRefused: [409, 'error.protection.reopen.refused'],
  // the brand's protection settings (docs/decisions/046-brand-protection-settings.md)
  /** A player's own setting call for a tool the brand has switched off (details: ToolOffDetails). */
  toolOff: [403, 'error.protection.tool-off'],
} as const satisfies Record<string, readonly [number, string]>;

type Errors = typeof ERRORS;

/** The codes by name (`ErrorCode.validation` is `'error.validation'`). */
export const ErrorCode = Object.fromEntries(
  Object.entries(ERRORS).map(([name, [, code]]) => [name, code]),
) as {
  readonly [K in keyof Errors]: Errors[K][1];
};
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const STATUS: ReadonlyMap<string, number> = new Map(
  Object.values(ERRORS).map(([status, code]) => [code, status]),
);

/** Whether a string is one of the codes above (a stored or partner's answer read back). */
export function isErrorCode(code: string): code is ErrorCode {
  return STATUS.has(code);
}

/** The HTTP status a code is answered with: one per code. */
export function errorStatus(code: ErrorCode): number {
  return STATUS.get(code) ?? 500;
}

/** Translation key for a server error code (000 §8). */
export function middlewareKey(code: string | undefined): string {
  return `middleware.${code}`;
}
