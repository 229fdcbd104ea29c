import type { CampaignRecord } from '@croupier/contract/campaigns-operator';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { type CampaignAction, useCampaignAction } from '../api/campaign-actions.ts';
import { STATE_LABELS } from './states.ts';

const ALLOWED: Record<CampaignAction, readonly string[]> = {
  schedule: ['DRAFT'],
  cancel: ['DRAFT', 'PENDING', 'ACTIVE'],
  delete: ['DRAFT', 'PENDING', 'FINISHED', 'CANCELED', 'FAILED'],
};
const LABELS: Record<CampaignAction, string> = {
  schedule: 'Schedule',
  cancel: 'Cancel the campaign',
  delete: 'Delete',
};
const DONE: Record<CampaignAction, string> = {
  schedule: 'Scheduled',
  cancel: 'Cancelled',
  delete: 'Deleted',
};

/** The campaign's state and the moves its state allows; a refusal (409) is said beside them. */
export function CampaignActions({ campaign, onDeleted }: { campaign: CampaignRecord; onDeleted(): void }) {
  const act = useCampaignAction(campaign.campaignUUID);
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState<CampaignAction | null>(null);
  const run = (action: CampaignAction) =>
    act.mutateAsync(action).then(
      (c) => {
        setConfirming(null);
        setDone(`${DONE[action]}: the campaign is now ${STATE_LABELS[c.state].toLowerCase()}.`);
        if (action === 'delete') onDeleted();
      },
      () => setConfirming(null),
    );
  const actions = (Object.keys(ALLOWED) as CampaignAction[]).filter((a) =>
    ALLOWED[a].includes(campaign.state),
  );
  return (
    <section
      aria-labelledby="state-title"
      className="flex flex-col gap-2 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="state-title" className="font-semibold text-lg">
        State: {STATE_LABELS[campaign.state]}
      </h2>
      <div className="flex flex-wrap gap-2">
        {actions.map((a) =>
          a === 'schedule' ? (
            <Button key={a} disabled={act.isPending} onClick={() => void run(a)}>
              {LABELS[a]}
            </Button>
          ) : confirming === a ? (
            <span key={a} className="flex items-center gap-2">
              <Button disabled={act.isPending} onClick={() => void run(a)}>
                Yes, {LABELS[a].toLowerCase()}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Keep it
              </Button>
            </span>
          ) : (
            <Button key={a} variant="secondary" onClick={() => setConfirming(a)}>
              {LABELS[a]}…
            </Button>
          ),
        )}
      </div>
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {done}
      </p>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {act.isError ? messageOf(act.error) : ''}
      </p>
    </section>
  );
}
