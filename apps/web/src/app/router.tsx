import type { StaticPageSlug } from '@croupier/contract';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes, useLocation, useSearchParams } from 'react-router';
import { nextTask } from '../shared/lib/next-task.ts';
import { paths, routePath } from '../shared/paths.ts';
import { NotFoundPage } from '../shared/ui/NotFoundPage.tsx';
import { Spinner } from '../shared/ui/Spinner.tsx';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';

// Declarative routing (ADR 005): the data router costs 17 KB gzipped of the lobby's first load,
// and data comes from React Query, not route loaders.

// A page's code is requested in a task after the render that wants it (the loader's preload of the
// page's chunks took a third of the app's first render), evaluated in another, and rendered in the
// next (ADR 037, total blocking time).
const page = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    await nextTask();
    const component = await load();
    await nextTask();
    return { default: component };
  });

const LobbyPage = page(async () => (await import('../features/games/pages/LobbyPage.tsx')).LobbyPage);
const GamesPage = page(async () => (await import('../features/games/pages/GamesPage.tsx')).GamesPage);
const GameFiltersPage = page(
  async () => (await import('../features/games/pages/GameFiltersPage.tsx')).GameFiltersPage,
);
const ProviderGamesPage = page(
  async () => (await import('../features/games/pages/ProviderGamesPage.tsx')).ProviderGamesPage,
);
const ProvidersPage = page(
  async () => (await import('../features/games/pages/ProvidersPage.tsx')).ProvidersPage,
);
const FavoritesPage = page(
  async () => (await import('../features/favorites/pages/FavoritesPage.tsx')).FavoritesPage,
);
const LastPlayedPage = page(
  async () => (await import('../features/favorites/pages/LastPlayedPage.tsx')).LastPlayedPage,
);
const GamePage = page(async () => (await import('../features/play/pages/GamePage.tsx')).GamePage);
const LoginPage = page(async () => (await import('../features/auth/pages/LoginPage.tsx')).LoginPage);
const RegistrationPage = page(
  async () => (await import('../features/auth/pages/RegistrationPage.tsx')).RegistrationPage,
);
const ForgotPasswordPage = page(
  async () => (await import('../features/auth/pages/ForgotPasswordPage.tsx')).ForgotPasswordPage,
);
const ProfilePage = page(async () => (await import('../features/profile/pages/ProfilePage.tsx')).ProfilePage);
const AccountPage = page(async () => (await import('./pages/AccountPage.tsx')).AccountPage);
const RewardsPage = page(async () => (await import('../features/rewards/pages/RewardsPage.tsx')).RewardsPage);
const KycPage = page(async () => (await import('../features/verification/pages/KycPage.tsx')).KycPage);
const EmailConfirmation = page(
  async () => (await import('../features/verification/components/EmailConfirmation.tsx')).EmailConfirmation,
);
const DepositPage = page(
  async () => (await import('../features/payments/pages/DepositPage.tsx')).DepositPage,
);
const HistoryPage = page(async () => (await import('./pages/HistoryPage.tsx')).HistoryPage);
const BankAccountPage = page(
  async () => (await import('../features/payments/pages/BankAccountPage.tsx')).BankAccountPage,
);
const SelfRestrictionPage = page(
  async () => (await import('../features/protection/pages/SelfRestrictionPage.tsx')).SelfRestrictionPage,
);
const SaferGamblingPage = page(
  async () => (await import('../features/protection/pages/SaferGamblingPage.tsx')).SaferGamblingPage,
);
const SportsPage = page(async () => (await import('../features/sports/pages/SportsPage.tsx')).SportsPage);
const PromotionsPage = page(
  async () => (await import('../features/campaigns/pages/PromotionsPage.tsx')).PromotionsPage,
);
const PromotionPage = page(
  async () => (await import('../features/campaigns/pages/PromotionPage.tsx')).PromotionPage,
);
const TournamentsPage = page(
  async () => (await import('../features/tournaments/pages/TournamentsPage.tsx')).TournamentsPage,
);
const TournamentPage = page(
  async () => (await import('../features/tournaments/pages/TournamentPage.tsx')).TournamentPage,
);
const LoyaltyPage = page(async () => (await import('../features/loyalty/pages/LoyaltyPage.tsx')).LoyaltyPage);
const StaticPage = page(async () => (await import('../features/content/pages/StaticPage.tsx')).StaticPage);
const CallbackPage = page(
  async () => (await import('../features/support/pages/CallbackPage.tsx')).CallbackPage,
);

/** Account pages of 000 §2 (ADR 010), the profile landing and the rewards (001 §2). */
const ACCOUNT_PAGES = [
  [paths.login, LoginPage],
  [paths.registration, RegistrationPage],
  [paths.forgotPassword, ForgotPasswordPage],
  [paths.profile, ProfilePage],
  [paths.account, AccountPage],
  [paths.kyc, KycPage],
  [paths.rewards, RewardsPage],
  [paths.loyalty, LoyaltyPage],
  [paths.tournaments, TournamentsPage],
] as const;

/** Wallet pages of 001 §2 (ADR 011); the withdrawal is a modal, without a path. */
const WALLET_PAGES = [
  [paths.deposit, DepositPage],
  [paths.history, HistoryPage],
  [paths.bankAccount, BankAccountPage],
  [paths.selfRestriction, SelfRestrictionPage],
  [paths.saferGambling, SaferGamblingPage],
] as const;

/** The pages of 000 §2 footer, served from `GET /pages/{slug}`. */
export const STATIC_PAGES: readonly StaticPageSlug[] = [
  'privacy-policy',
  'about-us',
  'general-terms-conditions',
];

/**
 * Each page's code loads with its route; only the shell is in the first load. A page that throws
 * shows the error state, and leaving for another path clears it.
 */
/** A page that failed to render is reported (ADR 029); the reporter loads only then. */
function reportRenderError(error: unknown) {
  void import('../shared/errors/report.ts').then((m) => m.reportError(error, 'render'));
}

function PageSlot({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]} onError={reportRenderError}>
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The e-mailed confirmation link lands on the root with `?verificationToken=` (ADR 008). */
function EmailLink() {
  const [params] = useSearchParams();
  const token = params.get('verificationToken');
  return token ? (
    <Suspense fallback={null}>
      <EmailConfirmation token={token} />
    </Suspense>
  ) : null;
}

/** The route table (000 §2): each route is registered when its page is real. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          index
          element={
            <PageSlot>
              <LobbyPage />
              <EmailLink />
            </PageSlot>
          }
        />
        <Route
          path={routePath(paths.games)}
          element={
            <PageSlot>
              <GamesPage />
            </PageSlot>
          }
        />
        <Route
          path={`${routePath(paths.games)}/category/:category`}
          element={
            <PageSlot>
              <GamesPage />
            </PageSlot>
          }
        />
        <Route
          path={routePath(paths.gameFilters)}
          element={
            <PageSlot>
              <GameFiltersPage />
            </PageSlot>
          }
        />
        <Route
          path={routePath(paths.lastPlayed)}
          element={
            <PageSlot>
              <LastPlayedPage />
            </PageSlot>
          }
        />
        <Route
          path={routePath(paths.favorites)}
          element={
            <PageSlot>
              <FavoritesPage />
            </PageSlot>
          }
        />
        {[routePath(paths.gameIndex), `${routePath(paths.gameIndex)}/:slug`].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <PageSlot>
                <GamePage />
              </PageSlot>
            }
          />
        ))}
        {[routePath(paths.sportsIndex), `${routePath(paths.sportsIndex)}/:slug/*`].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <PageSlot>
                <SportsPage />
              </PageSlot>
            }
          />
        ))}
        <Route
          path={routePath(paths.providers)}
          element={
            <PageSlot>
              <ProvidersPage />
            </PageSlot>
          }
        />
        <Route
          path={`${routePath(paths.providers)}/:alias`}
          element={
            <PageSlot>
              <ProviderGamesPage />
            </PageSlot>
          }
        />
        <Route
          path={`${routePath(paths.tournaments)}/:id`}
          element={
            <PageSlot>
              <TournamentPage />
            </PageSlot>
          }
        />
        {[...ACCOUNT_PAGES, ...WALLET_PAGES].map(([path, Page]) => (
          <Route
            key={path}
            path={routePath(path)}
            element={
              <PageSlot>
                <Page />
              </PageSlot>
            }
          />
        ))}
        <Route
          path={routePath(paths.callback)}
          element={
            <PageSlot>
              <CallbackPage />
            </PageSlot>
          }
        />
        <Route
          path={routePath(paths.promotions)}
          element={
            <PageSlot>
              <PromotionsPage />
            </PageSlot>
          }
        />
        <Route
          path={`${routePath(paths.promotions)}/type/:category`}
          element={
            <PageSlot>
              <PromotionsPage />
            </PageSlot>
          }
        />
        <Route
          path={`${routePath(paths.promotions)}/:campaignId`}
          element={
            <PageSlot>
              <PromotionPage />
            </PageSlot>
          }
        />
        {STATIC_PAGES.map((slug) => (
          <Route
            key={slug}
            path={routePath(paths.page(slug))}
            element={
              <PageSlot>
                <StaticPage slug={slug} />
              </PageSlot>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
