import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../shared/paths.ts';
import { useOperator } from '../shared/session/operator.ts';

// The signed-in shell holds the sections' contract calls (which sections the roles open): it loads
// once somebody is signed in, not with the sign-in page.
const ConsoleLayout = lazy(() => import('./ConsoleLayout.tsx'));

/** The signed-in part of the console: the shell around its screens, or the sign-in page for a visitor. */
export function RequireOperator() {
  const { operator, isPending } = useOperator();
  const location = useLocation();
  if (isPending) {
    return (
      <p role="status" className="p-6 text-slate-600">
        Loading…
      </p>
    );
  }
  if (!operator) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.signIn} replace state={from === paths.home ? undefined : { from }} />;
  }
  return (
    <ConsoleLayout operator={operator}>
      <Outlet />
    </ConsoleLayout>
  );
}
