import { z } from 'zod';
import {
  ACCOUNT_TABS,
  BIRTH_DATE_TYPES,
  DEFAULT_ERRORS_PER_FIELD,
  DEFAULT_OTP_LENGTH,
  DEFAULT_OTP_RESEND_INTERVAL_MS,
  NAME_MODES,
} from './constants.ts';
import { defineEndpoint } from './http.ts';
import { CountryCode, CurrencyCode, LocaleCode } from './paging.ts';
import { BrandProtection } from './protection-brand.ts';
import { FieldRule } from './rules/field-rule.ts';
import { Line } from './rules/text.ts';

export { FieldRule } from './rules/field-rule.ts';

export const LiveChatKind = z.enum(['LIVECHAT', 'TAWK', 'FRESHDESK', 'ZENDESK', 'NONE']);
export type LiveChatKind = z.infer<typeof LiveChatKind>;

export const LiveChatGroup = z.object({
  kind: LiveChatKind,
  /** The widget's account key (LiveChat licence, Tawk property, Zendesk key, Freshchat token …). */
  key: Line().max(200),
  /** The vendor's group for this language (LiveChat group, Tawk widget, Freshchat tag, Zendesk department). */
  group: Line().max(200).optional(),
  /**
   * Where the vendor's script loads from, with `{key}` and `{group}` filled in; absent: the vendor's
   * own address. `{sandbox}` at the start stands for the sandbox's origin (the demo's stand-ins).
   */
  scriptUrl: Line().max(500).optional(),
});
export type LiveChatGroup = z.infer<typeof LiveChatGroup>;

export const LiveChatConfig = z.object({
  /** Per language code; `default` applies when the player's language has no entry. */
  groups: z.record(Line().min(1).max(35), LiveChatGroup),
  /** Page paths (a path or its prefix: `/game`) where the widget is hidden. */
  hiddenOn: z.array(Line().regex(/^\//).max(200)).max(50).default([]),
});
export type LiveChatConfig = z.infer<typeof LiveChatConfig>;

export const LoginTab = z.enum(['email', 'phone', 'username']);
export type LoginTab = z.infer<typeof LoginTab>;

/** A brand currency as the key of a per-currency setting (`USD`). */
const BrandCurrencyKey = z.string().regex(/^[A-Z]{3}$/);

export const BrandConfig = z.object({
  brandId: z.string(),
  name: z.string(),
  /**
   * The header's logo: a file on this site (`/brands/croupier.svg`) or an inline SVG as a data URL
   * (`data:image/svg+xml,…`). Drawn as an image, so an SVG's scripts never run, and within the CSP's
   * `img-src 'self' data:`. Absent: the header shows the name.
   */
  logo: z
    .string()
    .max(50_000)
    .regex(/^(\/(?![/\\])|data:image\/svg\+xml[;,])/)
    .optional(),
  currencies: z.array(z.object({ code: CurrencyCode, minorUnits: z.number().int().min(0).max(4) })),
  countries: z.array(z.object({ code: CountryCode, name: z.string(), currencies: z.array(CurrencyCode) })),
  phoneCodes: z.array(z.object({ code: z.string().regex(/^\+\d{1,4}$/), country: CountryCode })),
  locales: z.array(LocaleCode),
  defaultLocale: LocaleCode,
  defaultCountry: CountryCode,
  defaultCurrency: CurrencyCode,
  loginTabs: z.array(LoginTab).min(1),
  registration: z.object({
    template: z.enum(['light', 'full']),
    types: z.array(LoginTab).min(1),
    oneTimeCode: z.boolean(),
    otpLength: z.number().int().min(4).max(8).default(DEFAULT_OTP_LENGTH),
    otpResendIntervalMs: z.number().int().min(0).default(DEFAULT_OTP_RESEND_INTERVAL_MS),
  }),
  fieldRules: z.record(z.string(), z.array(FieldRule)),
  errorsPerField: z.number().int().min(1).default(DEFAULT_ERRORS_PER_FIELD),
  /**
   * The login redirect levels of 000 §9, each a page on this site or null (docs/decisions/010):
   * `hardRedirect`, where a login or registration ends when no redirect parameter says otherwise
   * (before the last visited page, 000 §2); `softRedirect`, where it ends only when there is no last
   * visited page either (instead of the root).
   */
  hardRedirect: z.string().nullable(),
  softRedirect: z.string().nullable().optional(),
  theme: z.object({
    primary: z.string(),
    primaryContrast: z.string(),
    background: z.string(),
    surface: z.string(),
    text: z.string(),
    muted: z.string(),
    accent: z.string(),
  }),
  features: z.object({
    redeem: z.boolean(),
    sports: z.boolean(),
    tournaments: z.boolean(),
    loyalty: z.boolean(),
    callback: z.boolean(),
  }),
  /**
   * Profile screens (000 §2, §5): account tabs, name mode, birth-date type. Anything left out takes the spec's default (`profileSettings`).
   */
  profile: z
    .object({
      tabs: z.array(z.enum(ACCOUNT_TABS)).min(1).optional(),
      nameMode: z.enum(NAME_MODES).optional(),
      birthDateType: z.enum(BIRTH_DATE_TYPES).optional(),
    })
    .optional(),
  /**
   * The cashier's settings per currency, keyed by the player's currency: the amount the deposit
   * form starts with, in major units (001 §9 "default deposit amount: brand configuration value";
   * a currency left out starts empty), and the withdrawal amount's currency-specific rules (001 §5
   * "plus currency-specific rules from CMS": the field-rule list of 000 §5, run after the rules the
   * spec fixes). Anything left out takes the spec's behaviour.
   */
  cashier: z
    .object({
      defaultDepositAmount: z.record(BrandCurrencyKey, z.number().positive()).optional(),
      withdrawalRules: z.record(BrandCurrencyKey, z.array(FieldRule)).optional(),
      /**
       * 000 §4 "optionally warm up the deposit frame": when on, a player's session start also
       * loads the deposit page's code and their deposit methods, so the cashier opens at once.
       */
      warmUpDeposit: z.boolean().optional(),
    })
    .optional(),
  /** The protection tools that are on, the cooling-off, the periods offered, reality checks (ADR 044, 046). */
  protection: BrandProtection.optional(),
  /** Origins the web app accepts `postMessage` from (game studio, cashier, sportsbook, KYC). */
  thirdPartyOrigins: z.array(z.string()),
});
export type BrandConfig = z.infer<typeof BrandConfig>;

export const LocalizationQuery = z.object({
  hasAuth: z.enum(['true', 'false']).optional(),
  countryCode: CountryCode.optional(),
  preferredLocale: LocaleCode.optional(),
});

export const Localization = z.object({
  locale: LocaleCode,
  /** Flat map of translation key → text. Always holds `missed-translation`. */
  translations: z.record(z.string(), z.string()),
});
export type Localization = z.infer<typeof Localization>;

export const StaticPageSlug = z.enum(['privacy-policy', 'about-us', 'general-terms-conditions']);
export type StaticPageSlug = z.infer<typeof StaticPageSlug>;
export const StaticPage = z.object({ slug: StaticPageSlug, title: z.string(), body: z.string() });
export type StaticPage = z.infer<typeof StaticPage>;

export const contentEndpoints = {
  brandConfig: defineEndpoint({
    id: 'brandConfig',
    method: 'GET',
    base: 'host',
    path: '/brand/config',
    auth: 'public',
    summary: 'The brand this site serves; read by the web app at start, so one build serves any brand.',
    response: BrandConfig,
  }),
  localization: defineEndpoint({
    id: 'localization',
    method: 'GET',
    base: 'host',
    path: '/localization/all',
    auth: 'public',
    summary: 'Every translation of the chosen locale (000 §7 Page set-up).',
    query: LocalizationQuery,
    response: Localization,
  }),
  liveChatConfig: defineEndpoint({
    id: 'liveChatConfig',
    method: 'GET',
    base: 'host',
    path: '/liveChat/config',
    auth: 'public',
    summary: 'Support widget kind and group per language (000 §7 Page set-up).',
    response: LiveChatConfig,
  }),
  staticPage: defineEndpoint({
    id: 'staticPage',
    method: 'GET',
    base: 'host',
    path: '/pages/{slug}',
    auth: 'public',
    summary: 'A static content page of 000 §2 (privacy policy, about us, terms).',
    params: z.object({ slug: StaticPageSlug }),
    response: StaticPage,
  }),
} as const;
