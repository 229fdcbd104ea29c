import { lazy } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { paths } from '../../shared/paths.ts';

const CallbacksPage = lazy(() => import('./pages/CallbacksPage.tsx'));
const LiveChatPage = lazy(() => import('./pages/LiveChatPage.tsx'));

const TABS = [
  { to: paths.support, label: 'Call-back queue', end: true },
  { to: `${paths.support}/live-chat`, label: 'Live chat', end: false },
];

/** Support under /support (ADR 028): the call-back queue and the live-chat settings. */
export default function SupportRoutes() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">Support</h1>
      <nav aria-label="Support">
        <ul className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `block rounded px-3 py-1 text-sm ${isActive ? 'bg-blue-50 font-semibold text-blue-800' : 'text-blue-800 underline'}`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<CallbacksPage />} />
        <Route path="live-chat" element={<LiveChatPage />} />
      </Routes>
    </div>
  );
}
