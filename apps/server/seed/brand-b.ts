import type { BrandConfig, LiveChatConfig } from '@croupier/contract';
import { DEMO_LIVECHAT_SCRIPT, demoBrand } from './brand.ts';

/**
 * The demo's second brand (ADR 062), served by the same process at `brand-b.localhost:PORT`: a German
 * casino in euros with its own look, stricter payment settings and another live-chat vendor. Its
 * promotions, tournaments, CRM content and pages are its own (seed/brand-b/, where present).
 */
export const BRAND_B_ID = 'brand-b';

export const brandB: BrandConfig = {
  brandId: BRAND_B_ID,
  name: 'Spielbank Nord',
  logo: '/brands/brand-b.svg',
  currencies: [{ code: 'EUR', minorUnits: 2 }],
  countries: [
    { code: 'DE', name: 'Deutschland', currencies: ['EUR'] },
    { code: 'AT', name: 'Österreich', currencies: ['EUR'] },
  ],
  phoneCodes: [
    { code: '+49', country: 'DE' },
    { code: '+43', country: 'AT' },
  ],
  locales: ['de', 'en'],
  defaultLocale: 'de',
  defaultCountry: 'DE',
  defaultCurrency: 'EUR',
  loginTabs: ['email', 'username'],
  // The light form: e-mail or user name, no phone code step.
  registration: {
    template: 'light',
    types: ['email', 'username'],
    oneTimeCode: false,
    otpLength: 6,
    otpResendIntervalMs: 30_000,
  },
  fieldRules: {
    password: [
      { type: 'required' },
      { type: 'minLength', value: 10, message: 'auth.errors.password-min-length' },
      { type: 'maxLength', value: 128, message: 'auth.errors.password-max-length' },
    ],
    username: demoBrand.fieldRules.username ?? [],
  },
  errorsPerField: 1,
  hardRedirect: null,
  theme: {
    primary: '#14b8a6',
    primaryContrast: '#042f2e',
    background: '#0b1a2b',
    surface: '#12263d',
    text: '#eef6fb',
    muted: '#94a9bd',
    accent: '#f59e0b',
  },
  // A casino without a sportsbook, vouchers or call-backs.
  features: { redeem: false, sports: false, tournaments: true, loyalty: true, callback: false },
  profile: {
    tabs: ['info', 'verification', 'communication'],
    nameMode: 'separate',
    birthDateType: 'birthInput',
  },
  // Stricter than the first brand: a smaller first deposit and at most €1,000 a withdrawal.
  cashier: {
    defaultDepositAmount: { EUR: 20 },
    withdrawalRules: { EUR: [{ type: 'max', value: 1000, message: 'withdrawal.rules.max-eur-1000' }] },
    warmUpDeposit: true,
  },
  // Reality checks every 30 minutes that a player cannot turn off; a day's cooling-off.
  protection: { realityCheckMinutes: 30, realityCheckMayBeOff: false, coolingOffHours: 24 },
  thirdPartyOrigins: demoBrand.thirdPartyOrigins,
};

/** Another vendor than the first brand's (the sandbox's Tawk stand-in), a group per language. */
export const brandBLiveChat: LiveChatConfig = {
  groups: {
    default: { kind: 'TAWK', key: 'spielbank-nord', group: 'support-de', scriptUrl: DEMO_LIVECHAT_SCRIPT },
    en: { kind: 'TAWK', key: 'spielbank-nord', group: 'support-en', scriptUrl: DEMO_LIVECHAT_SCRIPT },
  },
  hiddenOn: ['/game/'],
};
