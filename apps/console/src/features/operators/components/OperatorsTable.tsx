import type { OperatorView } from '@croupier/contract/operators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { messageOf } from '../../../shared/api/index.ts';
import { formatTime } from '../../../shared/format.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { operatorsQuery } from '../api/list-operators.ts';
import { useReissueEnrolment } from '../api/reissue-enrolment.ts';
import { useUpdateOperator } from '../api/update-operator.ts';
import { RoleEditor } from './RoleEditor.tsx';
import { ShownOnce } from './ShownOnce.tsx';

type Operator = z.infer<typeof OperatorView>;

function statusOf(o: Operator): string {
  if (o.disabled) return 'Disabled';
  if (o.lockedUntil && new Date(o.lockedUntil).getTime() > Date.now())
    return `Locked until ${formatTime(o.lockedUntil)}`;
  return o.enrolled ? 'Active' : 'Not enrolled yet';
}

/** Every operator, with what an admin may do to each: roles, disable or enable, unlock, a new enrolment link. */
export function OperatorsTable() {
  const operators = useQuery(operatorsQuery);
  const update = useUpdateOperator();
  const reissue = useReissueEnrolment();
  const [editing, setEditing] = useState<Operator | null>(null);
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const [status, setStatus] = useState<string>('');
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (what: () => Promise<unknown>, done: string) => {
    setStatus('');
    setFailure(null);
    try {
      await what();
      setStatus(done);
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  if (operators.isPending) {
    return (
      <p role="status" className="text-slate-600 text-sm">
        Loading…
      </p>
    );
  }
  if (operators.isError) {
    return (
      <p role="alert" className="text-red-800 text-sm">
        {messageOf(operators.error, 'The operators could not be loaded.')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Operator accounts</caption>
          <thead className="bg-slate-100">
            <tr>
              {['E-mail', 'Roles', 'Status', 'Last sign-in', 'Actions'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {operators.data.operators.map((o) => (
              <tr key={o.id} className="border-slate-200 border-t align-top">
                <th scope="row" className="px-3 py-2 font-medium">
                  {o.email}
                </th>
                <td className="px-3 py-2">{o.roles.join(', ')}</td>
                <td className="px-3 py-2">{statusOf(o)}</td>
                <td className="px-3 py-2">{formatTime(o.lastSignInAt)}</td>
                <td className="flex flex-wrap gap-2 px-3 py-2">
                  <Button
                    variant="secondary"
                    aria-label={`Change roles of ${o.email}`}
                    onClick={() => setEditing(o)}
                  >
                    Change roles
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`${o.disabled ? 'Enable' : 'Disable'} ${o.email}`}
                    onClick={() =>
                      act(
                        () => update.mutateAsync({ operatorId: o.id, change: { disabled: !o.disabled } }),
                        `${o.email} is ${o.disabled ? 'enabled' : 'disabled'}.`,
                      )
                    }
                  >
                    {o.disabled ? 'Enable' : 'Disable'}
                  </Button>
                  {o.lockedUntil && (
                    <Button
                      variant="secondary"
                      aria-label={`Unlock ${o.email}`}
                      onClick={() =>
                        act(
                          () => update.mutateAsync({ operatorId: o.id, change: { unlock: true } }),
                          `${o.email} is unlocked.`,
                        )
                      }
                    >
                      Unlock
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    aria-label={`Reissue enrolment of ${o.email}`}
                    onClick={() =>
                      act(async () => {
                        const enrolment = await reissue.mutateAsync(o.id);
                        setLink({ email: o.email, url: enrolment.url });
                      }, '')
                    }
                  >
                    Reissue enrolment
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {status}
      </p>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {failure}
      </p>
      {editing && (
        <RoleEditor
          key={editing.id}
          operator={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setStatus(`The roles of ${editing.email} are saved.`);
          }}
        />
      )}
      {link && (
        <ShownOnce
          title={`New enrolment link for ${link.email}`}
          label="Enrolment link"
          value={link.url}
          note="Their password, authenticator and sessions have ended. Give them this link: it is shown only now."
          onDone={() => setLink(null)}
        />
      )}
    </div>
  );
}
