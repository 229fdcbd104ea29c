import type { Targeting } from '@croupier/contract/crm';

const AUDIENCE = { everyone: 'Everyone', guests: 'Guests', players: 'Players' } as const;

/** Targeting in a few words: `Players · US, CA · en · deposited-last-7-days`. */
export function describeTargeting(t: Targeting): string {
  return [
    AUDIENCE[t.audience],
    t.countries.length ? t.countries.join(', ') : null,
    t.languages.length ? t.languages.join(', ') : null,
    t.segment,
  ]
    .filter(Boolean)
    .join(' · ');
}

const when = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** On or off, and the schedule: `On · from 2026-12-01 10:00 UTC until …`. */
export function describeSchedule(m: { enabled: boolean; startsAt: string | null; endsAt: string | null }) {
  const parts = [m.enabled ? 'On' : 'Off'];
  if (m.startsAt) parts.push(`from ${when(m.startsAt)}`);
  if (m.endsAt) parts.push(`until ${when(m.endsAt)}`);
  return parts.join(' · ');
}
