import type { CampaignBody, CampaignRecord } from '@croupier/contract/campaigns-operator';
import {
  CAMPAIGN_CATEGORIES,
  type CampaignTrigger,
  type CampaignVisibility,
} from '@croupier/contract/rules/campaigns';
import type { z } from 'zod';
import { type LocaleRow, localeRows, textsByLocale } from '../../../shared/forms/locale-texts.ts';
import { inputOfInstant, instantOfInput } from '../../../shared/forms/utc-input.ts';
import { formatAmounts, parseAmounts, parseCodes } from './amounts.ts';

/**
 * The campaign form's values as the operator types them (lists and amounts as text, dates as UTC
 * `datetime-local` values) and their way to the contract's `CampaignBody`, whose schema validates
 * the result before it is sent: the form's errors are the contract's, at the body's paths.
 */
export interface LevelValues {
  templateUUID: string;
  /** `USD 20.00, EUR 18.00` */
  minDeposit: string;
  wager: string;
}
export interface ContentValues extends LocaleRow {
  title: string;
  description: string;
  image: string;
  terms: string;
  buttonLink: string;
}
export interface CampaignFormValues {
  name: string;
  typeKey: string;
  trigger: CampaignTrigger;
  optIn: boolean;
  visibility: CampaignVisibility;
  whiteListCountries: string;
  whiteListCurrencies: string;
  blackListCountries: string;
  group: string;
  levels: LevelValues[];
  content: ContentValues[];
  /** `2026-12-01T10:00`, in UTC; empty: none. */
  startsAt: string;
  endsAt: string;
}

export const emptyLevel = (): LevelValues => ({ templateUUID: '', minDeposit: '', wager: '' });
export const emptyContent = (locale: string): ContentValues => ({
  locale,
  title: '',
  description: '',
  image: '',
  terms: '',
  buttonLink: '',
});

export const NEW_CAMPAIGN: CampaignFormValues = {
  name: '',
  typeKey: CAMPAIGN_CATEGORIES[0],
  trigger: 'deposit',
  optIn: true,
  visibility: 'all',
  whiteListCountries: '',
  whiteListCurrencies: '',
  blackListCountries: '',
  group: '',
  levels: [emptyLevel()],
  content: [emptyContent('en')],
  startsAt: '',
  endsAt: '',
};

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export function toCampaignBody(v: CampaignFormValues): CampaignBody {
  return {
    name: v.name,
    typeKey: v.typeKey,
    trigger: v.trigger,
    optIn: v.optIn,
    visibility: v.visibility,
    whiteListCountries: parseCodes(v.whiteListCountries),
    whiteListCurrencies: parseCodes(v.whiteListCurrencies),
    blackListCountries: parseCodes(v.blackListCountries),
    group: orNull(v.group),
    levels: v.levels.map((l) => ({
      templateUUID: l.templateUUID,
      minDeposit: parseAmounts(l.minDeposit),
      wager: parseAmounts(l.wager),
    })),
    content: textsByLocale(v.content, (c) => ({
      title: c.title,
      description: c.description,
      image: orNull(c.image),
      terms: c.terms,
      buttonLink: orNull(c.buttonLink),
    })),
    startsAt: instantOfInput(v.startsAt),
    endsAt: instantOfInput(v.endsAt),
  };
}

export function campaignFormValues(c: CampaignRecord): CampaignFormValues {
  return {
    name: c.name,
    typeKey: c.typeKey,
    trigger: c.trigger,
    optIn: c.optIn,
    visibility: c.visibility,
    whiteListCountries: c.whiteListCountries.join(', '),
    whiteListCurrencies: c.whiteListCurrencies.join(', '),
    blackListCountries: c.blackListCountries.join(', '),
    group: c.group ?? '',
    levels: c.levels.map((l) => ({
      templateUUID: l.templateUUID,
      minDeposit: formatAmounts(l.minDeposit),
      wager: formatAmounts(l.wager),
    })),
    content: localeRows(c.content, (locale, t) => ({
      locale,
      title: t.title,
      description: t.description,
      image: t.image ?? '',
      terms: t.terms,
      buttonLink: t.buttonLink ?? '',
    })),
    startsAt: inputOfInstant(c.startsAt),
    endsAt: inputOfInstant(c.endsAt),
  };
}
export type CampaignSubmit = z.output<typeof CampaignBody>;
