import type { OperatorTournamentStatus } from '@croupier/contract/rules/tournaments';

export const STATUS_LABELS: Record<OperatorTournamentStatus, string> = {
  SCHEDULED: 'Scheduled',
  ACTIVE: 'Running',
  FINISHED: 'Finished',
  CANCELLED: 'Cancelled',
};

/** An instant as the console shows it: UTC, day and minute. */
export const utc = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' })} UTC`;
