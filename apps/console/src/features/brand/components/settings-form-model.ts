import {
  type BrandSettings,
  BrandSettingsFields,
  withOfferedLocale,
} from '@croupier/contract/brand-operator';
import { z } from 'zod';

/** Codes as typed: separated by commas or spaces. */
const codes = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** A JSON text, parsed; the structure is then checked by the contract's schema. */
const json = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.issues.push({ code: 'custom', message: 'Write valid JSON.', input: text });
    return z.NEVER;
  }
});

/**
 * The brand settings' form: the contract's schema, with the locales typed as one line of codes and
 * the field rules and payment settings as JSON texts.
 */
export const settingsFormSchema = withOfferedLocale(
  BrandSettingsFields.extend({
    locales: z.string().transform(codes).pipe(BrandSettingsFields.shape.locales),
    fieldRules: json.pipe(BrandSettingsFields.shape.fieldRules),
    cashier: json.pipe(BrandSettingsFields.shape.cashier),
  }),
);

export type SettingsValues = Omit<BrandSettings, 'locales' | 'fieldRules' | 'cashier'> & {
  locales: string;
  fieldRules: string;
  cashier: string;
};

/** The stored settings as the form shows them. */
export const toFormValues = (s: BrandSettings): SettingsValues => ({
  ...s,
  locales: s.locales.join(', '),
  fieldRules: JSON.stringify(s.fieldRules, null, 2),
  cashier: JSON.stringify(s.cashier, null, 2),
});

/** The form's top-level fields, where a refusal is shown. */
export const SETTINGS_FIELDS = [
  'features',
  'registration',
  'fieldRules',
  'locales',
  'defaultLocale',
  'defaultCountry',
  'defaultCurrency',
  'cashier',
] as const;
