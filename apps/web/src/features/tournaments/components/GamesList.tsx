import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from '../../../shared/paths.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { tournamentGamesQuery } from '../api/get-tournament-games.ts';
import { Pager } from './Pager.tsx';

/**
 * The games modal's content (001 §2): the tournament's games, 14 a page (001 §9), each a link to
 * its page. Modals render outside the router: the page hands in `onOpen`, which navigates.
 */
export function GamesList({ id, onOpen }: { id: string; onOpen: (slug: string) => void }) {
  const [page, setPage] = useState(0);
  const games = useQuery(tournamentGamesQuery(id, page));
  if (games.isPending) return <Spinner />;
  if (games.isError) return <ErrorState onRetry={() => void games.refetch()} />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-2">
        {games.data.content.map((g) => (
          <li key={g.slug}>
            <a
              href={paths.game(g.slug)}
              onClick={(event) => {
                event.preventDefault();
                onOpen(g.slug);
              }}
              className="focus-ring block rounded-lg border border-line bg-surface p-2 hover:bg-surface-hover"
            >
              {g.fullGameName}
            </a>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={games.data.totalPages} onPage={setPage} />
    </div>
  );
}
