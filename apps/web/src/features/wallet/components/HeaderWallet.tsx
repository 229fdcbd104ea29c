import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useFormat } from '../../../shared/use-format.ts';
import { useBalance } from '../../../shared/wallet/balance.ts';

// On a phone the header keeps the balance and Deposit; Withdraw and History are on the wallet pages.
const linkClass =
  'focus-ring hidden whitespace-nowrap rounded-lg px-3 py-2 font-semibold text-fg text-sm hover:bg-surface-hover sm:inline-flex';

/**
 * The logged-in player's part of the header (001 §3): real and total balance, the bonus money
 * when there is some (an active reward's, ADR 024; on a phone too), and the ways
 * to deposit, withdraw and see the history. Loaded lazily by the header, so none of it is in the
 * lobby's first load. Withdraw opens what the page gives (the payments' withdrawal modal).
 */
export function HeaderWallet({ onWithdraw }: { onWithdraw: () => void }) {
  const { t } = useTranslation();
  const { uuid } = useSession();
  const balance = useBalance(uuid);
  const { money } = useFormat();
  const b = balance.data;
  return (
    <>
      <section aria-label={t('wallet.balance')} className="flex items-center gap-3 text-sm">
        {b ? (
          <dl className="flex items-baseline gap-3">
            <div className="hidden flex-col lg:flex">
              <dt className="text-muted text-xs">{t('wallet.real')}</dt>
              <dd>{money(b.real.amount, b.currency)}</dd>
            </div>
            {b.bonus.amount > 0 && (
              <div className="flex flex-col">
                <dt className="text-muted text-xs">{t('wallet.bonus')}</dt>
                <dd className="whitespace-nowrap">{money(b.bonus.amount, b.currency)}</dd>
              </div>
            )}
            <div className="flex flex-col">
              <dt className="text-muted text-xs">{t('wallet.total')}</dt>
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
      <button type="button" onClick={onWithdraw} className={linkClass}>
        {t('wallet.withdraw')}
      </button>
      <Link to={paths.history} className={linkClass}>
        {t('wallet.history')}
      </Link>
    </>
  );
}
