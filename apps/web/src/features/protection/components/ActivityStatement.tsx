import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { activityStatementQuery } from '../api/get-activity-statement.ts';

/** The yearly activity statement: deposits, withdrawals and net per month and in total (ADR 044). */
export function ActivityStatement({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const statement = useQuery(activityStatementQuery(uuid));
  const data = statement.data;
  return (
    <section aria-labelledby="statement-heading" className="flex flex-col gap-3">
      <h2 id="statement-heading" className="font-semibold text-xl">
        {t('statement.title')}
      </h2>
      <p className="text-muted text-sm">{t('statement.explain')}</p>
      {statement.isError ? (
        <ErrorState onRetry={() => void statement.refetch()} />
      ) : !data ? (
        <Spinner />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('statement.caption', { currency: data.currency })}</caption>
            <thead>
              <tr className="text-start text-muted">
                <th scope="col">{t('statement.month')}</th>
                <th scope="col" className="text-end">
                  {t('statement.deposits')}
                </th>
                <th scope="col" className="text-end">
                  {t('statement.withdrawals')}
                </th>
                <th scope="col" className="text-end">
                  {t('statement.net')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((m) => (
                <tr key={m.month} className="border-line border-t">
                  <th scope="row" className="py-1 text-start font-normal">
                    {format.month(m.month)}
                  </th>
                  <td className="text-end">{format.money(m.deposits, data.currency)}</td>
                  <td className="text-end">{format.money(m.withdrawals, data.currency)}</td>
                  <td className="text-end">{format.money(m.net, data.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-line border-t font-semibold">
                <th scope="row" className="py-1 text-start">
                  {t('statement.total')}
                </th>
                <td className="text-end">{format.money(data.total.deposits, data.currency)}</td>
                <td className="text-end">{format.money(data.total.withdrawals, data.currency)}</td>
                <td className="text-end">{format.money(data.total.net, data.currency)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
