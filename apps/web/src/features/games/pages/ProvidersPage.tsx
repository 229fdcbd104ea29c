import { useTranslation } from 'react-i18next';
import { useBrand, useMarket } from '../../../shared/brand/index.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useProviders } from '../api/get-providers.ts';
import { ProviderCard } from '../components/ProviderCard.tsx';

/** `/providers`: every provider with enabled games; each opens its games in the filters page. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const market = useMarket();
  const brand = useBrand();
  const providers = useProviders(market, brand.brandId);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl text-fg">{t('providers.title')}</h1>
      {providers.isPending ? (
        <Spinner />
      ) : providers.isError ? (
        <ErrorState onRetry={() => void providers.refetch()} />
      ) : (
        <ul
          aria-label={t('providers.title')}
          className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3"
        >
          {providers.data.content.map((p) => (
            <li key={p.providerAlias}>
              <ProviderCard provider={p} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
