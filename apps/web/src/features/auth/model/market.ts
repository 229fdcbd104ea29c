import { DEFAULT_PHONE_CODE } from '@croupier/contract/constants';
import type { BrandConfig } from '@croupier/contract/content';

type Brand = Pick<BrandConfig, 'phoneCodes' | 'countries' | 'defaultCountry' | 'defaultCurrency'>;

/** The brand's phone codes, each once, in configured order. */
export function phoneCodeOptions(brand: Brand): string[] {
  return [...new Set(brand.phoneCodes.map((p) => p.code))];
}

/** The default phone code: the default country's, else the first configured, else '+1' (000 §5, §9). */
export function defaultPhoneCode(brand: Brand): string {
  return (
    brand.phoneCodes.find((p) => p.country === brand.defaultCountry)?.code ??
    brand.phoneCodes[0]?.code ??
    DEFAULT_PHONE_CODE
  );
}

/** Countries offered for a phone code (every country when none matches). */
export function countriesForPhoneCode(brand: Brand, phoneCode: string): string[] {
  const matching = brand.phoneCodes.filter((p) => p.code === phoneCode).map((p) => p.country);
  const known = matching.filter((c) => brand.countries.some((k) => k.code === c));
  return known.length > 0 ? known : brand.countries.map((c) => c.code);
}

/** Currencies of a country (the brand's default currency when the country is unknown). */
export function currenciesForCountry(brand: Brand, country: string): string[] {
  const found = brand.countries.find((c) => c.code === country)?.currencies;
  return found && found.length > 0 ? found : [brand.defaultCurrency];
}

export interface MarketChoice {
  phoneCode: string;
  country: string;
  currency: string;
}

/**
 * Phone code change (000 §5): sets the country options and picks the first (the brand's default
 * country when it is among them), then the currency options and the first currency.
 */
export function onPhoneCodeChange(brand: Brand, phoneCode: string): MarketChoice {
  const countries = countriesForPhoneCode(brand, phoneCode);
  const country = countries.includes(brand.defaultCountry) ? brand.defaultCountry : countries[0]!;
  return { phoneCode, country, currency: currenciesForCountry(brand, country)[0]! };
}

/** Country change: the currency options of the country, defaulting to the first. */
export function onCountryChange(brand: Brand, country: string): Pick<MarketChoice, 'country' | 'currency'> {
  return { country, currency: currenciesForCountry(brand, country)[0]! };
}
