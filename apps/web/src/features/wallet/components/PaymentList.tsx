import type { PaymentHistoryItem } from '@croupier/contract/cashier';
import { WITHDRAWAL_CANCEL_RELOAD_MS } from '@croupier/contract/constants';
import { displayStatus, STATUS_ICONS } from '@croupier/contract/rules/cashier';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastApiError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useRefreshBalance } from '../../../shared/wallet/balance-events.ts';
import {
  cancelWithdrawal,
  type HistoryFilter,
  paymentHistoryQuery,
  WALLET_QUERY_KEY,
} from '../api/wallet.ts';
import { minorUnitsOf } from '../model/errors.ts';
import { formatAmount } from '../model/rules.ts';
import { Pager } from './Pager.tsx';

const ICON_GLYPHS: Record<string, string> = { timer: '⏱', 'check-circle': '✓', 'error-circle': '✕' };

/** 001 §4 display status: the icon and its label. */
export function StatusBadge({ raw }: { raw: string }) {
  const { t } = useTranslation();
  const status = displayStatus(raw);
  return (
    <span className="inline-flex items-center gap-1" data-icon={STATUS_ICONS[status]}>
      <span aria-hidden="true">{ICON_GLYPHS[STATUS_ICONS[status]]}</span>
      {t(`history.status.${status}`)}
    </span>
  );
}

/**
 * One tab of deposits or withdrawals, 7 a page (001 §4, §5). A pending withdrawal can be cancelled:
 * a toast, the balance reloads, and the list reloads 3 s later.
 */
export function PaymentList({
  uuid,
  filter,
  onPage,
}: {
  uuid: string;
  filter: HistoryFilter;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const history = useQuery(paymentHistoryQuery(uuid, filter));
  const cancel = useCancelWithdrawal(uuid);
  if (history.isError) return <ErrorState onRetry={() => void history.refetch()} />;
  if (!history.data) return <Spinner />;
  const { content, totalPages } = history.data;
  if (content.length === 0) return <p className="text-muted">{t('history.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <table className="w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th className="py-2">{t('history.columns.date')}</th>
            <th>{t('history.columns.amount')}</th>
            <th>{t('history.columns.method')}</th>
            <th>{t('history.columns.status')}</th>
            <th>
              <span className="sr-only">{t('history.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {content.map((p) => (
            <PaymentRow key={p.paymentId} payment={p} cancel={cancel} />
          ))}
        </tbody>
      </table>
      <Pager page={filter.page} totalPages={totalPages} onPage={onPage} />
    </div>
  );
}

function PaymentRow({
  payment: p,
  cancel,
}: {
  payment: PaymentHistoryItem;
  cancel: ReturnType<typeof useCancelWithdrawal>;
}) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const units = minorUnitsOf(brand.currencies, p.currency);
  return (
    <tr className="border-line border-t">
      <td className="py-2">{new Date(p.creationTime).toLocaleString(i18n.language)}</td>
      <td>{`${formatAmount(p.amount, units)} ${p.currency}`}</td>
      <td>{p.paymentMethod}</td>
      <td>
        <StatusBadge raw={p.status} />
      </td>
      <td className="text-right">
        {p.cancellable && (
          <Button
            variant="secondary"
            disabled={cancel.busy.has(p.paymentId)}
            onClick={() => void cancel.run(p.paymentId)}
          >
            {t('history.cancelWithdrawal')}
          </Button>
        )}
      </td>
    </tr>
  );
}

function useCancelWithdrawal(uuid: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshBalance = useRefreshBalance();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const run = async (paymentId: string) => {
    setBusy((s) => new Set(s).add(paymentId));
    try {
      await cancelWithdrawal(uuid, paymentId);
      toastSuccess(t('profile.labels.toast-withdraw-cancel'));
      refreshBalance();
      timers.current.push(
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: [...WALLET_QUERY_KEY, uuid] });
        }, WITHDRAWAL_CANCEL_RELOAD_MS),
      );
    } catch (error) {
      toastApiError(error);
      setBusy((s) => {
        const next = new Set(s);
        next.delete(paymentId);
        return next;
      });
    }
  };
  return { busy, run };
}
