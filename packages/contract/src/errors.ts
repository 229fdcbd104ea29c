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

/** Every error code the spec names, plus the few the platform itself needs. */
export const ErrorCode = {
  // platform
  validation: 'error.validation',
  notFound: 'error.not.found',
  internal: 'error.internal',
  unauthorized: 'error.access.unauthorized',
  forbidden: 'error.access.forbidden',
  rateLimited: 'error.rate.limited',
  /** 503 with Retry-After: a passing fault (the database connection dropped); the same call may be retried. */
  unavailable: 'error.unavailable',
  // 000 §8
  profileDuplicated: 'error.profile.duplicated',
  smsSendLimit: 'error.phone.confirmation.code.send-denied-limit-exhausted',
  otpAttemptsExceeded: 'error.phone.confirmation.attempt-count-exceeded',
  verificationSendLimit: 'error.verification.code.send-limit-exhausted',
  verificationSendLimitByPlayer: 'error.verification.code.send-limit-by-player-exhausted',
  gameNotFound: 'error.game.not.found',
  /** A restricted game is listed but never starts (000 §4). */
  gameRestricted: 'error.game.restricted',
  gameDemoUnavailable: 'error.game.demo.unavailable',
  usePreviousBrowser: 'error.use-previous-browser',
  /** 423 at login: the player has restricted themselves (details: SelfRestrictionDetails). */
  selfRestricted: 'error.player.self-restricted',
  /** 423 anti-fraud reject of a login or registration (details.type, 000 §8). */
  antiFraudReject: 'reject',
  otpInvalid: 'error.phone.confirmation.code.invalid',
  otpExpired: 'error.phone.confirmation.code.expired',
  /** Registration with a phone while the brand's one-time code is on, without a confirmed code. */
  otpRequired: 'error.phone.confirmation.required',
  resetTokenInvalid: 'error.password.reset.token.invalid',
  /** The SMS or e-mail gateway did not take the message (5xx). */
  messagingUnavailable: 'error.messaging.unavailable',
  // profile and verification (000 §7 Profile, §8 Verification); the spec leaves these codes open
  /** Changing e-mail or phone without the current password. */
  passwordRequired: 'error.profile.password.required',
  /** The current (old) password given is not right. */
  passwordWrong: 'error.password.wrong',
  verificationTokenInvalid: 'error.verification.token.invalid',
  /** Phone verification asked for a profile without a phone. */
  verificationPhoneMissing: 'error.verification.phone.missing',
  alreadyVerified: 'error.verification.already-verified',
  // documents and KYC (001 §7, §8)
  documentFileRequired: 'error.document.file.required',
  documentTypeUnsupported: 'error.document.type.unsupported',
  documentTooLarge: 'error.document.too-large',
  documentStatusTransition: 'error.document.status.transition',
  kycNotFound: 'error.kyc.not-found',
  kycSessionNotFound: 'error.kyc.session.not-found',
  kycAlreadyVerified: 'error.kyc.already-verified',
  kycProviderUnavailable: 'error.kyc.provider.unavailable',
  kycSignatureInvalid: 'error.kyc.signature.invalid',
  // 001 §8
  paymentMethodNotFound: 'payment.method.not.found',
  withdrawableLessThanAmount: 'withdrawable.less.than.amount',
  checkActiveBonus: 'error.check_active_bonus',
  depositWager: 'deposit_wager',
  /** 001 §5: the withdrawal amount is above what may be withdrawn (a field error on amount). */
  lessAmount: 'payment.errors.less-amount',
  // wallet and cashier: codes the spec leaves open (docs/decisions/007-ledger.md)
  unsupportedCurrency: 'error.currency.unsupported',
  withdrawalLimitExceeded: 'payment.withdrawal.limit.exceeded',
  paymentNotCancellable: 'payment.not.cancellable',
  voucherNotFound: 'voucher.not.found',
  voucherAlreadyUsed: 'voucher.already.used',
  voucherCurrencyMismatch: 'voucher.currency.mismatch',
  bankAccountExists: 'bank-account.exists',
  /** An idempotency key or provider transaction id used again with a different payload. */
  duplicateTransaction: 'error.transaction.duplicate',
  /** A withdrawal's Idempotency-Key sent again with another body (422). */
  idempotencyKeyReused: 'error.idempotency.key.reused',
  insufficientFunds: 'error.insufficient.funds',
  webhookSignature: 'error.webhook.signature',
  // favourites (000 §7 Games): the spec leaves the limit open (docs/decisions/014-favorites-and-recent.md)
  favoriteLimitReached: 'error.favorite.limit-reached',
  // seamless wallet: the game studio's calls (seamless-wallet.ts, docs/decisions/013-seamless-wallet.md)
  seamlessSignature: 'error.seamless.signature',
  gameSessionNotFound: 'error.seamless.session.not-found',
  /** A bet in a game session that has expired (wins and rollbacks are still taken). */
  gameSessionExpired: 'error.seamless.session.expired',
  seamlessCurrencyMismatch: 'error.seamless.currency.mismatch',
  /** A win names a bet the platform does not know. */
  betNotFound: 'error.seamless.bet.not-found',
  /** The bet was rolled back (possibly before it arrived): it is refused, or it takes no win. */
  betRolledBack: 'error.seamless.bet.rolled-back',
  /** A rollback of a bet that has been paid a win already, or a second settlement of a sports bet. */
  betSettled: 'error.seamless.bet.settled',
  /** Real play needs the player's own currency (000 §4 Game). */
  playCurrencyMismatch: 'error.game.currency.mismatch',
  // rewards and promo codes (001 §7, §8; docs/decisions/024-rewards.md)
  rewardNotFound: 'error.reward.not-found',
  /** The reward is not in a state the call can move it from (claiming an active one …). */
  rewardState: 'error.reward.state',
  rewardTemplateNotFound: 'error.reward.template.not-found',
  /** A promo code refused; `info.errors.code` lists why (001 §8). */
  promoInvalid: 'error.promo.invalid',
  promoCodeExists: 'error.promo.exists',
  /** A bet above the largest stake an active reward allows (details: maxBet, currency). */
  bonusMaxBet: 'error.bonus.max-bet',
  // campaigns (001 §4, §7; docs/decisions/025-campaigns.md)
  campaignNotFound: 'error.campaign.not-found',
  /** The campaign (or the player's part in it) is not in a state the call can move it from. */
  campaignState: 'error.campaign.state',
  /** The player is in another campaign of the group already. */
  campaignGroup: 'error.campaign.group',
  welcomePackNotFound: 'error.campaign.welcome-pack.not-found',
  // tournaments (docs/decisions/026-tournaments-loyalty.md)
  tournamentNotFound: 'error.tournament.not-found',
  /** The tournament is not in a state the call can act in (opting in to a finished one …). */
  tournamentState: 'error.tournament.state',
  /** An operator call without the operator's credentials. */
  operatorUnauthorized: 'error.operator.unauthorized',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Translation key for a server error code (000 §8). */
export function middlewareKey(code: string | undefined): string {
  return `middleware.${code}`;
}
