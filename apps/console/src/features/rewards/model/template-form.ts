import type { RewardKind } from '@croupier/contract';
import type { RewardTemplate, RewardTemplateBody } from '@croupier/contract/rewards-operator';
import type { FieldOf } from '../../../shared/forms/contract-resolver.ts';
import { formatPairs, numberOf, numberPairs, optionalNumber, parsePairs } from './pairs.ts';

/** The template form's fields, as typed. */
export interface TemplateValues {
  kind: RewardKind;
  name: string;
  title: string;
  description: string;
  terms: string;
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

export const NEW_TEMPLATE: TemplateValues = {
  kind: 'BONUS',
  name: '',
  title: '',
  description: '',
  terms: '',
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
  const en = t.content.en;
  return {
    kind: t.kind,
    name: t.name,
    title: en?.title ?? '',
    description: en?.description ?? '',
    terms: en?.terms ?? '',
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

/**
 * The body the form sends. The English texts are the form's; a template's texts in other languages
 * (made through the API) are kept as they were. A field of another kind is left out.
 */
export function templateBody(v: TemplateValues, editing?: RewardTemplate): RewardTemplateBody {
  const en = editing?.content.en;
  return {
    kind: v.kind,
    name: v.name,
    content: {
      ...editing?.content,
      en: { title: v.title, description: v.description, terms: v.terms, image: en?.image ?? null },
    },
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

/** The field a problem at a body's path shows beside. */
export const templateFieldOf: FieldOf<TemplateValues> = (path) => {
  const [first = '', second, third] = path.split('.');
  if (first === 'content') return third === 'description' || third === 'terms' ? third : 'title';
  if (first === 'sports') return second === 'minOdds' ? 'sportsMinOdds' : 'sportsContribution';
  if (first === 'freeSpins') return second === 'count' ? 'freeSpinsCount' : 'freeSpinsGame';
  return SAME_NAME.has(first) ? first : null;
};
