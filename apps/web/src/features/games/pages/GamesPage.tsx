import { ALL_CHIP } from '@croupier/contract/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarket } from '../../../shared/brand/index.ts';
import { paths } from '../../../shared/paths.ts';
import { usePublicGames } from '../api/get-public-games.ts';
import { CategoryChips } from '../components/CategoryChips.tsx';
import { PagedGames } from '../components/PagedGames.tsx';
import { categoryParam } from '../model/paging.ts';

/** `/games`: every game, 49 a page, by category chip. */
export function GamesPage() {
  const { t } = useTranslation();
  const market = useMarket();
  const [category, setCategory] = useState(ALL_CHIP.slug);
  const query = usePublicGames(market, { category: categoryParam(category) });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-bold text-2xl text-fg">{t('games.title')}</h1>
        <Link
          to={paths.gameFilters}
          className="focus-ring rounded text-accent text-sm underline-offset-4 hover:underline"
        >
          {t('games.filters.link')}
        </Link>
      </div>
      <CategoryChips value={category} onChange={setCategory} />
      <PagedGames query={query} label={t('games.title')} />
    </div>
  );
}
