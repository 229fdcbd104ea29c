import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../shared/paths.ts';
import { SectionPage } from './pages/SectionPage.tsx';
import { RequireOperator } from './RequireOperator.tsx';

// A visitor's first screen; the rest loads with the screens that need it.
const SignInPage = lazy(() => import('../features/auth/pages/SignInPage.tsx'));
const NotFoundPage = lazy(() =>
  import('./pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

const PlayersRoutes = lazy(() => import('../features/players/PlayersRoutes.tsx'));

const SECTION_PAGES = [
  { path: paths.kyc, title: 'KYC queue', description: 'Documents waiting for a decision.' },
  { path: paths.withdrawals, title: 'Withdrawals', description: 'Withdrawals waiting for approval.' },
  { path: paths.reports, title: 'Reports', description: 'Figures per day and currency.' },
  { path: paths.audit, title: 'Audit log', description: 'Who did what, and when.' },
  { path: paths.operators, title: 'Operators', description: 'Operator accounts and API keys.' },
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
        <Route element={<RequireOperator />}>
          <Route index element={<Navigate to={paths.players} replace />} />
          <Route path={`${paths.players}/*`} element={<PlayersRoutes />} />
          {SECTION_PAGES.map(({ path, title, description }) => (
            <Route key={path} path={path} element={<SectionPage title={title} description={description} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
