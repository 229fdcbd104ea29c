import type { LeaderboardRow } from '@croupier/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { leaderboardQuery } from '../api/get-leaderboard.ts';
import { Pager } from './Pager.tsx';

/**
 * A leaderboard (001 §3): place, masked name, points, read again every second while shown; the
 * player's own row below when opted in (001 §6). `paged`: the full board, 10 a page; else the top
 * `size` rows only (the short board on the page, 001 §9).
 */
export function LeaderboardTable({
  id,
  uuid,
  size,
  paged,
  label,
}: {
  id: string;
  uuid: string | null;
  size: number;
  paged: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const board = useQuery(leaderboardQuery(id, page, size, uuid));
  if (board.isPending) return <Spinner />;
  if (board.isError) return <ErrorState onRetry={() => void board.refetch()} />;
  const { rows, own, totalPages } = board.data;
  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 ? (
        <p className="text-muted">{t('tournaments.leaderboard-empty')}</p>
      ) : (
        <Rows label={label} rows={rows} />
      )}
      {own && <Rows label={t('tournaments.your-place')} rows={[own]} />}
      {paged && <Pager page={page} totalPages={totalPages} onPage={setPage} />}
    </div>
  );
}

function Rows({ label, rows }: { label: string; rows: LeaderboardRow[] }) {
  const { t } = useTranslation();
  const { count } = useFormat();
  return (
    <table aria-label={label} className="w-full text-start text-sm">
      <thead className="text-muted">
        <tr>
          <th scope="col">{t('tournaments.place')}</th>
          <th scope="col">{t('tournaments.player')}</th>
          <th scope="col" className="text-end">
            {t('tournaments.points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.place}-${r.name}`} className="border-line border-t">
            <td className="py-1">{r.place}</td>
            <td>
              <bdi>{r.name}</bdi>
            </td>
            <td className="text-end tabular-nums">{count(r.points)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
