import type { GamePage } from '@croupier/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../../shared/games/GameGrid.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { LoadMore } from './LoadMore.tsx';

/** A paged game list: loading, error, empty, the grid, and load-more. */
export function PagedGames({
  query,
  label,
}: {
  query: UseInfiniteQueryResult<InfiniteData<GamePage>>;
  label: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const games = query.data.pages.flatMap((p) => p.content);
  const total = query.data.pages[0]?.totalElements ?? 0;
  if (games.length === 0) {
    return (
      <p className="rounded-xl border border-line bg-surface p-8 text-center text-muted">
        {t('games.empty')}
      </p>
    );
  }
  return (
    <div aria-busy={query.isFetching}>
      <GameGrid games={games} total={total} label={label} />
      <LoadMore
        shown={games.length}
        total={total}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
