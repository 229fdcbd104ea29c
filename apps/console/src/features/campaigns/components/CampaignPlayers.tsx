import type { CampaignPlayerRecord } from '@croupier/contract/campaigns-operator';
import { CAMPAIGN_PLAYER_STATUSES, type CampaignPlayerStatus } from '@croupier/contract/rules/campaigns';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../shared/paths.ts';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { StatusFilter } from '../../../shared/ui/StatusFilter.tsx';
import { campaignPlayersQuery, PLAYERS_PAGE_SIZE } from '../api/list-campaign-players.ts';
import { PLAYER_STATUS_LABELS, utc } from './states.ts';

type Row = z.infer<typeof CampaignPlayerRecord>;
/** The status filter's choices: every status, or one. */
const FILTERS = ['all', ...CAMPAIGN_PLAYER_STATUSES] as const;
type Filter = (typeof FILTERS)[number];
const filterLabel = (f: Filter) => (f === 'all' ? 'Every status' : PLAYER_STATUS_LABELS[f]);

const col = columnsOf<Row>();
const columns = col.columns([
  col.accessor('playerUUID', {
    header: 'Player',
    cell: (c) => (
      <Link to={`${paths.players}/${c.getValue()}`} className="text-blue-800 underline">
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('status', { header: 'Status', cell: (c) => PLAYER_STATUS_LABELS[c.getValue()] }),
  col.accessor('level', { header: 'Levels done' }),
  col.accessor('joinedAt', { header: 'Joined (UTC)', cell: (c) => utc(c.getValue()) }),
  col.accessor('updatedAt', { header: 'Last change (UTC)', cell: (c) => utc(c.getValue()) }),
]);

/** The players taking part, a page at a time, optionally in one status (paged and filtered by the platform). */
export function CampaignPlayers({ campaignUUID }: { campaignUUID: string }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  const status: CampaignPlayerStatus | null = filter === 'all' ? null : filter;
  const players = useQuery(campaignPlayersQuery(campaignUUID, status, page));
  return (
    <section aria-labelledby="players-title" className="flex flex-col gap-2">
      <h2 id="players-title" className="font-semibold text-lg">
        Players
      </h2>
      <StatusFilter
        value={filter}
        statuses={FILTERS}
        label={filterLabel}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      {players.isError ? (
        <p role="alert" className="text-red-800">
          The players could not be loaded.
        </p>
      ) : (
        <DataTable
          caption="Players in the campaign"
          columns={columns}
          rows={players.data?.content ?? []}
          rowId={(r) => r.playerUUID}
          sort={null}
          onSortChange={() => undefined}
          page={page}
          pageSize={PLAYERS_PAGE_SIZE}
          total={players.data?.totalElements ?? 0}
          onPageChange={setPage}
          loading={players.isFetching}
          empty={status ? 'No player in this status.' : 'No player has taken part yet.'}
        />
      )}
    </section>
  );
}
