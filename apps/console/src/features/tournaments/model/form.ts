import type { TournamentScoring } from '@croupier/contract/rules/tournaments';
import type { OperatorTournament, TournamentBody } from '@croupier/contract/tournaments';
import type { UseFormReturn } from 'react-hook-form';
import { inputOfInstant } from '../../../shared/forms/utc-input.ts';

/** One prize line as the form holds it: places, and money or a reward template. */
export interface PrizeValues {
  placeFrom: string;
  placeTo: string;
  kind: 'amount' | 'reward';
  amount: string;
  templateUUID: string;
}

/** The texts of one locale. */
export interface ContentValues {
  locale: string;
  title: string;
  description: string;
  image: string;
  terms: string;
}

/** What the tournament form holds: the body's fields as inputs give them (dates in UTC, no zone). */
export interface TournamentValues {
  name: string;
  games: string[];
  scoring: TournamentScoring;
  currency: string;
  minStake: string;
  startsAt: string;
  endsAt: string;
  prizes: PrizeValues[];
  content: ContentValues[];
  /**
   * The instants the platform answered, to the millisecond: a date left as it was is sent as it was
   * (a started tournament must keep its start exactly; the input shows minutes).
   */
  kept: { startsAt: string; endsAt: string } | null;
}

/** The form's state: its values, checked into the body the contract's `TournamentBody` accepts. */
export type TournamentForm = UseFormReturn<TournamentValues, unknown, TournamentBody>;

/** `2026-11-27T10:00` (a date-time input, read as UTC) → ISO 8601; anything else is left for the schema. */
export const isoOf = (local: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00Z` : local;

/** The input's instant; the kept one when the input still shows it. */
const instantOf = (local: string, kept: string | undefined) =>
  kept && local === inputOfInstant(kept) ? kept : isoOf(local);
const numberOf = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The body the contract's `TournamentBody` checks, made of the form's values. */
export function toBody(v: TournamentValues): TournamentBody {
  return {
    name: v.name,
    games: v.games,
    scoring: v.scoring,
    currency: v.currency,
    minStake: v.minStake.trim() === '' ? '0' : v.minStake,
    startsAt: instantOf(v.startsAt, v.kept?.startsAt),
    endsAt: instantOf(v.endsAt, v.kept?.endsAt),
    prizes: v.prizes.map((p) => ({
      placeFrom: numberOf(p.placeFrom),
      placeTo: numberOf(p.placeTo),
      image: null,
      amount: p.kind === 'amount' ? orNull(p.amount) : null,
      templateUUID: p.kind === 'reward' ? orNull(p.templateUUID) : null,
    })),
    content: Object.fromEntries(
      v.content.map((c) => [
        c.locale.trim(),
        { title: c.title, description: c.description, image: orNull(c.image), terms: c.terms },
      ]),
    ),
  };
}

/**
 * Where a body path's issue shows in the form: a locale's texts by their row, a prize's amount or
 * template on the field its kind shows; the whole list's issue on the list.
 */
export function fieldOf(path: string, values: TournamentValues): string | null {
  const [head, key, field] = path.split('.');
  if (head === 'content' && key !== undefined) {
    const row = values.content.findIndex((c) => c.locale.trim() === key);
    return row < 0 ? 'content' : `content.${row}.${field ?? 'locale'}`;
  }
  if (head === 'prizes' && key !== undefined && field === 'amount') {
    const kind = values.prizes[Number(key)]?.kind;
    return `prizes.${key}.${kind === 'reward' ? 'templateUUID' : 'amount'}`;
  }
  if (head === 'prizes' && key !== undefined) return `prizes.${key}.${field ?? 'placeFrom'}`;
  if (head === 'games') return 'games';
  return head ? path : null;
}

export const emptyPrize = (place: number): PrizeValues => ({
  placeFrom: String(place),
  placeTo: String(place),
  kind: 'amount',
  amount: '',
  templateUUID: '',
});

export const emptyContent = (locale = ''): ContentValues => ({
  locale,
  title: '',
  description: '',
  image: '',
  terms: '',
});

/** A new tournament's form: starting in an hour, running a week, texts in the default locale. */
export function newValues(now: number): TournamentValues {
  const hour = 3_600_000;
  const start = Math.ceil(now / hour) * hour + hour;
  return {
    name: '',
    games: [],
    scoring: 'WAGERED',
    currency: 'USD',
    minStake: '0',
    startsAt: inputOfInstant(new Date(start).toISOString()),
    endsAt: inputOfInstant(new Date(start + 7 * 24 * hour).toISOString()),
    prizes: [emptyPrize(1)],
    content: [emptyContent('en')],
    kept: null,
  };
}

/** The form's values of a tournament the platform answered. */
export function valuesOf(t: OperatorTournament): TournamentValues {
  return {
    name: t.name,
    games: t.games,
    scoring: t.scoring,
    currency: t.currency,
    minStake: t.minStake,
    startsAt: inputOfInstant(t.startsAt),
    endsAt: inputOfInstant(t.endsAt),
    prizes: t.prizes.map((p) => ({
      placeFrom: String(p.placeFrom),
      placeTo: String(p.placeTo),
      kind: p.templateUUID ? 'reward' : 'amount',
      amount: p.amount ?? '',
      templateUUID: p.templateUUID ?? '',
    })),
    content: Object.entries(t.content).map(([locale, c]) => ({
      locale,
      title: c.title,
      description: c.description,
      image: c.image ?? '',
      terms: c.terms,
    })),
    kept: { startsAt: t.startsAt, endsAt: t.endsAt },
  };
}
