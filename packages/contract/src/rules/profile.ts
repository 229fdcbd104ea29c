import {
  ACCOUNT_TABS,
  type BIRTH_DATE_TYPES,
  BIRTH_DAY_MAX,
  BIRTH_MONTH_MAX,
  type NAME_MODES,
} from '../constants.ts';
import {
  CREDENTIAL_MESSAGES,
  isCommonPassword,
  passwordContainsEmail,
  passwordEqualsLogin,
} from './credentials.ts';

/** Profile rules both the web forms and the server apply (000 §5 Profile update, Change password). */

export const PROFILE_MESSAGES = {
  emptyBirthDate: 'profile.errors.empty-birth-date',
  invalidBirthDate: 'profile.errors.invalid-birth-date',
  passwordEmail: 'profile.errors.password-email-validation',
  passwordLogin: 'profile.errors.password-login-validation',
  passwordsMustBeEqual: 'profile.passwords-must-be-equals',
} as const;

/** How a brand asks for the name (000 §5): separate first and last names, or one full name. */
export type NameMode = (typeof NAME_MODES)[number];

/** Birth-date field types (000 §5). */
export type BirthDateType = (typeof BIRTH_DATE_TYPES)[number];

/** The tabs of `/profile/account` (000 §2), in the order they show. */
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** A brand's profile settings (`BrandConfig.profile`), every value filled. */
export interface ProfileSettings {
  /** Which account tabs show (000 §2 "shown according to configuration"). */
  tabs: AccountTab[];
  nameMode: NameMode;
  birthDateType: BirthDateType;
}

export const DEFAULT_PROFILE_SETTINGS: ProfileSettings = {
  tabs: [...ACCOUNT_TABS],
  nameMode: 'separate',
  birthDateType: 'birthInput',
};

/** A brand's profile settings with the spec's defaults for whatever it leaves out. */
export function profileSettings(configured?: Partial<ProfileSettings> | null): ProfileSettings {
  const merged = { ...DEFAULT_PROFILE_SETTINGS, ...configured };
  const tabs = ACCOUNT_TABS.filter((tab) => merged.tabs.includes(tab));
  return { ...merged, tabs: tabs.length > 0 ? tabs : [...ACCOUNT_TABS] };
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 1), max);

/**
 * What the birth-date input shows as the player types (000 §5, §9): digits only, formatted
 * DD/MM/YYYY, a two-digit day clamped to 1-31 and a two-digit month to 1-12. A zero part ('00')
 * is kept as typed so the rule `profile.errors.empty-birth-date` can name it.
 */
export function formatBirthInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const part = (s: string, max: number) => {
    if (s.length < 2) return s;
    const n = Number(s);
    return n === 0 ? '00' : String(clamp(n, max)).padStart(2, '0');
  };
  const day = part(digits.slice(0, 2), BIRTH_DAY_MAX);
  const month = part(digits.slice(2, 4), BIRTH_MONTH_MAX);
  const year = digits.slice(4, 8);
  return [day, month, year].filter((p, i) => p.length > 0 || i === 0).join('/');
}

/** 'DD/MM/YYYY' (or 'DD.MM.YYYY', 'DD-MM-YYYY') → 'YYYY-MM-DD'; null when it is not a whole date. */
export function birthInputToIso(input: string): string | null {
  const m = /^(\d{2})[/.-](\d{2})[/.-](\d{4})$/.exec(input.trim());
  if (!m) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** True when the day, month or year of a 'YYYY-MM-DD' (or DD/MM/YYYY) date is zero. */
export function hasZeroDatePart(date: string): boolean {
  const iso = birthInputToIso(date) ?? date.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  return Number(m[1]) === 0 || Number(m[2]) === 0 || Number(m[3]) === 0;
}

/**
 * The message key of a birth date ('YYYY-MM-DD'), or null when it is fine: a zero part is
 * `profile.errors.empty-birth-date` (000 §5); a date that does not exist or is in the future is
 * `profile.errors.invalid-birth-date`.
 */
export function birthDateProblem(iso: string, today: Date = new Date()): string | null {
  if (hasZeroDatePart(iso)) return PROFILE_MESSAGES.emptyBirthDate;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return PROFILE_MESSAGES.invalidBirthDate;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    return PROFILE_MESSAGES.invalidBirthDate;
  }
  if (y < 1900 || date.getTime() > today.getTime()) return PROFILE_MESSAGES.invalidBirthDate;
  return null;
}

/** One full name → first and last names: the last word is the last name (000 §5 name mode 'full'). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

/** First and last names → the one full name a 'full' name mode shows. */
export function joinFullName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return [firstName, lastName]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** A form value that is not sent (000 §5): empty, blank, or the text 'UNDEFINED' / 'undefined'. */
export function isUnsetValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  const v = value.trim();
  return v === '' || v.toUpperCase() === 'UNDEFINED';
}

/** The values of an update that are sent: every unset one (see `isUnsetValue`) is left out. */
export function omitUnset<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => !isUnsetValue(v))) as Partial<T>;
}

/**
 * The change-password rules (000 §5), as message keys on the field they belong to. `email` and
 * `username` are the player's own; `common`, the list of common passwords (`rules/common-passwords`).
 */
export function changePasswordProblems(
  input: { password: string; repeatPassword?: string | undefined },
  player: { email?: string | null; username?: string | null },
  common?: ReadonlySet<string>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.password.length < 8) problems.password = CREDENTIAL_MESSAGES.passwordMinLength;
  else if (input.password.length > 128) problems.password = CREDENTIAL_MESSAGES.passwordMaxLength;
  else if (common && isCommonPassword(input.password, common))
    problems.password = CREDENTIAL_MESSAGES.passwordCommon;
  else if (passwordContainsEmail(input.password, player.email))
    problems.password = PROFILE_MESSAGES.passwordEmail;
  else if (passwordEqualsLogin(input.password, player.username))
    problems.password = PROFILE_MESSAGES.passwordLogin;
  if (input.repeatPassword !== undefined && input.repeatPassword !== input.password) {
    problems.repeatPassword = PROFILE_MESSAGES.passwordsMustBeEqual;
  }
  return problems;
}
