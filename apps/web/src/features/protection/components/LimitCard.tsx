import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { toastApiError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { useConfirmPlayerLimit } from '../api/confirm-player-limit.ts';
import { LimitForm, type LimitProps } from './LimitForm.tsx';

/**
 * One window's deposit, loss or wager limit: the amount, what is used and left and when more frees
 * up, who set it, a waiting increase or removal (with Confirm once its cooling-off is over) and the form.
 */
export function LimitCard({ uuid, kind, period, currency, limit }: LimitProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, currency);
  const confirm = useConfirmPlayerLimit(uuid);
  const headingId = `${kind.toLowerCase()}-limit-${period}`;
  const periodText = t(`saferGambling.periods.${period}`);
  const pending = limit?.pending ?? null;

  const onConfirm = async () => {
    try {
      await confirm.mutateAsync({ kind, period });
    } catch (error) {
      toastApiError(error);
      return;
    }
    toastSuccess(t('saferGambling.confirmed'));
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <h3 id={headingId} className="font-semibold">
        {t(`saferGambling.kinds.${kind}.card`, { period: periodText })}
      </h3>
      {limit ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('saferGambling.limit')}</dt>
          <dd>{money(limit.amount)}</dd>
          <dt className="text-muted">{t(`saferGambling.kinds.${kind}.used`)}</dt>
          <dd>{money(limit.used)}</dd>
          <dt className="text-muted">{t('saferGambling.left')}</dt>
          <dd>{money(limit.left)}</dd>
          {limit.freesAt && (
            <>
              <dt className="text-muted">{t(`saferGambling.kinds.${kind}.freesAt`)}</dt>
              <dd>{format.dateTime(limit.freesAt)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-muted text-sm">{t('saferGambling.noLimit')}</p>
      )}
      {limit?.setBy === 'OPERATOR' && (
        <p role="note" className="text-sm">
          {t('saferGambling.setByOperator', { brand: brand.name })}
        </p>
      )}
      {pending && (
        <div className="flex flex-col gap-2 rounded-lg border border-line p-3 text-sm">
          <p>
            {pending.amount === null
              ? t('saferGambling.pendingRemoval', { date: format.dateTime(pending.effectiveAt) })
              : t('saferGambling.pendingIncrease', {
                  amount: money(pending.amount),
                  date: format.dateTime(pending.effectiveAt),
                })}
          </p>
          {pending.confirmable ? (
            <div>
              <Button onClick={() => void onConfirm()} disabled={confirm.isPending}>
                {t('saferGambling.confirm')}
              </Button>
            </div>
          ) : (
            <p className="text-muted">
              {t('saferGambling.confirmFrom', { date: format.dateTime(pending.effectiveAt) })}
            </p>
          )}
        </div>
      )}
      <LimitForm uuid={uuid} kind={kind} period={period} currency={currency} limit={limit} />
    </section>
  );
}
