import type { PromoCodeBody, PromoCodeRecord } from '@croupier/contract/rewards-operator';
import { type FieldOf, topLevelField } from '../../../shared/forms/contract-resolver.ts';
import { inputOfInstant, instantOfInput } from '../../../shared/forms/utc-input.ts';
import { codesOf, numberOf, optionalNumber } from './pairs.ts';

/** The promo code form's fields, as typed; dates and times in UTC (`2026-12-01T00:00`). */
export interface PromoValues {
  code: string;
  templateUUID: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerPlayer: string;
  countries: string;
  currencies: string;
  enabled: boolean;
}

export const NEW_PROMO: PromoValues = {
  code: '',
  templateUUID: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerPlayer: '1',
  countries: '',
  currencies: '',
  enabled: true,
};

export function promoValues(p: PromoCodeRecord): PromoValues {
  return {
    code: p.code,
    templateUUID: p.templateUUID,
    startsAt: inputOfInstant(p.startsAt),
    endsAt: inputOfInstant(p.endsAt),
    maxUses: p.maxUses === null ? '' : String(p.maxUses),
    maxUsesPerPlayer: String(p.maxUsesPerPlayer),
    countries: p.countries.join(', '),
    currencies: p.currencies.join(', '),
    enabled: p.enabled,
  };
}

export function promoBody(v: PromoValues): PromoCodeBody {
  return {
    code: v.code,
    templateUUID: v.templateUUID,
    startsAt: instantOfInput(v.startsAt),
    endsAt: instantOfInput(v.endsAt),
    maxUses: optionalNumber(v.maxUses),
    maxUsesPerPlayer: numberOf(v.maxUsesPerPlayer),
    countries: codesOf(v.countries),
    currencies: codesOf(v.currencies),
    enabled: v.enabled,
  };
}

const FIELDS = new Set<string>(Object.keys(NEW_PROMO));

/** The field a problem at a body's path shows beside. */
export const promoFieldOf: FieldOf<PromoValues> = (path, values) => {
  const first = topLevelField(path, values);
  return first !== null && FIELDS.has(first) ? first : null;
};
