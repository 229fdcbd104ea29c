import type { PlayerOverview } from '@croupier/contract';
import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAddNote } from '../api/add-note.ts';
import { useEndSessions, useLockPlayer, useUnlockPlayer } from '../api/player-actions.ts';
import { SET_LIMIT_CALL } from '../api/set-limit.ts';
import { useCan } from '../model.ts';
import { AdjustmentForm } from './AdjustmentForm.tsx';
import { Confirm } from './Confirm.tsx';
import { Feedback } from './Feedback.tsx';
import { RestrictionForm } from './RestrictionForm.tsx';

/** Lock or unlock, with a reason and a confirmation. */
function LockForm({ uuid, locked }: { uuid: string; locked: boolean }) {
  const lock = useLockPlayer(uuid);
  const unlock = useUnlockPlayer(uuid);
  const write = locked ? unlock : lock;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const verb = locked ? 'Unlock' : 'Lock';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    write.reset();
    if (reason.trim().length < 3) return setError('Say why, in a few words.');
    setError(undefined);
    setAsking(true);
  };
  const confirm = async () => {
    try {
      await write.mutateAsync(reason.trim());
      setDone(locked ? 'The player is unlocked.' : 'The player is locked and logged out.');
      setReason('');
    } finally {
      setAsking(false);
    }
  };
  return (
    <form onSubmit={submit} aria-labelledby="lock-title" className="space-y-3" noValidate>
      <h3 id="lock-title" className="font-semibold">
        {verb} the account
      </h3>
      <TextField
        label={`Reason to ${verb.toLowerCase()}`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary">
        {verb} player
      </Button>
      {asking && (
        <Confirm
          title={`${verb} this player?`}
          confirmLabel={`${verb} now`}
          busy={write.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          {locked
            ? 'The player may log in again.'
            : 'Every session of the player ends and they cannot log in until unlocked.'}
        </Confirm>
      )}
      <Feedback error={write.error} done={done} />
    </form>
  );
}

function EndSessions({ uuid }: { uuid: string }) {
  const end = useEndSessions(uuid);
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await end.mutateAsync();
    } finally {
      setAsking(false);
    }
  };
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">Sessions</h3>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        End all sessions
      </Button>
      {asking && (
        <Confirm
          title="End every session?"
          confirmLabel="End sessions"
          busy={end.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          The player is logged out everywhere and logs in again.
        </Confirm>
      )}
      <Feedback error={end.error} done={end.data && `${end.data.ended} session(s) ended.`} />
    </div>
  );
}

function NoteForm({ uuid }: { uuid: string }) {
  const add = useAddNote(uuid);
  const [text, setText] = useState('');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await add.mutateAsync(text.trim());
      setText('');
    } catch {
      // The refusal shows below.
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor="player-note" className="block font-semibold">
        Add a note
      </label>
      <textarea
        id="player-note"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={2000}
        className="block w-full rounded border border-slate-400 px-3 py-2"
      />
      <Button type="submit" disabled={add.isPending || !text.trim()}>
        Save note
      </Button>
      <Feedback error={add.error} done={add.isSuccess ? 'Note saved.' : null} />
    </form>
  );
}

/** What the signed-in operator may do to the player, by their roles. */
export function PlayerActions({ player }: { player: PlayerOverview }) {
  const can = useCan();
  const uuid = player.profile.uuid;
  const locked = player.status.lock !== null;
  const blocks = [
    can(locked ? playersOperatorEndpoints.unlockPlayer : playersOperatorEndpoints.lockPlayer) && (
      <LockForm key="lock" uuid={uuid} locked={locked} />
    ),
    can(SET_LIMIT_CALL) && <RestrictionForm key="restrict" uuid={uuid} currency={player.profile.currency} />,
    can(playersOperatorEndpoints.endPlayerSessions) && <EndSessions key="sessions" uuid={uuid} />,
    can(playersOperatorEndpoints.createAdjustment) && (
      <AdjustmentForm key="adjust" uuid={uuid} currency={player.profile.currency} />
    ),
    can(playersOperatorEndpoints.addPlayerNote) && <NoteForm key="note" uuid={uuid} />,
  ].filter(Boolean);
  if (blocks.length === 0) return null;
  return (
    <section aria-labelledby="actions-title" className="space-y-3">
      <h2 id="actions-title" className="font-semibold text-xl">
        Actions
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {blocks.map((block, i) => (
          <div
            key={(block as React.ReactElement).key ?? i}
            className="rounded border border-slate-200 bg-white p-4"
          >
            {block}
          </div>
        ))}
      </div>
    </section>
  );
}
