import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBrand, useMarket } from '../../../shared/brand/index.ts';
import { useCategories } from '../api/get-categories.ts';
import { useProviders } from '../api/get-providers.ts';
import { usePublicGames } from '../api/get-public-games.ts';
import { PagedGames } from '../components/PagedGames.tsx';

const SELECT = 'focus-ring w-full rounded-lg border border-line bg-surface px-3 py-2 text-fg sm:w-56';

/** `/games/filters`: games by provider, category and tag, kept in the address so links can preselect. */
export function GameFiltersPage() {
  const { t, i18n } = useTranslation();
  const market = useMarket();
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const provider = params.get('provider') || undefined;
  const category = params.get('category') || undefined;
  const tag = params.get('tags') || undefined;

  const providers = useProviders(market, brand.brandId);
  const categories = useCategories();
  const query = usePublicGames(market, { provider, category, tags: tag });

  // No call lists tags; offer the ones the games shown so far carry.
  const tagOptions = useMemo(() => {
    const keys = new Set<string>(tag ? [tag] : []);
    for (const page of query.data?.pages ?? [])
      for (const g of page.content) for (const x of g.tags) keys.add(x.key);
    return [...keys].sort();
  }, [query.data, tag]);

  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const tagLabel = (key: string) => (i18n.exists(`games.tags.${key}`) ? t(`games.tags.${key}`) : key);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl text-fg">{t('games.filters.title')}</h1>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <label className="flex flex-col gap-1 text-muted text-sm">
          {t('games.filters.provider')}
          <select className={SELECT} value={provider ?? ''} onChange={(e) => set('provider', e.target.value)}>
            <option value="">{t('games.filters.anyProvider')}</option>
            {provider && !providers.data?.content.some((p) => p.providerAlias === provider) && (
              <option value={provider}>{provider}</option>
            )}
            {providers.data?.content.map((p) => (
              <option key={p.providerAlias} value={p.providerAlias}>
                {p.providerName}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-muted text-sm">
          {t('games.filters.category')}
          <select className={SELECT} value={category ?? ''} onChange={(e) => set('category', e.target.value)}>
            <option value="">{t('games.categories.all')}</option>
            {categories.data?.map((c) => (
              <option key={c.slug} value={c.slug}>
                {t(c.categoryKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-muted text-sm">
          {t('games.filters.tag')}
          <select className={SELECT} value={tag ?? ''} onChange={(e) => set('tags', e.target.value)}>
            <option value="">{t('games.filters.anyTag')}</option>
            {tagOptions.map((key) => (
              <option key={key} value={key}>
                {tagLabel(key)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedGames query={query} label={t('games.filters.results')} />
    </div>
  );
}
