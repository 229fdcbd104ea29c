import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PRODUCT_NAME } from '../shared/base.ts';
import { SECTIONS } from '../shared/paths.ts';
import type { SignedInOperator } from '../shared/session/operator.ts';

/**
 * The console's shell: a banner with the product and the signed-in operator, the sections'
 * navigation and the main region. After a move to another screen, focus goes to the main region,
 * so a screen reader starts reading the new screen and Tab continues from there.
 */
export function ConsoleLayout({ operator, children }: { operator: SignedInOperator; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
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
        <p className="text-slate-700 text-sm">
          Signed in as <span className="font-medium">{operator.displayName ?? operator.email}</span>
          {operator.roles.length > 0 && (
            <span className="text-slate-600"> ({operator.roles.join(', ')})</span>
          )}
        </p>
      </header>
      <div className="flex flex-1">
        <nav aria-label="Sections" className="w-56 shrink-0 border-slate-200 border-r bg-white p-3">
          <ul className="space-y-1">
            {SECTIONS.map((section) => (
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
        <main id="main" ref={main} tabIndex={-1} className="flex-1 p-6 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
