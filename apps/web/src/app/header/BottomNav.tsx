import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cx } from '../../shared/lib/cx.ts';
import { paths } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { Icon, type IconName } from '../../shared/ui/icons.tsx';
import { favoritesLink, gamesLink, lobbyLink, promotionsLink, type SiteLink } from './site-links.ts';

// The menu's dialog loads when it is first opened.
const PhoneMenu = lazy(() => import('./PhoneMenu.tsx'));

const searchLink: SiteLink = { to: paths.search, label: 'header.search' };

const ICONS: Record<string, IconName> = {
  [paths.home]: 'home',
  [paths.games]: 'games',
  [paths.search]: 'search',
  [paths.favorites]: 'heart',
  [paths.promotions]: 'gift',
};

const itemClass = (active: boolean) =>
  cx(
    'focus-ring flex h-full flex-col items-center justify-center gap-0.5 rounded-md font-medium text-[0.6875rem] leading-tight',
    active ? 'text-primary' : 'text-muted hover:text-fg',
  );

/**
 * The phone's navigation (below the `lg` width; CSS alone decides, so the server's paint and the
 * hydrated page agree): four destinations and Menu, fixed at the bottom where a thumb reaches. The
 * layout pads the page by `--bottom-bar` so it never covers content, toasts or the consent banner.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { isLogged } = useSession();
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const items = isLogged
    ? [lobbyLink, searchLink, favoritesLink, promotionsLink]
    : [lobbyLink, gamesLink, searchLink, promotionsLink];
  const searching = pathname === paths.home && new URLSearchParams(search).has('search');
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-line border-t bg-bg/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-5 px-1">
        {items.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                itemClass(
                  link.to === paths.search ? searching : isActive && !(link === lobbyLink && searching),
                )
              }
            >
              <Icon name={ICONS[link.to] ?? 'home'} />
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            ref={menuButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className={cx(itemClass(menuOpen), 'w-full')}
          >
            <Icon name="menu" />
            {t('nav.menu')}
          </button>
        </li>
      </ul>
      {menuOpen && (
        <Suspense fallback={null}>
          <PhoneMenu
            inBar={items.map((l) => l.to)}
            opener={menuButton.current}
            onClose={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
    </nav>
  );
}
