import { SCHEMA_MESSAGES } from '@croupier/contract/rules/messages';
import { CallbackRequestQuery } from '@croupier/contract/support';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  contractResolver,
  type FieldOf,
  showRefusal,
  type Wording,
} from '../../../shared/forms/contract-resolver.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { CallbackFilters } from '../api/query-keys.ts';

/** The filters as typed: the days are UTC days (`2026-11-27`), empty when not bounded. */
interface Values {
  phone: string;
  playerUUID: string;
  fromDay: string;
  toDay: string;
}
const EMPTY: Values = { phone: '', playerUUID: '', fromDay: '', toDay: '' };

/** The list call's own filters; a period whose last day is before its first is refused before it is asked. */
const schema = CallbackRequestQuery.pick({ phone: true, playerUUID: true, from: true, to: true }).refine(
  (q) => !q.from || !q.to || !(Date.parse(q.from) > Date.parse(q.to)),
  { path: ['to'], message: SCHEMA_MESSAGES.dateRange },
);

const given = (text: string) => text.trim() || undefined;

/** The query the values make: the phone as digits (`+1 202-555` → `1202555`), each day whole in UTC. */
const toQuery = (v: Values) => ({
  phone: given(v.phone.replace(/[\s()+-]/g, '')),
  playerUUID: given(v.playerUUID),
  from: v.fromDay ? `${v.fromDay}T00:00:00.000Z` : undefined,
  to: v.toDay ? `${v.toDay}T23:59:59.999Z` : undefined,
});

const FIELD_OF_PARAM: Record<string, keyof Values> = {
  phone: 'phone',
  playerUUID: 'playerUUID',
  from: 'fromDay',
  to: 'toDay',
};
const fieldOf: FieldOf<Values> = (path) => FIELD_OF_PARAM[path] ?? null;
const FIELDS = Object.values(FIELD_OF_PARAM);

const WORDS: Partial<Record<keyof Values, string>> = {
  phone: 'Type digits of the phone number (up to 16).',
  playerUUID: "Type the player's whole uuid.",
  fromDay: 'Choose a day.',
  toDay: 'Choose a day.',
};
const wording: Wording<Values> = (issue, field) =>
  issue.message === SCHEMA_MESSAGES.dateRange
    ? 'The last day is before the first.'
    : WORDS[field as keyof Values];

/** Drops the filters left out, so the query names only those given. */
const compact = (q: z.output<typeof schema>): CallbackFilters =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined));

/**
 * The call-back queue's filters (phone, player, UTC days), checked with the list call's own schema
 * before the platform is asked; a good set goes to `onApply`. `refused` is the list's failure: a
 * refusal that names filters is shown by them (the page says the rest).
 */
export function CallbackFiltersForm({
  onApply,
  refused,
}: {
  onApply(filters: CallbackFilters): void;
  refused: unknown;
}) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: contractResolver(schema, toQuery, fieldOf, wording),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (refused) void showRefusal(refused, form, fieldOf, FIELDS);
  }, [refused, form]);
  return (
    <form
      noValidate
      aria-label="Call-back filters"
      className="flex flex-wrap items-start gap-3 rounded border border-slate-200 bg-white p-4"
      onSubmit={handleSubmit((query) => onApply(compact(query)))}
    >
      <TextField
        label="Phone contains"
        hint="Digits, the phone code first."
        inputMode="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label="Player uuid" error={errors.playerUUID?.message} {...register('playerUUID')} />
      <TextField
        label="From (UTC day)"
        type="date"
        error={errors.fromDay?.message}
        {...register('fromDay')}
      />
      <TextField label="To (UTC day)" type="date" error={errors.toDay?.message} {...register('toDay')} />
      <div className="flex gap-2 self-end">
        <Button type="submit">Find requests</Button>
        <Button
          variant="secondary"
          onClick={() => {
            reset(EMPTY);
            onApply({});
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
