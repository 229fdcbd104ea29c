import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '../lib/cx.ts';
import { paths } from '../paths.ts';

const LINKS = [
  [paths.deposit, 'wallet.deposit'],
  [paths.history, 'wallet.history'],
  [paths.bankAccount, 'bankAccount.title'],
  [paths.selfRestriction, 'selfRestriction.title'],
  [paths.saferGambling, 'saferGambling.title'],
] as const;

/** The wallet's pages, linked from each of them. */
export function WalletNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wallet.nav')} className="flex flex-wrap gap-1">
      {LINKS.map(([to, key]) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cx(
              'focus-ring rounded-md px-3 py-1.5 text-sm',
              isActive ? 'bg-surface-hover text-fg' : 'text-muted hover:text-fg',
            )
          }
        >
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}
