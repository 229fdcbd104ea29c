/**
 * Every figure of 000 §9 and 001 §9, named. Durations are in milliseconds unless the name
 * says seconds; the spec gives seconds, so the conversion is written out beside each one.
 */

// ── 000 §9: identity, session, lobby ───────────────────────────────────────
export const PROFILE_PHONE_TOKEN_LENGTH = 4;
export const PROFILE_PHONE_RESEND_MS = 180 * 1000;
export const FORGOT_PASSWORD_TOKEN_LENGTH = 6;
export const DEFAULT_RESEND_INTERVAL_MS = 10 * 1000;
/** The verification feature's resend interval when its configuration gives none. */
export const VERIFICATION_DEFAULT_RESEND_INTERVAL_MS = 60 * 1000;
export const DEFAULT_OTP_LENGTH = 6;
export const DEFAULT_OTP_RESEND_INTERVAL_MS = 10 * 1000;

export const SEARCH_PAGE_SIZE = 30;
export const GAMES_PAGE_SIZE = 49;
export const PROVIDER_CACHE_MS = 180 * 1000;

export const EXISTENCE_CHECK_DEBOUNCE_MS = 500;
export const DEFAULT_ERRORS_PER_FIELD = 1;

export const REGISTRATION_SUCCESS_REDIRECT_DELAY_MS = 3 * 1000;
export const SECOND_OTP_TOAST_DELAY_MS = 12 * 1000;
export const EMAIL_CONFIRM_WAIT_MS = 2 * 1000;

export const AFFILIATE_COOKIE_MAX_AGE_S = 86400;
/** Name of the token-alive cookie (000 §4, §9): present while the token is alive, readable by scripts. */
export const TOKEN_ALIVE_COOKIE = 'token_alive';
/** The token-alive cookie lives this much less than the token itself. */
export const TOKEN_ALIVE_COOKIE_MARGIN_S = 60;
export const COOKIE_MAX_AGE_S = 2678400; // 31 days

export const SUPPORT_WIDGET_TIMEOUT_MS = 60 * 1000;
export const SUPPORT_WIDGET_POLL_MS = 200;
/** A call-back request's states (docs/decisions/028-support.md). */
export const CALLBACK_STATUSES = ['OPEN', 'HANDLED'] as const;
export const SESSION_REPLAY_ANALYTICS_VERSION = 6;

export const BIRTH_DAY_MAX = 31;
export const BIRTH_MONTH_MAX = 12;
export const GENDERS = ['MALE', 'FEMALE'] as const;
/** Profile name modes (000 §5): separate first and last names, or one full name. */
export const NAME_MODES = ['separate', 'full'] as const;
/** Birth-date field types (000 §5). */
export const BIRTH_DATE_TYPES = ['birthInput', 'birthCalendar'] as const;
/** The tabs of `/profile/account` (000 §2), in the order they show. */
export const ACCOUNT_TABS = ['info', 'verification', 'communication'] as const;
export const DEVICE_TYPES = ['MOBILE', 'DESKTOP'] as const;
export const LOGIN_REDIRECT_LEVELS = ['soft', 'hard'] as const;

export const DEFAULT_LOCALE = 'en';
export const SUPPORTED_LOCALES = ['en'] as const;
export const DEFAULT_IMAGE_QUALITY = 75;
export const DEFAULT_PHONE_CODE = '+1';

export const ANALYTICS_EVENTS = [
  'game_start',
  'deposit',
  'withdrawal',
  'registration',
  'login',
  'password_recovery',
  'loyalty',
] as const;

// ── 001 §9: money and engagement ───────────────────────────────────────────
export const VOUCHER_CODE_LENGTH = 16;
export const HISTORY_PAGE_SIZE = 7;
export const BETS_HISTORY_PAGE_SIZE = 100;
export const WITHDRAWAL_CANCEL_RELOAD_MS = 3 * 1000;
export const REWARDS_LIMIT = 99;
export const TOURNAMENT_GAMES_PAGE_SIZE = 14;
export const LEADERBOARD_PAGE_SIZE = 10;
export const SHORT_LEADERBOARD_SIZE = 6;
export const BALANCE_RETRIES = 3;
export const BALANCE_RETRY_DELAY_MS = 2 * 1000;
export const LOYALTY_RETRIES = 2;
export const LOYALTY_RETRY_DELAY_MS = 1 * 1000;
export const SELF_RESTRICTION_MIN_DAYS = 1;
export const SELF_RESTRICTION_MAX_DAYS = 30;
/** Affiliate parameters one registration may carry (btag, clickid, utm_* …). */
export const AFFILIATE_PARAMS_MAX = 30;
export const CAMPAIGN_LINK_DEPOSIT_PREFIX = '/deposit';

// ── Figures the spec leaves open; our decisions (docs/decisions/002-unspecified-figures.md) ──
/** "Search debounce value: not shown." We wait this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Size of one page of `/providers` when the caller gives none. */
export const PROVIDERS_DEFAULT_PAGE_SIZE = 100;
/** Profile phone verification: sends per player per day before `send-limit-by-player-exhausted`. */
export const PHONE_VERIFICATION_SENDS_PER_DAY = 5;
/** E-mail confirmation links: how long one works, and how soon another may be asked for. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_VERIFICATION_RESEND_MS = VERIFICATION_DEFAULT_RESEND_INTERVAL_MS;
/** Largest document upload when UPLOAD_MAX_BYTES is not set. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** How long a KYC provider session (its frame) can be completed. */
export const KYC_SESSION_TTL_MS = 60 * 60 * 1000;
/** A signed KYC callback older or newer than this is refused (replay window). */
export const KYC_CALLBACK_TOLERANCE_MS = 5 * 60 * 1000;
/** Largest page any list call accepts, so one request cannot ask for the whole catalogue. */
export const MAX_PAGE_SIZE = 200;

// ── Wallet and cashier figures the spec leaves open (docs/decisions/007-ledger.md) ──
/** Smallest and largest single deposit, in major units of any currency. */
export const DEPOSIT_MIN_AMOUNT = 1;
export const DEPOSIT_MAX_AMOUNT = 10_000;
/** Smallest and largest single withdrawal, in major units. */
export const WITHDRAWAL_MIN_AMOUNT = 10;
export const WITHDRAWAL_MAX_AMOUNT = 5_000;
/** Lifetime withdrawal limit per player and currency, in major units (001 §7 lifetime-limits). */
export const WITHDRAWAL_LIFETIME_LIMIT = 50_000;
/** Deposit anti-fraud: more unfinished deposits than this within the window is a reject. */
export const DEPOSIT_ANTI_FRAUD_MAX_OPEN = 10;
export const DEPOSIT_ANTI_FRAUD_WINDOW_MS = 10 * 60 * 1000;
/** A signed payment webhook older or newer than this (seconds) is refused. */
export const PAYMENT_WEBHOOK_TOLERANCE_S = 300;

// ── Operators (docs/decisions/047-operator-identity.md) ──
/** Failed sign-ins in a row (password or second factor) that lock an operator's account … */
export const OPERATOR_SIGN_IN_MAX_FAILURES = 5;
/** … for this long; a right answer before that resets the count. */
export const OPERATOR_LOCKOUT_MS = 15 * 60 * 1000;
/** An operator's session ends after this long without a call … */
export const OPERATOR_SESSION_IDLE_MS = 30 * 60 * 1000;
/** … and this long after sign-in, whatever happens. */
export const OPERATOR_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** The sign-in's second step (authenticator code, enrolment) must come within this of the first. */
export const OPERATOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** How long an enrolment link (a new operator's, or one an admin issued again) works. */
export const OPERATOR_ENROLMENT_TTL_MS = 72 * 60 * 60 * 1000;
/** One-time recovery codes given at enrolment and each time they are made again. */
export const OPERATOR_RECOVERY_CODE_COUNT = 10;
/** Authenticator codes one step (30 s) either side of now are taken, for clocks a little apart. */
export const OPERATOR_TOTP_TOLERANCE_S = 30;
/** Audit entries per page when the call does not say. */
export const OPERATOR_AUDIT_PAGE_SIZE = 50;

// ── Reports (docs/decisions/051-reports.md) ──
/** A report covers at most this many days (UTC), from and to included. */
export const REPORT_MAX_DAYS = 366;
/** Games in the top games report when the call does not say, and at most. */
export const REPORT_TOP_GAMES_DEFAULT = 10;
export const REPORT_TOP_GAMES_MAX = 100;
