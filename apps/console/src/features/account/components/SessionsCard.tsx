import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../shared/api/index.ts';
import { formatTime } from '../../../shared/format.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { mySessionsQuery } from '../api/get-my-sessions.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';

/** The operator's open sessions (this one marked), and signing out of every one. */
export function SessionsCard() {
  const sessions = useQuery(mySessionsQuery);
  const everywhere = useSignOutEverywhere();
  return (
    <section aria-labelledby="sessions-title" className="rounded border border-slate-200 bg-white p-4">
      <h2 id="sessions-title" className="font-semibold text-lg">
        Sessions
      </h2>
      {sessions.isPending ? (
        <p role="status" className="mt-2 text-slate-600 text-sm">
          Loading…
        </p>
      ) : sessions.isError ? (
        <p role="alert" className="mt-2 text-red-800 text-sm">
          {messageOf(sessions.error, 'The sessions could not be loaded.')}
        </p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Your open sessions</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                Signed in
              </th>
              <th scope="col" className="px-3 py-2">
                Last seen
              </th>
              <th scope="col" className="px-3 py-2">
                Address
              </th>
              <th scope="col" className="px-3 py-2">
                Browser
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.sessions.map((s) => (
              <tr key={s.id} className="border-slate-200 border-t">
                <td className="px-3 py-2">
                  {formatTime(s.createdAt)}
                  {s.current && <span className="ml-2 font-semibold text-blue-800">(this session)</span>}
                </td>
                <td className="px-3 py-2">{formatTime(s.lastSeenAt)}</td>
                <td className="px-3 py-2">{s.ip}</td>
                <td className="max-w-xs truncate px-3 py-2">{s.userAgent ?? 'Unknown'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="mt-4">
        <Button variant="secondary" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
          Sign out everywhere
        </Button>
        {everywhere.isError && (
          <p role="alert" className="mt-2 text-red-800 text-sm">
            {messageOf(everywhere.error, 'Signing out failed. Try again.')}
          </p>
        )}
      </div>
    </section>
  );
}
