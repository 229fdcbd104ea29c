import { ALL_CHIP } from '@croupier/contract/games';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useMarket } from '../../../shared/brand/index.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { paths } from '../../../shared/paths.ts';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage.tsx';
import { useCategories } from '../api/get-categories.ts';
import { usePublicGames } from '../api/get-public-games.ts';
import { CategoryLinks } from '../components/CategoryLinks.tsx';
import { PagedGames } from '../components/PagedGames.tsx';
import { categoryParam } from '../model/paging.ts';

/** `/games` and `/games/category/{slug}`: every game or one category's, 49 a page; each chip is a link. */
export function GamesPage() {
  const { t } = useTranslation();
  const market = useMarket();
  const param = useParams().category;
  const category = param ?? ALL_CHIP.slug;
  const categories = useCategories().data;
  const chip = categories?.find((c) => c.slug === category);
  const title = chip ? t(chip.categoryKey) : t('games.title');
  useDocumentTitle(title);
  const query = usePublicGames(market, { category: categoryParam(category) });
  // The 'all' chip's page is `/games`: one address per page for search engines.
  if (param === ALL_CHIP.slug) return <Navigate to={paths.games} replace />;
  // An address with a category the lobby does not have is a page that does not exist.
  if (param && categories && !chip) return <NotFoundPage />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-bold text-2xl text-fg">{title}</h1>
        <Link
          to={paths.gameFilters}
          className="focus-ring rounded text-accent text-sm underline-offset-4 hover:underline"
        >
          {t('games.filters.link')}
        </Link>
      </div>
      <CategoryLinks current={category} />
      <PagedGames query={query} label={title} />
    </div>
  );
}
