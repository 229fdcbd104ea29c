import { CAMPAIGN_CATEGORIES } from '@croupier/contract/rules/campaigns';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { useBrand, useMarket } from '../../../shared/brand/index.ts';
import { cx } from '../../../shared/lib/cx.ts';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { campaignsQuery } from '../api/get-campaigns.ts';
import { PromotionCard } from '../components/PromotionCard.tsx';
import { useOptAction } from '../components/use-opt-action.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'focus-ring rounded-full border border-line px-3 py-1.5 text-sm',
    isActive ? 'bg-primary text-primary-contrast' : 'hover:bg-surface-hover',
  );

/**
 * `/promotions` and `/promotions/type/{category}` (001 §2): the promotions a guest or the player may
 * see, by category, in the server's order (active and opted-in first, then active, then the rest).
 */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const { category } = useParams();
  const brand = useBrand();
  const market = useMarket();
  const { isLogged, uuid } = useSession();
  const player = isLogged ? uuid : null;
  const known = category === undefined || (CAMPAIGN_CATEGORIES as readonly string[]).includes(category);
  const list = useQuery({
    ...campaignsQuery(player, brand.brandId, i18n.language, {
      country: market.countryCode,
      currency: market.currencyCode,
    }),
    enabled: known && (!isLogged || !!uuid),
  });
  const shown = (list.data ?? []).filter((c) => category === undefined || c.type.key === category);
  const { run, busy } = useOptAction(list.data ?? []);

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4">
      <h1 className="font-black text-2xl">{t('promotions.title')}</h1>
      <nav aria-label={t('promotions.tabs.label')} className="flex flex-wrap gap-2">
        <NavLink to={paths.promotions} end className={tabClass}>
          {t('promotions.tabs.all')}
        </NavLink>
        {CAMPAIGN_CATEGORIES.map((key) => (
          <NavLink key={key} to={paths.promotionsType(key)} className={tabClass}>
            {t(`promotions.tabs.${key}`)}
          </NavLink>
        ))}
      </nav>
      {!known ? (
        <p>{t('promotions.empty')}</p>
      ) : list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <p className="text-muted">{t('promotions.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((c) => (
            <li key={c.CampainUUID} className="flex">
              <PromotionCard
                campaign={c}
                guest={!player}
                busy={busy === c.CampainUUID}
                onAction={() => void run(c)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
