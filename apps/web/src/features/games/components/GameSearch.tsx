import { SEARCH_DEBOUNCE_MS } from '@croupier/contract/constants';
import { ALL_CHIP } from '@croupier/contract/games';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarket } from '../../../shared/brand/index.ts';
import { GameGrid } from '../../../shared/games/GameGrid.tsx';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useSearchGames } from '../api/search-games.ts';
import { useSearchProviders } from '../api/search-providers.ts';
import { categoryParam } from '../model/paging.ts';
import { CategoryChips } from './CategoryChips.tsx';
import { LoadMore } from './LoadMore.tsx';
import { ProviderCard } from './ProviderCard.tsx';

const MAX_QUERY_LENGTH = 100;

/**
 * Game search of 000 §2: a text box (debounced), category chips with 'all', game results,
 * provider results, a not-found state and load-more. While the box is empty, `idle` renders
 * (the lobby's own list) under the same chips.
 */
export function GameSearch({
  idle,
  autoFocus = false,
}: {
  idle?: (category: string) => ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [category, setCategory] = useState(ALL_CHIP.slug);
  const name = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);

  // The header's search entry opens the lobby with `?search`: focus the box, also when already here.
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced everywhere */}
      <form role="search" onSubmit={(e) => e.preventDefault()} className="relative">
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          maxLength={MAX_QUERY_LENGTH}
          ref={input}
          className="focus-ring w-full rounded-xl border border-line bg-surface px-4 py-3 text-fg placeholder:text-muted"
        />
      </form>
      <CategoryChips value={category} onChange={setCategory} />
      {name ? <SearchResults name={name} category={category} /> : idle?.(category)}
    </div>
  );
}

function SearchResults({ name, category }: { name: string; category: string }) {
  const { t } = useTranslation();
  const market = useMarket();
  const games = useSearchGames(market, name, categoryParam(category));
  const providers = useSearchProviders(market, name);
  const gamesHeading = useId();
  const providersHeading = useId();

  const gameList = games.data?.pages.flatMap((p) => p.content) ?? [];
  const total = games.data?.pages[0]?.totalElements ?? 0;
  const providerList = providers.isError ? [] : (providers.data?.content ?? []);

  // A failed search is the not-found state (000 §4).
  const failed = games.isError;
  if (!failed && (games.isPending || providers.isPending)) return <Spinner />;
  if (failed || (gameList.length === 0 && providerList.length === 0)) {
    return (
      <p role="status" className="rounded-xl border border-line bg-surface p-8 text-center text-muted">
        {t('search.notFound')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      {providerList.length > 0 && (
        <section aria-labelledby={providersHeading}>
          <h2 id={providersHeading} className="mb-3 font-bold text-fg text-lg">
            {t('search.providers')}
          </h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3">
            {providerList.map((provider) => (
              <li key={provider.providerAlias}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {gameList.length > 0 && (
        <section aria-labelledby={gamesHeading}>
          <h2 id={gamesHeading} className="mb-3 font-bold text-fg text-lg">
            {t('search.games')}
          </h2>
          <GameGrid games={gameList} total={total} label={t('search.games')} />
          <LoadMore
            shown={gameList.length}
            total={total}
            hasMore={games.hasNextPage}
            loading={games.isFetchingNextPage}
            onLoadMore={() => void games.fetchNextPage()}
          />
        </section>
      )}
    </div>
  );
}
