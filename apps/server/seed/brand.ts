import type { BrandConfig, LiveChatConfig, LiveChatGroup } from '@croupier/contract';
import { DEMO_LOCALES, offeredLocales } from './locales.ts';

export const DEMO_BRAND_ID = 'croupier';

export const demoBrand: BrandConfig = {
  brandId: DEMO_BRAND_ID,
  name: 'Croupier',
  currencies: [
    { code: 'USD', minorUnits: 2 },
    { code: 'EUR', minorUnits: 2 },
    { code: 'GBP', minorUnits: 2 },
    { code: 'CAD', minorUnits: 2 },
  ],
  countries: [
    { code: 'US', name: 'United States', currencies: ['USD'] },
    { code: 'CA', name: 'Canada', currencies: ['CAD', 'USD'] },
    { code: 'GB', name: 'United Kingdom', currencies: ['GBP', 'EUR'] },
    { code: 'DE', name: 'Germany', currencies: ['EUR'] },
    { code: 'IE', name: 'Ireland', currencies: ['EUR', 'GBP'] },
  ],
  phoneCodes: [
    { code: '+1', country: 'US' },
    { code: '+1', country: 'CA' },
    { code: '+44', country: 'GB' },
    { code: '+49', country: 'DE' },
    { code: '+353', country: 'IE' },
  ],
  // The demo's languages whose web texts ship (seed/locales.ts).
  locales: offeredLocales(),
  defaultLocale: 'en',
  defaultCountry: 'US',
  defaultCurrency: 'USD',
  loginTabs: ['email', 'phone', 'username'],
  registration: {
    template: 'full',
    types: ['email', 'phone', 'username'],
    oneTimeCode: true,
    otpLength: 6,
    otpResendIntervalMs: 10_000,
  },
  fieldRules: {
    password: [
      { type: 'required' },
      { type: 'minLength', value: 8, message: 'auth.errors.password-min-length' },
      { type: 'maxLength', value: 128, message: 'auth.errors.password-max-length' },
    ],
    username: [
      { type: 'required' },
      {
        type: 'regex',
        pattern: '^[A-Za-z0-9_.]{3,32}$',
        exclude: false,
        message: 'auth.errors.username-format',
      },
    ],
  },
  errorsPerField: 1,
  hardRedirect: null,
  theme: {
    primary: '#f5b301',
    primaryContrast: '#1a1300',
    background: '#0d1117',
    surface: '#161b26',
    text: '#f3f4f6',
    muted: '#9ca3af',
    accent: '#22c55e',
  },
  // Only what exists (the server also ANDs these with IMPLEMENTED_FEATURES for older databases).
  features: { redeem: true, sports: true, tournaments: true, loyalty: true, callback: true },
  profile: {
    tabs: ['info', 'verification', 'communication'],
    nameMode: 'separate',
    birthDateType: 'birthInput',
  },
  // 001 §9: the deposit form starts with this amount in the player's currency (docs/configuration.md).
  cashier: {
    defaultDepositAmount: { USD: 25, EUR: 25, GBP: 20, CAD: 30 },
    // 001 §5: the withdrawal amount's currency-specific rules (the brand's, beside the provider's limits).
    withdrawalRules: {
      USD: [{ type: 'max', value: 2500, message: 'withdrawal.rules.max-usd' }],
      EUR: [{ type: 'max', value: 2500, message: 'withdrawal.rules.max-eur' }],
      GBP: [{ type: 'max', value: 2000, message: 'withdrawal.rules.max-gbp' }],
      CAD: [{ type: 'max', value: 3000, message: 'withdrawal.rules.max-cad' }],
    },
    // 000 §4: a player's session start also warms up the deposit frame.
    warmUpDeposit: true,
  },
  protection: { realityCheckMinutes: 60, realityCheckMayBeOff: true },
  thirdPartyOrigins: ['http://localhost:3100'],
};

/**
 * The demo's support chat: the sandbox's stand-in of a vendor (`{sandbox}` is the sandbox's origin,
 * `{kind}` the widget kind), so changing `kind` alone switches the widget (ADR 028).
 */
export const DEMO_LIVECHAT_SCRIPT = '{sandbox}/livechat/{kind}.js?key={key}&group={group}';

/** The support team of a language (000 §3 "Live chat group configuration exists per language"). */
export const demoLiveChatGroup = (locale: string): LiveChatGroup => ({
  kind: 'LIVECHAT',
  key: 'demo-licence',
  group: `support-${locale.toLowerCase()}`,
  scriptUrl: DEMO_LIVECHAT_SCRIPT,
});

/** English, the default language, is the `default` group; every other demo language has its own. */
export const demoLiveChat: LiveChatConfig = {
  groups: {
    default: demoLiveChatGroup('en'),
    ...Object.fromEntries(DEMO_LOCALES.filter((l) => l !== 'en').map((l) => [l, demoLiveChatGroup(l)])),
  },
  hiddenOn: ['/game/'],
};
