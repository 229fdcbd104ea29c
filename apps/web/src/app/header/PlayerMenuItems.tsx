import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenWithdrawal } from '../../features/payments/components/open-withdrawal.tsx';
import { paths } from '../../shared/paths.ts';
import type { SiteLink } from './site-links.ts';

export const menuItemClass =
  'focus-ring flex w-full items-center rounded-lg px-3 py-2.5 text-start font-medium text-fg text-sm hover:bg-surface-hover';

/**
 * A logged-in player's part of a menu: the account, the given game lists, withdraw, the history,
 * safer gambling and logout. Each item calls `onDone` first, so the menu closes and gives focus back; the withdrawal
 * modal is `then`, opened by the menu once focus is back, so the modal returns focus there when it
 * closes (whatever order the renderer runs the menu's unmount in).
 */
export function PlayerMenuItems({
  links,
  onDone,
}: {
  links: SiteLink[];
  onDone: (then?: () => void) => void;
}) {
  const { t } = useTranslation();
  const openWithdrawal = useOpenWithdrawal();
  const linkItem = (link: SiteLink) => (
    <li key={link.to}>
      <Link to={link.to} className={menuItemClass} onClick={() => onDone()}>
        {t(link.label)}
      </Link>
    </li>
  );
  return (
    <ul className="flex flex-col">
      {linkItem({ to: paths.profile, label: 'header.account' })}
      {links.map(linkItem)}
      <li>
        <button type="button" className={menuItemClass} onClick={() => onDone(openWithdrawal)}>
          {t('wallet.withdraw')}
        </button>
      </li>
      {linkItem({ to: paths.history, label: 'wallet.history' })}
      {linkItem({ to: paths.saferGambling, label: 'saferGambling.title' })}
      <li>
        <button
          type="button"
          className={menuItemClass}
          onClick={() => {
            onDone();
            void import('../../shared/session/logout.ts').then((m) => m.logout());
          }}
        >
          {t('header.logout')}
        </button>
      </li>
    </ul>
  );
}
