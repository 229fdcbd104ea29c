import type { Targeting } from '@croupier/contract/crm';
import { inputOfInstant } from '../../../shared/forms/utc-input.ts';

/**
 * The fields every CRM form has, as the form holds them (text the operator types), and their
 * conversion to and from the contract's body. The contract's schema checks the body (see
 * shared/forms/contract-resolver.ts); nothing here validates.
 */
export interface TargetingValues {
  audience: Targeting['audience'];
  /** Comma- or space-separated codes: `US, CA`. */
  countries: string;
  languages: string;
  /** '' for none. */
  segment: '' | NonNullable<Targeting['segment']>;
}

export interface CommonValues {
  targeting: TargetingValues;
  /** `YYYY-MM-DDTHH:mm` in UTC, as a datetime-local field holds it; '' for none. */
  startsAt: string;
  endsAt: string;
  enabled: boolean;
}

/** Form fields that hold a whole list in one text field: an item's issue belongs to them. */
export const LIST_FIELDS = ['targeting.countries', 'targeting.languages', 'excluded_pages'] as const;

/** The fields of `CommonValues`, for placing the server's refusals. */
export const COMMON_FIELDS = [
  'targeting.audience',
  'targeting.countries',
  'targeting.languages',
  'targeting.segment',
  'startsAt',
  'endsAt',
  'enabled',
] as const;

export const splitList = (text: string, by: RegExp = /[\s,]+/) =>
  text
    .split(by)
    .map((s) => s.trim())
    .filter(Boolean);

/** '' → null; otherwise the text as it is (trimmed), for the schema to judge. */
export const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** A datetime-local value read as UTC; '' → null. */
export function utcOf(local: string): string | null {
  const t = local.trim();
  if (!t) return null;
  return t.length === 16 ? `${t}:00Z` : `${t}Z`;
}

/** An instant as a datetime-local value in UTC ('' for none). */
export const localOf = inputOfInstant;

export const commonBody = (v: CommonValues) => ({
  targeting: {
    audience: v.targeting.audience,
    countries: splitList(v.targeting.countries).map((c) => c.toUpperCase()),
    languages: splitList(v.targeting.languages),
    segment: v.targeting.segment || null,
  },
  startsAt: utcOf(v.startsAt),
  endsAt: utcOf(v.endsAt),
  enabled: v.enabled,
});

export const commonValues = (
  item: { targeting: Targeting; startsAt?: string | null; endsAt?: string | null; enabled?: boolean } | null,
  audience: Targeting['audience'],
): CommonValues => ({
  targeting: {
    audience: item?.targeting.audience ?? audience,
    countries: item?.targeting.countries.join(', ') ?? '',
    languages: item?.targeting.languages.join(', ') ?? '',
    segment: item?.targeting.segment ?? '',
  },
  startsAt: localOf(item?.startsAt),
  endsAt: localOf(item?.endsAt),
  enabled: item?.enabled ?? true,
});
