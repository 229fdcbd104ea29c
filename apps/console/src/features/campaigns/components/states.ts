import type { CampaignPlayerStatus, CampaignState } from '@croupier/contract/rules/campaigns';

export const STATE_LABELS: Record<CampaignState, string> = {
  DRAFT: 'Draft',
  PENDING: 'Scheduled',
  ACTIVE: 'Active',
  FINISHED: 'Finished',
  CANCELED: 'Cancelled',
  FAILED: 'Failed',
  DELETED: 'Deleted',
};

export const PLAYER_STATUS_LABELS: Record<CampaignPlayerStatus, string> = {
  VIEW: 'Seen, not joined',
  OPT_IN: 'Opted in',
  TRIGGERED: 'Rewarded, levels left',
  LEVEL_SUSPENDED: 'Paused',
  LEVEL_COMPLETED: 'Completed',
};

export const utc = (iso: string | null) =>
  iso ? `${new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' })}` : '—';
