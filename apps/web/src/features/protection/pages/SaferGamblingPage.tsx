import { type LimitPeriod, LimitPeriod as Periods } from '@croupier/contract/protection';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { playerLimitsQuery } from '../../../shared/protection/get-player-limits.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { WalletPage } from '../../../shared/wallet/WalletPage.tsx';
import { ActivityStatement } from '../components/ActivityStatement.tsx';
import { DepositLimitCard } from '../components/DepositLimitCard.tsx';
import { SessionSettings } from '../components/SessionSettings.tsx';

/**
 * `/profile/safer-gambling` (docs/decisions/042-deposit-limits.md): what a deposit limit does, and
 * each of the three windows with its limit, what is used and left, a change waiting and the form;
 * then reality checks, the daily time limit and the yearly statement (docs/decisions/044).
 */
export function SaferGamblingPage() {
  const { t } = useTranslation();
  return (
    <WalletPage path={paths.saferGambling} title={t('saferGambling.title')}>
      {(uuid) => (
        <div className="flex flex-col gap-8">
          <DepositLimits uuid={uuid} />
          <SessionSettings uuid={uuid} />
          <ActivityStatement uuid={uuid} />
        </div>
      )}
    </WalletPage>
  );
}

export function DepositLimits({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const limits = useQuery(playerLimitsQuery(uuid));
  const periods: readonly LimitPeriod[] = Periods.options;
  return (
    <section aria-labelledby="deposit-limits-heading" className="flex flex-col gap-4">
      <h2 id="deposit-limits-heading" className="font-semibold text-xl">
        {t('saferGambling.depositLimits')}
      </h2>
      <div className="flex flex-col gap-2 text-muted text-sm">
        <p>{t('saferGambling.explain.what')}</p>
        <p>{t('saferGambling.explain.rolling')}</p>
        <p>{t('saferGambling.explain.changes', { hours: limits.data?.coolingOffHours ?? 24 })}</p>
      </div>
      {limits.isError ? (
        <ErrorState onRetry={() => void limits.refetch()} />
      ) : !limits.data ? (
        <Spinner />
      ) : (
        periods.map((period) => (
          <DepositLimitCard
            key={period}
            uuid={uuid}
            period={period}
            currency={limits.data.currency}
            limit={limits.data.limits.find((l) => l.kind === 'DEPOSIT' && l.period === period) ?? null}
          />
        ))
      )}
    </section>
  );
}
