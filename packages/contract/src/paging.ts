import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { Line } from './rules/text.ts';

/** Zero-based page number, as the platform's paged responses count them. */
export const PageNumber = z.coerce.number().int().min(0).max(100_000).default(0);

export function pageSize(defaultSize: number) {
  return z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize);
}

/** A page of a list: `content` plus where it sits in the whole. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}

/** A page of `content` as `pageOf` describes it: where it sits among `total` items, `size` a page. */
export function pageAnswer<T>(content: T[], page: number, size: number, total: number) {
  return { content, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

/** Two-letter country code; lower case is accepted and upper-cased. */
export const CountryCode = Line()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, SCHEMA_MESSAGES.countryCode);
/** Three-letter currency code; lower case is accepted and upper-cased. */
export const CurrencyCode = Line()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, SCHEMA_MESSAGES.currencyCode);
export const LocaleCode = Line()
  .trim()
  .regex(/^[a-z]{2}(-[A-Z]{2})?$/, SCHEMA_MESSAGES.locale);
