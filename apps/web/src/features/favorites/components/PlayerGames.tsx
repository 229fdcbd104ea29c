import type { Game } from '@croupier/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameGrid } from '../../../shared/games/GameGrid.tsx';
import { useRedirect } from '../../../shared/lib/use-redirect.ts';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';

/**
 * A page of the player's own games (favourites, recently played): for logged-in players only, so a
 * guest goes to login and comes back here; loading, error, an empty state that points to the
 * lobby, or the grid.
 */
export function PlayerGames({
  path,
  title,
  empty,
  useGames,
}: {
  /** This page's path, where login sends the player back. */
  path: string;
  title: string;
  empty: ReactNode;
  useGames: (playerUuid: string | null) => UseQueryResult<Game[]>;
}) {
  const { t } = useTranslation();
  const { isLogged, uuid } = useSession();
  const player = isLogged ? uuid : null;
  const games = useGames(player);
  useRedirect(!player, paths.loginThenBack(path));
  if (!player) return null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl text-fg">{title}</h1>
      {games.isPending ? (
        <Spinner />
      ) : games.isError ? (
        <ErrorState onRetry={() => void games.refetch()} />
      ) : games.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-8 text-center">
          <p className="text-muted">{empty}</p>
          <Link to={paths.home} className="focus-ring rounded text-accent underline-offset-4 hover:underline">
            {t('notFound.home')}
          </Link>
        </div>
      ) : (
        <GameGrid games={games.data} label={title} />
      )}
    </div>
  );
}
