import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBrand, useMarket } from '../../../shared/brand/index.ts';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { campaignsQuery } from '../api/get-campaigns.ts';
import { PromotionCard } from '../components/PromotionCard.tsx';
import { useOptAction } from '../components/use-opt-action.ts';

/**
 * `/promotions/{id}`: one promotion with its terms and the opt button. A promotion the visitor may
 * not see (001 §6) is "not available", as if it did not exist.
 */
export function PromotionPage() {
  const { t, i18n } = useTranslation();
  const { campaignId } = useParams();
  const brand = useBrand();
  const market = useMarket();
  const { isLogged, uuid } = useSession();
  const player = isLogged ? uuid : null;
  const list = useQuery({
    ...campaignsQuery(player, brand.brandId, i18n.language, {
      country: market.countryCode,
      currency: market.currencyCode,
    }),
    enabled: !isLogged || !!uuid,
  });
  const { run, busy } = useOptAction(list.data ?? []);
  const campaign = list.data?.find((c) => c.CampainUUID === campaignId);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <Link to={paths.promotions} className="focus-ring self-start rounded-md text-primary text-sm underline">
        {t('promotions.back')}
      </Link>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !campaign ? (
        <>
          <h1 className="font-black text-2xl">{t('promotions.title')}</h1>
          <p>{t('promotions.notFound')}</p>
        </>
      ) : (
        <>
          <h1 className="sr-only">{campaign.title}</h1>
          <PromotionCard
            campaign={campaign}
            guest={!player}
            busy={busy === campaign.CampainUUID}
            onAction={() => void run(campaign)}
            details={false}
          />
          {campaign.terms && (
            <section aria-labelledby="promotion-terms" className="flex flex-col gap-2">
              <h2 id="promotion-terms" className="font-bold">
                {t('promotions.terms')}
              </h2>
              <p className="whitespace-pre-line text-muted text-sm">{campaign.terms}</p>
            </section>
          )}
        </>
      )}
    </section>
  );
}
