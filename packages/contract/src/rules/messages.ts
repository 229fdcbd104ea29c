import {
  AFFILIATE_PARAMS_MAX,
  REPORT_MAX_DAYS,
  SELF_RESTRICTION_MAX_DAYS,
  SELF_RESTRICTION_MIN_DAYS,
  VOUCHER_CODE_LENGTH,
} from '../constants.ts';
import { FIELD_REQUIRED_MESSAGE } from './fields.ts';

/**
 * Every message a contract schema or rule produces is a translation key of `locales/<locale>.json`
 * (000 §8), never a sentence: the server sends it as a field error, the web shows `t(key)`. The
 * keys of the rules live beside them (`CREDENTIAL_MESSAGES`, `PHONE_MESSAGES` …); these are the
 * schemas' own, and `ISSUE_MESSAGES` stand for zod's default (English) messages.
 */
export const SCHEMA_MESSAGES = {
  brandId: 'fields.errors.brand-id',
  /** A list (a brand's setting) that names a value twice. */
  distinctValues: 'fields.errors.distinct-values',
  /** A brand's default (locale, country, currency) that is not among the values it offers. */
  notOffered: 'fields.errors.not-offered',
  email: 'fields.errors.email',
  phone: 'fields.errors.phone',
  phoneCode: 'fields.errors.phone-code',
  username: 'fields.errors.username',
  oneTimeCode: 'fields.errors.one-time-code',
  mustAccept: 'fields.errors.must-accept',
  affiliateParams: 'fields.errors.affiliate-params',
  language: 'fields.errors.language',
  locale: 'fields.errors.locale',
  countryCode: 'fields.errors.country-code',
  currencyCode: 'fields.errors.currency-code',
  date: 'fields.errors.date',
  dateRange: 'fields.errors.date-range',
  /** A report's period whose first day is after its last. */
  reportRange: 'fields.errors.report-range',
  /** A report's period longer than REPORT_MAX_DAYS. */
  reportSpan: 'fields.errors.report-span',
  playerUuid: 'fields.errors.player-uuid',
  gameUuid: 'fields.errors.game-uuid',
  slug: 'fields.errors.slug',
  tagKeys: 'fields.errors.tag-keys',
  exitUrl: 'fields.errors.exit-url',
  paymentId: 'fields.errors.payment-id',
  idempotencyKey: 'fields.errors.idempotency-key',
  seamlessId: 'fields.errors.seamless-id',
  voucherLength: 'voucher.errors.length',
  voucherCharacters: 'voucher.errors.characters',
  accountNumber: 'bankAccount.errors.digits',
  selfRestrictionDays: 'selfRestriction.errors.days-range',
  noPreference: 'profile.errors.no-preference',
} as const;

/** Keys for the failures a schema leaves to zod's default message (a field too long …). */
export const ISSUE_MESSAGES = {
  required: FIELD_REQUIRED_MESSAGE,
  tooLong: 'fields.errors.too-long',
  tooShort: 'fields.errors.too-short',
  tooLarge: 'fields.errors.too-large',
  tooSmall: 'fields.errors.too-small',
  invalid: 'fields.errors.invalid',
} as const;

/**
 * The figures the messages name, as `{{variables}}` of their texts: a field error carries only its
 * key, so the web's i18n has these as default variables (`interpolation.defaultVariables`) and a
 * text follows the contract when a figure changes.
 */
export const MESSAGE_VARIABLES = {
  selfRestrictionMinDays: SELF_RESTRICTION_MIN_DAYS,
  selfRestrictionMaxDays: SELF_RESTRICTION_MAX_DAYS,
  voucherCodeLength: VOUCHER_CODE_LENGTH,
  affiliateParamsMax: AFFILIATE_PARAMS_MAX,
  reportMaxDays: REPORT_MAX_DAYS,
} as const;

/** A translation key ('auth.errors.field-required') or error code ('error.profile.duplicated'), not a sentence. */
export function isMessageKey(message: string): boolean {
  return /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(message);
}

/** What this needs of a zod issue: raw (an error map's argument) or as a validation error carries it. */
export interface IssueLike {
  code?: string | undefined;
  message?: string | undefined;
  origin?: string | undefined;
  minimum?: unknown;
  input?: unknown;
}

/**
 * The key of a failed check: the schema's own message when it is a key, else a key for zod's
 * default message by the kind of failure. Usable as a zod error map (`safeParse(v, { error:
 * issueMessageKey })`, `z.config({ customError })`) and on issues already made (the server's
 * field errors).
 */
export function issueMessageKey(issue: IssueLike): string {
  if (issue.message && isMessageKey(issue.message)) return issue.message;
  const numeric = issue.origin === 'number' || issue.origin === 'bigint';
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return ISSUE_MESSAGES.tooLong;
      return numeric ? ISSUE_MESSAGES.tooLarge : ISSUE_MESSAGES.invalid;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? ISSUE_MESSAGES.required : ISSUE_MESSAGES.tooShort;
      return numeric ? ISSUE_MESSAGES.tooSmall : ISSUE_MESSAGES.invalid;
    case 'invalid_type':
      return 'input' in issue && issue.input === undefined ? ISSUE_MESSAGES.required : ISSUE_MESSAGES.invalid;
    default:
      return ISSUE_MESSAGES.invalid;
  }
}
