import type { PromoCodeBody, PromoCodeRecord } from '@croupier/contract/rewards-operator';
import { type FieldOf, topLevelField } from '../../../shared/forms/contract-resolver.ts';
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

/** A moment from the wire as a date-and-time field shows it (UTC, to the minute). */
const localOf = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16) : '');
/** A date-and-time field's value as the wire's moment (read as UTC); empty is none. */
const isoOf = (local: string) => {
  if (!local.trim()) return null;
  const date = new Date(`${local}${local.length === 16 ? ':00' : ''}Z`);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

export function promoValues(p: PromoCodeRecord): PromoValues {
  return {
    code: p.code,
    templateUUID: p.templateUUID,
    startsAt: localOf(p.startsAt),
    endsAt: localOf(p.endsAt),
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
    startsAt: isoOf(v.startsAt),
    endsAt: isoOf(v.endsAt),
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
