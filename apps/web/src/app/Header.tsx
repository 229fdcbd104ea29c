import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useBrand } from '../shared/brand/index.ts';
import { cx } from '../shared/lib/cx.ts';
import { useMediaQuery } from '../shared/lib/use-media-query.ts';
import { paths } from '../shared/paths.ts';
import { useSession } from '../shared/session/use-session.ts';
import { Icon } from '../shared/ui/icons.tsx';
import { LanguageSelect } from './header/LanguageSelect.tsx';
import { siteLinks } from './header/site-links.ts';

// The balance and Deposit load after the shell, for logged-in players only.
const HeaderWallet = lazy(async () => ({
  default: (await import('../features/wallet/components/HeaderWallet.tsx')).HeaderWallet,
}));

// The notification centre (000 §2) loads after the shell, for logged-in players only.
const NotificationCentre = lazy(() => import('../features/crm/components/NotificationCentre.tsx'));

// The desktop menu (account, game lists, withdraw, history, language, logout), for players only.
const AccountMenu = lazy(() => import('./header/AccountMenu.tsx'));

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'focus-ring whitespace-nowrap rounded-md px-2 py-2 font-medium text-sm transition xl:px-3',
    isActive ? 'bg-surface-hover text-fg' : 'text-muted hover:text-fg',
  );

/**
 * One row at every width (ADR 030). On a desktop (`lg` and up): the logo, the site's sections, search
 * and the player's balance, Deposit, notifications and a menu for the rest. Below `lg`: the logo, the
 * balance and Deposit (or Log in and Register); the sections move to the bottom bar and its menu.
 * Which parts show is decided by CSS alone, so the server's paint and the hydrated page agree.
 */
export function Header() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { isLogged } = useSession();
  // The header's own language select is for wide screens (lg, 64rem).
  const wide = useMediaQuery('(min-width: 64rem)', true);

  return (
    <header className="sticky top-0 z-40 border-line border-b bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 lg:h-16 lg:gap-4">
        <Link
          to={paths.home}
          className="focus-ring shrink-0 rounded-md font-black text-lg text-primary tracking-tight lg:text-xl"
        >
          {/* The brand's own logo when it has one (an image: its name is the link's name), else its name. */}
          {brand.logo ? (
            <img
              src={brand.logo}
              alt={brand.name}
              // Smaller on a phone, where Log in and Register share the row.
              className="h-6 w-auto max-w-28 object-contain lg:h-8 lg:max-w-48"
            />
          ) : (
            brand.name
          )}
        </Link>
        <nav aria-label={t('nav.label')} className="hidden items-center gap-1 lg:flex">
          {siteLinks(brand.features).map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex min-w-0 items-center justify-end gap-2">
          <Link
            to={paths.search}
            className="focus-ring hidden items-center gap-1.5 rounded-md px-3 py-2 text-muted text-sm hover:text-fg lg:flex"
          >
            <Icon name="search" width="18" height="18" />
            {/* Between lg and xl the icon alone, so the row still fits at 1024 px. */}
            <span className="sr-only xl:not-sr-only">{t('header.search')}</span>
          </Link>
          {isLogged ? (
            <>
              <Suspense fallback={null}>
                <HeaderWallet />
              </Suspense>
              <Suspense fallback={null}>
                <NotificationCentre />
              </Suspense>
              <div className="hidden lg:block">
                <Suspense fallback={null}>
                  <AccountMenu />
                </Suspense>
              </div>
            </>
          ) : (
            <>
              {/* Phones have it in the menu; not rendered here (naming languages is slow on a phone). */}
              {wide && <LanguageSelect className="flex" />}
              <Link
                to={paths.login}
                className="focus-ring whitespace-nowrap rounded-lg px-3 py-2 font-semibold text-fg text-sm hover:bg-surface-hover"
              >
                {t('header.login')}
              </Link>
              <Link
                to={paths.registration}
                className="focus-ring whitespace-nowrap rounded-lg bg-primary px-3 py-2 font-semibold text-primary-contrast text-sm hover:brightness-110"
              >
                {t('header.register')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
