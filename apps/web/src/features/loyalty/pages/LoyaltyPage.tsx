import type { LoyaltyProgress } from '@croupier/contract/loyalty';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/analytics/index.ts';
import { useRedirect } from '../../../shared/lib/use-redirect.ts';
import { paths } from '../../../shared/paths.ts';
import { ProfileHeading } from '../../../shared/profile/ProfileGate.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { loyaltyProgressQuery } from '../api/get-progress.ts';

/** `/profile/loyalty` (001 §2): the player's loyalty points, level and the way to each level. */
export function LoyaltyPage() {
  const { t } = useTranslation();
  const { isLogged, uuid } = useSession();
  useRedirect(!isLogged, paths.loginThenBack(paths.loyalty));
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <ProfileHeading title={t('loyalty.title')} />
      {isLogged && uuid ? <Progress uuid={uuid} /> : isLogged ? <Spinner /> : null}
    </section>
  );
}

function Progress({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const progress = useQuery(loyaltyProgressQuery(uuid));
  // 000 §9: the loyalty analytics event, once per progress shown.
  const data = progress.data;
  useEffect(() => {
    if (data) track('loyalty', { action: 'progress_view', level: data.level, points: data.points });
  }, [data]);
  if (progress.isPending) return <Spinner />;
  if (progress.isError)
    return (
      <div className="flex flex-col gap-2">
        <p>{t('loyalty.error')}</p>
        <ErrorState onRetry={() => void progress.refetch()} />
      </div>
    );
  return <Levels progress={progress.data} />;
}

function Levels({ progress }: { progress: LoyaltyProgress }) {
  const { t } = useTranslation();
  const { count } = useFormat();
  const current = progress.rows.find((r) => r.current);
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold text-lg">{t('loyalty.points', { points: count(progress.points) })}</p>
      <p>{current ? t('loyalty.level', { level: current.name }) : t('loyalty.no-level')}</p>
      <ol aria-label={t('loyalty.title')} className="flex flex-col gap-2">
        {progress.rows.map((r) => (
          <li key={r.level} className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3">
            <div className="flex justify-between gap-2">
              <span className="font-semibold">{r.name}</span>
              <span className="text-muted text-sm">
                {r.current
                  ? t('loyalty.current')
                  : r.reached
                    ? t('loyalty.reached')
                    : t('loyalty.to-go', { points: count(r.threshold - progress.points) })}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`${r.name}: ${t('loyalty.threshold', { points: count(r.threshold) })}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={r.percent}
              className="h-2 overflow-hidden rounded-full bg-surface-raised"
            >
              <div className="h-full bg-primary" style={{ width: `${r.percent}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
