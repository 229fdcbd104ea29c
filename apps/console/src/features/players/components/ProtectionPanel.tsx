import { rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import {
  breaksQuery,
  limitsQuery,
  PROTECTION_CALLS,
  rewardsQuery,
  useCancelReward,
} from '../api/get-protection.ts';
import { money, problem, useCan, when } from '../model.ts';
import { Confirm } from './Confirm.tsx';
import { Feedback } from './Feedback.tsx';

const cell = 'px-3 py-1 text-left';

function Limits({ uuid }: { uuid: string }) {
  const { data, error } = useQuery(limitsQuery(uuid));
  if (error) return <p role="alert">{problem(error)}</p>;
  if (!data) return <p role="status">Loading limits…</p>;
  if (data.limits.length === 0) return <p>No limits set.</p>;
  return (
    <table className="text-sm">
      <caption className="sr-only">Limits</caption>
      <thead>
        <tr>
          {['Limit', 'Amount', 'Used', 'Set by'].map((h) => (
            <th key={h} scope="col" className={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.limits.map((l) => (
          <tr key={`${l.kind}-${l.period}`}>
            <th scope="row" className={cell}>
              {l.kind} · {l.period}
            </th>
            <td className={cell}>{money(l.amount, data.currency)}</td>
            <td className={cell}>{money(l.used, data.currency)}</td>
            <td className={cell}>{l.setBy === 'OPERATOR' ? 'Operator' : 'Player'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Breaks({ uuid }: { uuid: string }) {
  const { data, error } = useQuery(breaksQuery(uuid));
  if (error) return <p role="alert">{problem(error)}</p>;
  if (!data) return <p role="status">Loading breaks…</p>;
  const current = data.current;
  return (
    <p>
      {current
        ? `${current.kind} (${current.period}) from ${when(current.startsAt)} until ${when(current.endsAt)}`
        : 'No time-out or self-exclusion in force.'}{' '}
      {data.history.length} in all.
    </p>
  );
}

function Rewards({ uuid }: { uuid: string }) {
  const can = useCan();
  const { data, error } = useQuery(rewardsQuery(uuid));
  const cancel = useCancelReward(uuid);
  const [asking, setAsking] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  if (error) return <p role="alert">{problem(error)}</p>;
  if (!data) return <p role="status">Loading rewards…</p>;
  if (data.content.length === 0) return <p>No rewards.</p>;
  const cancellable = can(rewardsOperatorEndpoints.cancelPlayerReward);
  const confirm = async () => {
    if (!asking) return;
    try {
      await cancel.mutateAsync({ id: asking, reason: reason.trim() });
      setReason('');
    } finally {
      setAsking(null);
    }
  };
  return (
    <div className="space-y-2">
      <ul className="space-y-1 text-sm">
        {data.content.map((r) => (
          <li key={r.rewardUUID} className="flex items-center gap-3">
            <span>
              {r.rewardUUID} · {r.status} · balance {money(r.balance.amount, r.balance.currency)}
            </span>
            {cancellable && (r.status === 'PENDING' || r.status === 'ACTIVE') && (
              <Button
                variant="secondary"
                aria-label={`Cancel reward ${r.rewardUUID}`}
                onClick={() => setAsking(r.rewardUUID)}
              >
                Cancel
              </Button>
            )}
          </li>
        ))}
      </ul>
      {asking && (
        <>
          <TextField
            label="Reason for cancelling"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Confirm
            title="Cancel this reward?"
            confirmLabel="Cancel the reward"
            busy={cancel.isPending || !reason.trim()}
            onConfirm={confirm}
            onCancel={() => setAsking(null)}
          >
            Its remaining bonus money goes back to the house.
          </Confirm>
        </>
      )}
      <Feedback error={cancel.error} done={cancel.isSuccess ? 'The reward is cancelled.' : null} />
    </div>
  );
}

/** A player's limits, breaks and rewards, each shown to the roles that may read it. */
export function ProtectionPanel({ uuid }: { uuid: string }) {
  const can = useCan();
  const parts = [
    can(PROTECTION_CALLS.limits) && ['Limits', <Limits key="limits" uuid={uuid} />],
    can(PROTECTION_CALLS.breaks) && ['Time-outs and self-exclusion', <Breaks key="breaks" uuid={uuid} />],
    can(PROTECTION_CALLS.rewards) && ['Rewards', <Rewards key="rewards" uuid={uuid} />],
  ].filter(Boolean) as [string, React.ReactNode][];
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="protection-title" className="space-y-3">
      <h2 id="protection-title" className="font-semibold text-xl">
        Limits, breaks and rewards
      </h2>
      {parts.map(([title, body]) => (
        <section key={title} aria-label={title} className="rounded border border-slate-200 bg-white p-4">
          <h3 className="font-semibold">{title}</h3>
          {body}
        </section>
      ))}
    </section>
  );
}
