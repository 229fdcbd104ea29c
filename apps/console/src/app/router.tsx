import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../shared/paths.ts';
import { RequireOperator } from './RequireOperator.tsx';

// A visitor's first screen; the rest loads with the screens that need it.
const SignInPage = lazy(() => import('../features/auth/pages/SignInPage.tsx'));
const KycQueuePage = lazy(() => import('../features/kyc/KycQueuePage.tsx'));
const WithdrawalsPage = lazy(() => import('../features/withdrawals/WithdrawalsPage.tsx'));
const ActivatePage = lazy(() => import('../features/auth/pages/ActivatePage.tsx'));
const AccountPage = lazy(() => import('../features/account/pages/AccountPage.tsx'));
const AuditPage = lazy(() => import('../features/audit/pages/AuditPage.tsx'));
const OperatorsPage = lazy(() => import('../features/operators/pages/OperatorsPage.tsx'));
const ReportsPage = lazy(() => import('../features/reports/pages/ReportsPage.tsx'));
const RewardsPage = lazy(() => import('../features/rewards/pages/RewardsPage.tsx'));
const CataloguePage = lazy(() => import('../features/catalogue/pages/CataloguePage.tsx'));
const BrandPage = lazy(() => import('../features/brand/pages/BrandPage.tsx'));
const PlayersRoutes = lazy(() => import('../features/players/PlayersRoutes.tsx'));
const CampaignsRoutes = lazy(() => import('../features/campaigns/CampaignsRoutes.tsx'));
const CrmRoutes = lazy(() => import('../features/crm/CrmRoutes.tsx'));
const SupportRoutes = lazy(() => import('../features/support/SupportRoutes.tsx'));
const TournamentsRoutes = lazy(() => import('../features/tournaments/TournamentsRoutes.tsx'));
const LoyaltyPage = lazy(() => import('../features/loyalty/pages/LoyaltyPage.tsx'));
const ErrorReportsPage = lazy(() => import('../features/error-reports/pages/ErrorReportsPage.tsx'));
const HomeSection = lazy(() => import('./HomeSection.tsx'));
const NotFoundPage = lazy(() =>
  import('./pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** The sections whose screens are built: each its own page. */
const BUILT_PAGES = [
  { path: paths.account, Page: AccountPage },
  { path: paths.audit, Page: AuditPage },
  { path: paths.operators, Page: OperatorsPage },
  { path: paths.reports, Page: ReportsPage },
  { path: paths.errorReports, Page: ErrorReportsPage },
  { path: paths.loyalty, Page: LoyaltyPage },
  { path: paths.rewards, Page: RewardsPage },
  { path: paths.catalogue, Page: CataloguePage },
  { path: paths.brand, Page: BrandPage },
];

export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <p role="status" className="p-6 text-slate-600">
          Loading…
        </p>
      }
    >
      <Routes>
        <Route path={paths.signIn} element={<SignInPage />} />
        <Route path={paths.activate} element={<ActivatePage />} />
        <Route element={<RequireOperator />}>
          <Route index element={<HomeSection />} />
          <Route path={`${paths.players}/*`} element={<PlayersRoutes />} />
          <Route path={`${paths.campaigns}/*`} element={<CampaignsRoutes />} />
          <Route path={`${paths.tournaments}/*`} element={<TournamentsRoutes />} />
          <Route path={paths.kyc} element={<KycQueuePage />} />
          <Route path={paths.withdrawals} element={<WithdrawalsPage />} />
          <Route path={`${paths.crm}/*`} element={<CrmRoutes />} />
          <Route path={`${paths.support}/*`} element={<SupportRoutes />} />
          {BUILT_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
