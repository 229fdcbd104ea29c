import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveEvents } from '../../../shared/live/live-events.ts';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useFormat } from '../../../shared/use-format.ts';
import { useBalance } from '../../../shared/wallet/balance.ts';

/**
 * The logged-in player's part of the header (001 §3): real and total balance, the bonus money
 * when there is some (an active reward's, ADR 024; on a phone too), and Deposit. Withdraw and the
 * history are in the header's menu (ADR 030). Loaded lazily by the header, so none of it is in the
 * lobby's first load.
 */
export function HeaderWallet() {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const balance = useBalance(uuid);
  // The header is on every page of a logged-in tab: it keeps the tab's live stream open.
  useLiveEvents(uuid);
  const { money } = useFormat();
  const b = balance.data;
  return (
    <>
      <section aria-label={t('wallet.balance')} className="flex min-w-0 items-center gap-3 text-sm">
        {b ? (
          // Below sm the total stands alone on top and the bonus is a small line under it, so the
          // phone's one-row header has room for the logo, the balance and Deposit.
          <dl className="flex flex-col items-end leading-tight sm:flex-row sm:items-baseline sm:gap-3">
            <div className="hidden flex-col xl:flex">
              <dt className="text-muted text-xs">{t('wallet.real')}</dt>
              <dd>{money(b.real.amount, b.currency)}</dd>
            </div>
            {b.bonus.amount > 0 && (
              <div className="order-last flex gap-1 text-muted text-xs sm:order-none sm:flex-col sm:gap-0 sm:text-fg sm:text-sm">
                <dt className="text-muted text-xs">{t('wallet.bonus')}</dt>
                <dd className="whitespace-nowrap">{money(b.bonus.amount, b.currency)}</dd>
              </div>
            )}
            <div className="flex flex-col">
              <dt className="text-muted text-xs max-sm:sr-only">{t('wallet.total')}</dt>
              <dd className="whitespace-nowrap font-semibold">{money(b.total.amount, b.currency)}</dd>
            </div>
          </dl>
        ) : balance.isError ? (
          <span className="text-muted">{t('wallet.balanceUnavailable')}</span>
        ) : null}
      </section>
      <Link
        to={paths.deposit}
        className="focus-ring whitespace-nowrap rounded-lg bg-primary px-3 py-2 font-semibold text-primary-contrast text-sm hover:brightness-110"
      >
        {t('wallet.deposit')}
      </Link>
    </>
  );
}
