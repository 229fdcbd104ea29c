import { z } from 'zod';
import { BrandConfig, StaticPageSlug } from './content.ts';
import { defineEndpoint } from './http.ts';
import { ADMIN_ONLY, readBy, writeBy } from './operator-roles.ts';
import { CountryCode, CurrencyCode, LocaleCode } from './paging.ts';
import { SCHEMA_MESSAGES } from './rules/messages.ts';
import { Line, MultilineText } from './rules/text.ts';

/**
 * The operators' brand settings and pages (docs/decisions/058-brand-admin.md): the parts of
 * `GET /brand/config` content staff change without a deploy, and the footer's static pages per
 * locale. A write reloads the serving process's brand cache, so players see it on their next load.
 */

/** Text of a rule an operator types (a message key, a pattern, a function's name). */
const RuleText = Line().max(500);

/** One rule of a field-rule list (000 §5) as an operator sends it: the brand config's `FieldRule`, its texts typed text. */
export const FieldRuleInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('required'), message: RuleText.optional() }),
  z.object({ type: z.literal('min'), value: z.number(), message: RuleText }),
  z.object({ type: z.literal('max'), value: z.number(), message: RuleText }),
  z.object({ type: z.literal('minLength'), value: z.number().int(), message: RuleText }),
  z.object({ type: z.literal('maxLength'), value: z.number().int(), message: RuleText }),
  z.object({
    type: z.literal('regex'),
    pattern: RuleText,
    exclude: z.boolean().default(false),
    message: RuleText,
  }),
  z.object({ type: z.literal('function'), name: RuleText, message: RuleText }),
]);
const RuleList = z.array(FieldRuleInput).max(20);
/** A currency as the key of a per-currency setting (`USD`). */
const CurrencyKey = Line().regex(/^[A-Z]{3}$/, SCHEMA_MESSAGES.currencyCode);

/** The brand's settings an operator changes; the rest of the brand config (theme, origins, …) is set up at install. */
export const BrandSettingsFields = z.object({
  features: BrandConfig.shape.features,
  registration: BrandConfig.shape.registration,
  /** Per registration field, its rules (000 §5), run in order. */
  fieldRules: z.record(Line().min(1).max(64), RuleList),
  locales: z
    .array(LocaleCode)
    .min(1)
    .max(30)
    .refine((list) => new Set(list).size === list.length, { message: SCHEMA_MESSAGES.distinctValues }),
  defaultLocale: LocaleCode,
  /** Must be one of the brand's countries (the server checks it). */
  defaultCountry: CountryCode,
  /** Must be one of the brand's currencies (the server checks it). */
  defaultCurrency: CurrencyCode,
  /** Payment settings per currency: the deposit form's starting amount and the withdrawal's limits. */
  cashier: z.object({
    defaultDepositAmount: z.record(CurrencyKey, z.number().positive()).optional(),
    withdrawalRules: z.record(CurrencyKey, RuleList).optional(),
    warmUpDeposit: z.boolean().optional(),
  }),
});

/** The rule across fields: the default locale is one of the brand's locales (refused on `defaultLocale`). */
export const withOfferedLocale = <T extends z.ZodType<{ locales: string[]; defaultLocale: string }>>(
  schema: T,
) =>
  schema.refine((s) => s.locales.includes(s.defaultLocale), {
    path: ['defaultLocale'],
    message: SCHEMA_MESSAGES.notOffered,
  });

export const BrandSettings = withOfferedLocale(BrandSettingsFields);
export type BrandSettings = z.infer<typeof BrandSettings>;

/** The settings with what the brand offers to choose the defaults from. */
export const BrandSettingsAnswer = z.object({
  settings: BrandSettings,
  /** The brand's countries and currencies (read-only here). */
  countries: z.array(z.string()),
  currencies: z.array(z.string()),
});
export type BrandSettingsAnswer = z.infer<typeof BrandSettingsAnswer>;

export const BrandPageParams = z.object({ locale: LocaleCode, slug: StaticPageSlug });
export const BrandPageBody = z.object({
  title: Line().trim().min(1).max(200),
  body: MultilineText().trim().min(1).max(100_000),
});
export type BrandPageBody = z.infer<typeof BrandPageBody>;
export const BrandPage = z.object({
  locale: z.string(),
  slug: StaticPageSlug,
  title: z.string(),
  body: z.string(),
  /** False: the locale has no text of its own and players read the default locale's. */
  stored: z.boolean(),
});
export type BrandPage = z.infer<typeof BrandPage>;
export const BrandPageList = z.object({ pages: z.array(BrandPage) });

const op = (summary: string) => ({ auth: 'operator' as const, base: 'host' as const, summary });

export const brandOperatorEndpoints = {
  getBrandSettings: defineEndpoint({
    id: 'getBrandSettings',
    method: 'GET',
    path: '/operator/brand',
    roles: readBy('marketing', 'support'),
    ...op(
      "Operator: the brand's feature switches, registration and its field rules, locales, defaults and payment settings.",
    ),
    response: BrandSettingsAnswer,
  }),
  updateBrandSettings: defineEndpoint({
    id: 'updateBrandSettings',
    auditBefore: 'getBrandSettings',
    method: 'PUT',
    path: '/operator/brand',
    roles: ADMIN_ONLY,
    ...op(
      "Operator: replaces the brand's settings; `GET /brand/config` answers them at once on this server. A default the brand does not offer is refused on its field.",
    ),
    body: BrandSettings,
    response: BrandSettingsAnswer,
  }),
  listBrandPages: defineEndpoint({
    id: 'listBrandPages',
    method: 'GET',
    path: '/operator/brand/pages',
    roles: readBy('marketing', 'support'),
    ...op(
      "Operator: every static page in every one of the brand's locales (one not written: `stored` false).",
    ),
    response: BrandPageList,
  }),
  getBrandPage: defineEndpoint({
    id: 'getBrandPage',
    method: 'GET',
    path: '/operator/brand/pages/{locale}/{slug}',
    roles: readBy('marketing', 'support'),
    ...op('Operator: one static page in one locale. A locale the brand does not offer is refused.'),
    params: BrandPageParams,
    response: BrandPage,
  }),
  setBrandPage: defineEndpoint({
    id: 'setBrandPage',
    auditBefore: 'getBrandPage',
    method: 'PUT',
    path: '/operator/brand/pages/{locale}/{slug}',
    roles: writeBy('marketing'),
    ...op('Operator: writes a static page in one locale; `GET /pages/{slug}` serves it at once.'),
    params: BrandPageParams,
    body: BrandPageBody,
    response: BrandPage,
  }),
} as const;
