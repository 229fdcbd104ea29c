import type { CampaignRecord } from '@croupier/contract/campaigns-operator';
import { CAMPAIGN_STATES, type CampaignState } from '@croupier/contract/rules/campaigns';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { StatusFilter } from '../../../shared/ui/StatusFilter.tsx';
import { campaignsQuery } from '../api/list-campaigns.ts';
import { TRIGGER_LABELS } from '../components/CampaignForm.tsx';
import { CampaignsNav } from '../components/CampaignsNav.tsx';
import { STATE_LABELS, utc } from '../components/states.ts';

const PAGE_SIZE = 20;
type Filter = 'ALL' | CampaignState;
const FILTERS: readonly Filter[] = ['ALL', ...CAMPAIGN_STATES.filter((s) => s !== 'DELETED')];

const col = columnsOf<CampaignRecord>();
const columns = col.columns([
  col.accessor('name', {
    header: 'Campaign',
    cell: (c) => (
      <Link to={`${paths.campaigns}/${c.row.original.campaignUUID}`} className="text-blue-800 underline">
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('state', { header: 'State', cell: (c) => STATE_LABELS[c.getValue()] }),
  col.accessor('trigger', { header: 'Trigger', cell: (c) => TRIGGER_LABELS[c.getValue()] }),
  col.display({ id: 'levels', header: 'Levels', cell: (c) => c.row.original.levels.length }),
  col.accessor('startsAt', { header: 'Starts (UTC)', cell: (c) => utc(c.getValue()) }),
  col.accessor('endsAt', { header: 'Ends (UTC)', cell: (c) => utc(c.getValue()) }),
]);

/**
 * Every campaign with its state now. The platform's list takes no filter, so the state filter and
 * the pages are the page's own, over the one answer.
 */
export default function CampaignsPage() {
  const list = useQuery(campaignsQuery);
  const [state, setState] = useState<Filter>('ALL');
  const [page, setPage] = useState(0);
  const rows = (list.data ?? []).filter((c) => state === 'ALL' || c.state === state);
  return (
    <section aria-labelledby="campaigns-title" className="flex flex-col gap-4">
      <h1 id="campaigns-title" className="font-bold text-2xl">
        Campaigns
      </h1>
      <CampaignsNav />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <StatusFilter
          value={state}
          statuses={FILTERS}
          label={(s) => (s === 'ALL' ? 'Every state' : STATE_LABELS[s])}
          onChange={(s) => {
            setState(s);
            setPage(0);
          }}
        />
        <Link
          to={`${paths.campaigns}/new`}
          className="rounded bg-blue-800 px-4 py-2 font-semibold text-sm text-white hover:bg-blue-900"
        >
          New campaign
        </Link>
      </div>
      {list.isError ? (
        <p role="alert" className="text-red-800">
          The campaigns could not be loaded.
        </p>
      ) : (
        <DataTable
          caption="Campaigns"
          columns={columns}
          rows={rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
          rowId={(c) => c.campaignUUID}
          sort={null}
          onSortChange={() => undefined}
          page={page}
          pageSize={PAGE_SIZE}
          total={rows.length}
          onPageChange={setPage}
          loading={list.isPending}
          empty="No campaigns here."
        />
      )}
    </section>
  );
}
