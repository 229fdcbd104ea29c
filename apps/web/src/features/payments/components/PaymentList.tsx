import { WITHDRAWAL_CANCEL_RELOAD_MS } from '@croupier/contract/constants';
import type { PaymentHistoryItem } from '@croupier/contract/payments';
import { awaitingApproval, displayStatus, STATUS_ICONS } from '@croupier/contract/rules/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { HistoryTable } from '../../../shared/ui/HistoryTable.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastApiError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';
import { type HistoryFilter, paymentHistoryQuery } from '../api/get-payment-history.ts';
import { paymentsKeys } from '../api/query-keys.ts';

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
  const cancel = useCancelling(uuid);
  if (history.isError) return <ErrorState onRetry={() => void history.refetch()} />;
  if (!history.data) return <Spinner />;
  const { content, totalPages } = history.data;
  if (content.length === 0) return <p className="text-muted">{t('history.empty')}</p>;
  return (
    <HistoryTable
      columns={[
        t('history.columns.date'),
        t('history.columns.amount'),
        t('history.columns.method'),
        t('history.columns.status'),
      ]}
      page={filter.page}
      totalPages={totalPages}
      onPage={onPage}
    >
      {content.map((p) => (
        <PaymentRow key={p.paymentId} payment={p} cancel={cancel} />
      ))}
    </HistoryTable>
  );
}

function PaymentRow({
  payment: p,
  cancel,
}: {
  payment: PaymentHistoryItem;
  cancel: ReturnType<typeof useCancelling>;
}) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormat();
  return (
    <tr className="border-line border-t">
      <td className="py-2">{dateTime(p.creationTime)}</td>
      <td>{money(p.amount, p.currency)}</td>
      <td>{t(`history.method.${p.paymentMethod}`, { defaultValue: p.paymentMethod })}</td>
      <td>
        <StatusBadge raw={p.status} />
        {awaitingApproval(p.type, p.status) && (
          <span className="block text-muted text-sm">{t('history.status.awaiting-approval')}</span>
        )}
        {p.declineReason && (
          <span className="block text-muted text-sm">
            {t('history.status.decline-reason', { reason: p.declineReason })}
          </span>
        )}
      </td>
      <td className="text-end">
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

function useCancelling(uuid: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useCancelWithdrawal(uuid);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const run = async (paymentId: string) => {
    setBusy((s) => new Set(s).add(paymentId));
    try {
      await cancel.mutateAsync(paymentId);
      toastSuccess(t('profile.labels.toast-withdraw-cancel'));
      timers.current.push(
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: paymentsKeys.player(uuid) });
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
