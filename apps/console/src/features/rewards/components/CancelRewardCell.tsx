import type { Reward } from '@croupier/contract';
import { OperatorCancelBody } from '@croupier/contract/rewards-operator';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useCancelPlayerReward } from '../api/cancel-player-reward.ts';

/** Cancels a pending or active reward with a reason (the contract's check); a refusal shows in the row. */
export function CancelRewardCell({
  playerUUID,
  reward,
  name,
}: {
  playerUUID: string;
  reward: Reward;
  name: string;
}) {
  const cancel = useCancelPlayerReward();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  if (reward.status !== 'PENDING' && reward.status !== 'ACTIVE') return null;
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)} aria-label={`Cancel ${name}…`}>
        Cancel…
      </Button>
    );
  return (
    <form
      noValidate
      aria-label={`Cancel ${name}`}
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = OperatorCancelBody.safeParse({ reason });
        if (!parsed.success) return setProblem('Say why, in a few words.');
        setProblem(undefined);
        cancel.mutate({ playerUUID, id: reward.rewardUUID, reason: parsed.data.reason });
      }}
    >
      <TextField
        label="Why it is cancelled"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={problem}
      />
      {cancel.isError && (
        <p role="alert" className="text-red-800 text-sm">
          {messageOf(cancel.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={cancel.isPending}>
          Cancel the reward
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
