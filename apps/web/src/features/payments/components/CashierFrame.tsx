import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/analytics/index.ts';
import { useRefreshLimits } from '../../../shared/protection/get-player-limits.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastError, toastInfo, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useRefreshBalance } from '../../../shared/wallet/balance-events.ts';
import { providerOrigin, readCashierMessage } from '../model/cashier-message.ts';
import { cashierUrlIn } from '../model/cashier-url.ts';

/**
 * The payment provider's cashier in a frame (001 §2, §4). It counts as loaded when the frame loads
 * or when the provider says it is initialised; a redirect message opens a new window; the result
 * message ends the deposit: success refreshes the balance, a decline or failure is a toast and an
 * error track. Messages from any origin but the provider's, or any window but this frame, are ignored.
 * The cashier opens in the page's language.
 */
export function CashierFrame({ url, paymentId }: { url: string; paymentId: string }) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const refreshBalance = useRefreshBalance();
  const refreshLimits = useRefreshLimits();

  useEffect(() => {
    const origin = providerOrigin(url);
    const onMessage = (event: MessageEvent) => {
      const message = readCashierMessage(event, origin, frame.current?.contentWindow);
      if (!message || message.paymentId !== paymentId) return;
      if (message.type === 'initialised') {
        setLoaded(true);
        return;
      }
      if (message.type === 'redirect') {
        window.open(message.url, '_blank', 'noopener');
        return;
      }
      // The result settles what the deposit limits count: a declined deposit stops counting.
      refreshLimits();
      if (message.status === 'COMPLETED') {
        toastSuccess(t('deposit.success'));
        track('deposit', { status: 'success', paymentId });
        refreshBalance();
      } else if (message.status === 'PENDING') {
        toastInfo(t('deposit.pending'));
        track('deposit', { status: 'pending', paymentId });
      } else {
        toastError(t('deposit.failed'));
        track('deposit_error', { status: message.status, paymentId });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, paymentId, refreshBalance, refreshLimits, t]);

  return (
    <div className="relative min-h-[32rem] overflow-hidden rounded-xl border border-line bg-white">
      {!loaded && (
        <div className="absolute inset-0 flex items-center justify-center bg-surface">
          <Spinner label={t('deposit.cashierLoading')} />
        </div>
      )}
      <iframe
        ref={frame}
        title={t('deposit.cashier')}
        src={cashierUrlIn(url, i18n.language)}
        onLoad={() => setLoaded(true)}
        className="h-[32rem] w-full"
        referrerPolicy="origin"
      />
    </div>
  );
}
