import type { RewardKind } from '@croupier/contract';
import type { RewardTemplate, RewardTemplateBody } from '@croupier/contract/rewards-operator';
import type { FieldOf } from '../../../shared/forms/contract-resolver.ts';
import {
  DEFAULT_LOCALE,
  type LocaleRow,
  localeRows,
  textsByLocale,
} from '../../../shared/forms/locale-texts.ts';
import { formatPairs, numberOf, numberPairs, optionalNumber, parsePairs } from './pairs.ts';

/** A language's texts of a template (what players read), as typed. */
export interface TemplateTextValues extends LocaleRow {
  title: string;
  description: string;
  terms: string;
  /** An https address; empty: none. */
  image: string;
}

/** The template form's fields, as typed. */
export interface TemplateValues {
  kind: RewardKind;
  name: string;
  /** The texts, one row a language. */
  content: TemplateTextValues[];
  amounts: string;
  depositPercent: string;
  minDeposit: string;
  wageringMultiplier: string;
  defaultContribution: string;
  contributions: string;
  maxConversion: string;
  maxBet: string;
  sportsContribution: string;
  sportsMinOdds: string;
  freeSpinsGame: string;
  freeSpinsCount: string;
  claimDays: string;
  validDays: string;
  enabled: boolean;
}

export const KIND_LABELS: Record<RewardKind, string> = {
  BONUS: 'Bonus',
  'FREE-SPIN': 'Free spins',
  'MULTI-BONUS': 'Multi-bonus',
};

export const emptyTemplateTexts = (locale: string): TemplateTextValues => ({
  locale,
  title: '',
  description: '',
  terms: '',
  image: '',
});

export const NEW_TEMPLATE: TemplateValues = {
  kind: 'BONUS',
  name: '',
  content: [emptyTemplateTexts(DEFAULT_LOCALE)],
  amounts: '',
  depositPercent: '',
  minDeposit: '',
  wageringMultiplier: '30',
  defaultContribution: '100',
  contributions: '',
  maxConversion: '',
  maxBet: '',
  sportsContribution: '100',
  sportsMinOdds: '1.5',
  freeSpinsGame: '',
  freeSpinsCount: '',
  claimDays: '7',
  validDays: '30',
  enabled: true,
};

/** A template's fields for editing it. */
export function templateValues(t: RewardTemplate): TemplateValues {
  return {
    kind: t.kind,
    name: t.name,
    content: localeRows(t.content, (locale, texts) => ({
      locale,
      title: texts.title,
      description: texts.description,
      terms: texts.terms,
      image: texts.image ?? '',
    })),
    amounts: formatPairs(t.amounts),
    depositPercent: t.depositPercent === null ? '' : String(t.depositPercent),
    minDeposit: formatPairs(t.minDeposit),
    wageringMultiplier: String(t.wageringMultiplier),
    defaultContribution: String(t.defaultContribution),
    contributions: formatPairs(t.contributions),
    maxConversion: formatPairs(t.maxConversion),
    maxBet: formatPairs(t.maxBet),
    sportsContribution: String(t.sports.contribution),
    sportsMinOdds: String(t.sports.minOdds),
    freeSpinsGame: t.freeSpins?.gameSlug ?? '',
    freeSpinsCount: t.freeSpins ? String(t.freeSpins.count) : '',
    claimDays: String(t.claimDays),
    validDays: String(t.validDays),
    enabled: t.enabled,
  };
}

/** The body the form sends: its texts in every language; a field of another kind is left out. */
export function templateBody(v: TemplateValues): RewardTemplateBody {
  return {
    kind: v.kind,
    name: v.name,
    content: textsByLocale(v.content, (t) => ({
      title: t.title,
      description: t.description,
      terms: t.terms,
      image: t.image.trim() || null,
    })),
    amounts: parsePairs(v.amounts, true),
    depositPercent: v.kind === 'BONUS' ? optionalNumber(v.depositPercent) : null,
    minDeposit: parsePairs(v.minDeposit, true),
    wageringMultiplier: numberOf(v.wageringMultiplier),
    contributions: numberPairs(v.contributions),
    defaultContribution: numberOf(v.defaultContribution),
    maxConversion: parsePairs(v.maxConversion, true),
    maxBet: parsePairs(v.maxBet, true),
    sports: { contribution: numberOf(v.sportsContribution), minOdds: numberOf(v.sportsMinOdds) },
    freeSpins:
      v.kind === 'FREE-SPIN' ? { gameSlug: v.freeSpinsGame, count: numberOf(v.freeSpinsCount) } : null,
    claimDays: numberOf(v.claimDays),
    validDays: numberOf(v.validDays),
    enabled: v.enabled,
  };
}

const SAME_NAME = new Set<string>([
  'kind',
  'name',
  'amounts',
  'depositPercent',
  'minDeposit',
  'wageringMultiplier',
  'contributions',
  'defaultContribution',
  'maxConversion',
  'maxBet',
  'claimDays',
  'validDays',
  'enabled',
]);

/**
 * The field a problem at a body's path shows beside; a text's stays at its path (`content.de.title`),
 * where the texts' fieldset reads it.
 */
export const templateFieldOf: FieldOf<TemplateValues> = (path) => {
  const [first = '', second] = path.split('.');
  if (first === 'content') return path;
  if (first === 'sports') return second === 'minOdds' ? 'sportsMinOdds' : 'sportsContribution';
  if (first === 'freeSpins') return second === 'count' ? 'freeSpinsCount' : 'freeSpinsGame';
  return SAME_NAME.has(first) ? first : null;
};
