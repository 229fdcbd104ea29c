import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMarket } from '../../../shared/brand/index.ts';
import { useDefaultGames } from '../api/get-default-games.ts';
import { GameSearch } from '../components/GameSearch.tsx';
import { PagedGames } from '../components/PagedGames.tsx';
import { categoryParam } from '../model/paging.ts';

/** The lobby at `/`: search, category chips and the default game list. */
export function LobbyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl text-fg">{t('lobby.title')}</h1>
      <GameSearch autoFocus={params.has('search')} idle={(category) => <LobbyGames category={category} />} />
    </div>
  );
}

function LobbyGames({ category }: { category: string }) {
  const { t } = useTranslation();
  const market = useMarket();
  const query = useDefaultGames(market, { category: categoryParam(category) });
  return (
    <section aria-label={t('lobby.games')}>
      <PagedGames query={query} label={t('lobby.games')} />
    </section>
  );
}
