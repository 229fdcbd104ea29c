import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { SupportChat } from '../features/support/livechat/SupportChat.tsx';
import { track } from '../shared/analytics/index.ts';
import { onLoggedOut } from '../shared/api/index.ts';
import { removePlayerQueries } from '../shared/api/query-keys.ts';
import { PAGE_START_ID } from '../shared/lib/page-start.ts';
import { useLaterTask } from '../shared/lib/use-later-task.ts';
import { paths } from '../shared/paths.ts';
import { rememberVisit } from '../shared/session/last-visited.ts';
import { useSession } from '../shared/session/use-session.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { BottomNav } from './header/BottomNav.tsx';
import { useProfileInit } from './use-profile-init.ts';

// Web popups and instant messages (ADR 029) load after the shell.
const CrmLayer = lazy(() => import('../features/crm/components/CrmLayer.tsx'));
// A player's reality checks, time limit, previous login and deposit-limit invitation (ADR 044).
const ProtectionLayer = lazy(() => import('../features/protection/components/ProtectionLayer.tsx'));

export function Layout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A logout, or a renewal that yields no token, drops every player query and goes to the root (000 §4).
  useEffect(
    () =>
      onLoggedOut(() => {
        removePlayerQueries(queryClient);
        navigate(paths.home);
      }),
    [navigate, queryClient],
  );
  useScrollToTopOnNavigation();
  useRememberVisits();
  useProfileInit();
  // The footer (below the fold: `main` is a screen tall), the chat button and popups come a task later.
  const later = useLaterTask();
  const { isLogged, uuid } = useSession();
  return (
    // The bottom bar (phones) is fixed: the page ends above it, so it never covers the footer.
    <div className="flex min-h-screen flex-col bg-bg pb-(--bottom-bar) text-fg">
      <a
        id={PAGE_START_ID}
        href="#main"
        className="focus-ring sr-only z-50 rounded bg-primary px-3 py-2 text-primary-contrast focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('common.skipToContent')}
      </a>
      <Header />
      {later && isLogged && uuid && (
        <Suspense fallback={null}>
          <ProtectionLayer key={uuid} uuid={uuid} />
        </Suspense>
      )}
      {/* At least a screen tall: the footer starts below the fold, so content arriving cannot push it (CLS). */}
      <main id="main" className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      {later && <Footer />}
      <BottomNav />
      {later && (
        <>
          <SupportChat />
          <Suspense fallback={null}>
            <CrmLayer />
          </Suspense>
        </>
      )}
    </div>
  );
}

/** A new page starts at its top; back and forward leave the position to the browser. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what triggers the scroll
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
}

/** The last page that is not login, forgot password or registration: where a login returns (000 §2). */
function useRememberVisits() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberVisit(pathname, search), [pathname, search]);
  // A page view per path (000 §9 analytics; sent only after consent).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what makes a page view
  useEffect(() => track('page_view'), [pathname]);
}
