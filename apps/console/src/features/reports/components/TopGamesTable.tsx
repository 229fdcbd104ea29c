import type { TopGame } from '@croupier/contract/reports';
import { columnsOf, DataTable } from '../../../shared/table/DataTable.tsx';
import { formatAmount } from '../model/amounts.ts';

const col = columnsOf<TopGame>();
const columns = col.columns([
  col.accessor('gameSlug', { header: 'Game' }),
  col.accessor('stakes', { header: 'Stakes', cell: (c) => formatAmount(c.getValue()) }),
  col.accessor('wins', { header: 'Wins', cell: (c) => formatAmount(c.getValue()) }),
  col.accessor('ggr', { header: 'GGR', cell: (c) => formatAmount(c.getValue()) }),
  col.accessor('rounds', { header: 'Rounds' }),
  col.accessor('players', { header: 'Players' }),
]);

/** The games with the highest GGR, in the server's order. */
export function TopGamesTable({ games, currency }: { games: readonly TopGame[]; currency: string }) {
  return (
    <DataTable
      caption={`Top games by GGR (${currency})`}
      columns={columns}
      rows={[...games]}
      rowId={(game) => game.gameSlug}
      sort={null}
      onSortChange={() => {}}
      page={0}
      pageSize={Math.max(1, games.length)}
      total={games.length}
      onPageChange={() => {}}
      empty="No game was played in this period."
    />
  );
}
