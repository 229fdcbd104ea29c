import type { ErrorReport } from '@croupier/contract/analytics';

/** A report's whole message, its stack and where it came from, behind a disclosure. */
export function ErrorDetails({ report }: { report: ErrorReport }) {
  return (
    <details className="max-w-2xl">
      <summary className="cursor-pointer rounded text-blue-800 underline focus-visible:outline-2 focus-visible:outline-blue-700">
        Details
        <span className="sr-only">
          {' '}
          of {report.kind} at {report.receivedAt}
        </span>
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium">Page</dt>
        <dd className="break-all">{report.page ?? '—'}</dd>
        <dt className="font-medium">Release</dt>
        <dd>{report.release ?? '—'}</dd>
        <dt className="font-medium">Player</dt>
        <dd className="break-all">{report.playerUuid ?? '—'}</dd>
        <dt className="font-medium">Reported user</dt>
        <dd className="break-all">{report.reportedUser ?? '—'}</dd>
      </dl>
      <h3 className="mt-2 font-medium">Message</h3>
      <pre className="whitespace-pre-wrap break-all rounded bg-slate-100 p-2 text-xs">{report.message}</pre>
      <h3 className="mt-2 font-medium">Stack</h3>
      {report.stack ? (
        <pre className="whitespace-pre-wrap break-all rounded bg-slate-100 p-2 text-xs">{report.stack}</pre>
      ) : (
        <p className="text-slate-600">The report carried no stack.</p>
      )}
    </details>
  );
}
