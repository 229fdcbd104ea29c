import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBrand, useMarket } from '../../../shared/brand/index.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage.tsx';
import { useProviders } from '../api/get-providers.ts';
import { usePublicGames } from '../api/get-public-games.ts';
import { PagedGames } from '../components/PagedGames.tsx';

/** `/providers/{alias}`: one provider's games, a page of its own that can be linked and indexed (ADR 032). */
export function ProviderGamesPage() {
  const { t } = useTranslation();
  const market = useMarket();
  const brand = useBrand();
  const alias = useParams().alias ?? '';
  // The name comes from the (cached) provider list; the alias stands in until it has loaded.
  const providers = useProviders(market, brand.brandId).data;
  const provider = providers?.content.find((p) => p.providerAlias === alias);
  const name = provider?.providerName ?? alias;
  useDocumentTitle(name);
  const query = usePublicGames(market, { provider: alias });
  // A provider the market's list does not have (the whole list fits one page of 100) has no page.
  if (providers && !provider && providers.count <= providers.content.length) return <NotFoundPage />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl text-fg">{name}</h1>
      <PagedGames query={query} label={t('providers.games', { provider: name })} />
    </div>
  );
}
