import type { CampaignPlayerRecord } from '@croupier/contract/campaigns-operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../shared/paths.ts';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { campaignPlayersQuery } from '../api/list-campaign-players.ts';
import { PLAYER_STATUS_LABELS, utc } from './states.ts';

type Row = z.infer<typeof CampaignPlayerRecord>;
export const PLAYERS_PAGE_SIZE = 20;

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

/** The players taking part, a page at a time (the call answers them all; the pages are the table's). */
export function CampaignPlayers({ campaignUUID }: { campaignUUID: string }) {
  const players = useQuery(campaignPlayersQuery(campaignUUID));
  const [page, setPage] = useState(0);
  const all = players.data ?? [];
  return (
    <section aria-labelledby="players-title" className="flex flex-col gap-2">
      <h2 id="players-title" className="font-semibold text-lg">
        Players
      </h2>
      {players.isError ? (
        <p role="alert" className="text-red-800">
          The players could not be loaded.
        </p>
      ) : (
        <DataTable
          caption="Players in the campaign"
          columns={columns}
          rows={all.slice(page * PLAYERS_PAGE_SIZE, (page + 1) * PLAYERS_PAGE_SIZE)}
          rowId={(r) => r.playerUUID}
          sort={null}
          onSortChange={() => undefined}
          page={page}
          pageSize={PLAYERS_PAGE_SIZE}
          total={all.length}
          onPageChange={setPage}
          loading={players.isPending}
          empty="No player has taken part yet."
        />
      )}
    </section>
  );
}
