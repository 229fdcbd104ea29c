import { chooseLocale } from '@croupier/contract/rules/locale';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useBrand } from '../shared/brand/index.ts';
import { switchLocale } from '../shared/i18n/index.ts';
import { cx } from '../shared/lib/cx.ts';
import { paths } from '../shared/paths.ts';
import { useSession } from '../shared/session/use-session.ts';
import { toastError } from '../shared/ui/toast.tsx';
import { LOCALE_STORAGE_KEY } from './bootstrap.ts';

// The balance and the cashier links load after the shell, for logged-in players only.
const PlayerWallet = lazy(async () => ({
  default: (await import('./PlayerWallet.tsx')).PlayerWallet,
}));

// The notification centre (000 §2) loads after the shell, for logged-in players only.
const NotificationCentre = lazy(() => import('../features/crm/components/NotificationCentre.tsx'));

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'focus-ring rounded-md px-3 py-2 font-medium text-sm transition',
    isActive ? 'bg-surface-hover text-fg' : 'text-muted hover:text-fg',
  );

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function Header() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const { isLogged } = useSession();

  const onLanguage = async (value: string) => {
    const locale = chooseLocale(brand.locales, { preferred: value }, brand.defaultLocale);
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      await switchLocale(locale, { countryCode: brand.defaultCountry });
    } catch {
      toastError(t('middleware.undefined'));
    }
  };

  return (
    <header className="sticky top-0 z-40 border-line border-b bg-bg/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link
          to={paths.home}
          className="focus-ring rounded-md font-black text-primary text-xl tracking-tight"
        >
          {brand.name}
        </Link>
        <nav
          aria-label={t('nav.label')}
          className="order-last flex w-full gap-1 overflow-x-auto md:order-none md:w-auto"
        >
          <NavLink to={paths.home} end className={navClass}>
            {t('nav.lobby')}
          </NavLink>
          <NavLink to={paths.games} end className={navClass}>
            {t('nav.games')}
          </NavLink>
          <NavLink to={paths.providers} className={navClass}>
            {t('nav.providers')}
          </NavLink>
          {brand.features.sports && (
            <NavLink to={paths.sportsIndex} className={navClass}>
              {t('nav.sports')}
            </NavLink>
          )}
          <NavLink to={paths.promotions} className={navClass}>
            {t('nav.promotions')}
          </NavLink>
          {brand.features.tournaments && (
            <NavLink to={paths.tournaments} className={navClass}>
              {t('nav.tournaments')}
            </NavLink>
          )}
          {isLogged && (
            <>
              <NavLink to={paths.favorites} className={navClass}>
                {t('nav.favorites')}
              </NavLink>
              <NavLink to={paths.lastPlayed} className={navClass}>
                {t('nav.lastPlayed')}
              </NavLink>
            </>
          )}
        </nav>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <Link
            to={paths.search}
            className="focus-ring rounded-md px-3 py-2 text-muted text-sm hover:text-fg"
          >
            {t('header.search')}
          </Link>
          <label className="flex items-center gap-2 text-muted text-sm">
            <span className="sr-only sm:not-sr-only">{t('header.language')}</span>
            <select
              value={i18n.language}
              onChange={(e) => void onLanguage(e.target.value)}
              className="focus-ring rounded-md border border-line bg-surface px-2 py-1.5 text-fg"
            >
              {brand.locales.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          </label>
          {isLogged ? (
            <>
              <Suspense fallback={null}>
                <PlayerWallet />
              </Suspense>
              <Suspense fallback={null}>
                <NotificationCentre />
              </Suspense>
              <Link
                to={paths.profile}
                className="focus-ring rounded-lg px-3 py-2 font-semibold text-fg text-sm hover:bg-surface-hover"
              >
                {t('header.account')}
              </Link>
              <button
                type="button"
                onClick={() => void import('../shared/session/logout.ts').then((m) => m.logout())}
                className="focus-ring rounded-lg border border-line px-3 py-2 font-semibold text-fg text-sm hover:bg-surface-hover"
              >
                {t('header.logout')}
              </button>
            </>
          ) : (
            <>
              <Link
                to={paths.login}
                className="focus-ring rounded-lg px-3 py-2 font-semibold text-fg text-sm hover:bg-surface-hover"
              >
                {t('header.login')}
              </Link>
              <Link
                to={paths.registration}
                className="focus-ring rounded-lg bg-primary px-3 py-2 font-semibold text-primary-contrast text-sm hover:brightness-110"
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
