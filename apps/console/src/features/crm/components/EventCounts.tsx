import { useQuery } from '@tanstack/react-query';
import { eventCountsQuery } from '../api/get-event-counts.ts';

/** The words for each event the platform counts (view/click/dismiss; sent/open/…; read/acknowledged). */
const EVENT_LABELS: Record<string, string> = {
  view: 'Seen',
  sent: 'Sent',
  open: 'Opened',
  click: 'Clicked',
  dismiss: 'Dismissed',
  read: 'Read',
  acknowledged: 'Acknowledged',
};

/** How often each event was recorded on one popup, card or message, as a small list. */
export function EventCounts({ id, name }: { id: string; name: string }) {
  const counts = useQuery(eventCountsQuery(id));
  if (counts.isError) return <span className="text-red-800">Counts unavailable</span>;
  if (!counts.data) return <span className="text-slate-600">…</span>;
  return (
    <dl aria-label={`Counts of ${name}`} className="grid grid-cols-[auto_auto] gap-x-2 text-sm">
      {Object.entries(counts.data.counts).map(([event, n]) => (
        <div key={event} className="contents">
          <dt className="text-slate-600">{EVENT_LABELS[event] ?? event}</dt>
          <dd className="text-right font-mono">{n}</dd>
        </div>
      ))}
    </dl>
  );
}
