import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSignOut } from '../features/auth/api/sign-out.ts';
import { messageOf } from '../shared/api/index.ts';
import { PRODUCT_NAME } from '../shared/base.ts';
import { paths } from '../shared/paths.ts';
import { mayOpen, sectionsFor } from '../shared/sections.ts';
import type { SignedInOperator } from '../shared/session/operator.ts';
import { Button } from '../shared/ui/Button.tsx';

/**
 * The console's shell: a banner with the product and the signed-in operator, the sections'
 * navigation and the main region. After a move to another screen, focus goes to the main region,
 * so a screen reader starts reading the new screen and Tab continues from there.
 */
export default function ConsoleLayout({
  operator,
  children,
}: {
  operator: SignedInOperator;
  children: ReactNode;
}) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const sections = sectionsFor(operator.roles);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus();
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="flex h-14 items-center justify-between border-slate-200 border-b bg-white px-4">
        <span className="font-bold text-lg">{PRODUCT_NAME}</span>
        <div className="flex items-center gap-3">
          <p className="text-slate-700 text-sm">
            Signed in as{' '}
            <Link to={paths.account} className="font-medium text-blue-800 underline">
              {operator.email}
            </Link>
            {operator.roles.length > 0 && (
              <span className="text-slate-600"> ({operator.roles.join(', ')})</span>
            )}
          </p>
          <Button variant="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            Sign out
          </Button>
        </div>
        {signOut.isError && (
          <p role="alert" className="text-red-800 text-sm">
            {messageOf(signOut.error, 'Signing out failed. Try again.')}
          </p>
        )}
      </header>
      <div className="flex flex-1">
        <nav aria-label="Sections" className="w-56 shrink-0 border-slate-200 border-r bg-white p-3">
          <ul className="space-y-1">
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={section.path}
                  className={({ isActive }) =>
                    `block rounded px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-700 ${
                      isActive
                        ? 'bg-blue-50 font-semibold text-blue-800'
                        : 'text-slate-700 hover:bg-slate-100'
                    }`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" ref={main} tabIndex={-1} className="min-w-0 flex-1 p-6 focus:outline-none">
          {mayOpen(pathname, operator.roles) ? (
            <Suspense
              fallback={
                <p role="status" className="text-slate-600">
                  Loading…
                </p>
              }
            >
              {children}
            </Suspense>
          ) : (
            <section aria-labelledby="refused-title">
              <h1 id="refused-title" className="font-bold text-2xl">
                Not for your roles
              </h1>
              <p className="mt-2 text-slate-700">Your roles do not open this section.</p>
            </section>
          )}
        </main>
      </div>
    </div>
  );
}
