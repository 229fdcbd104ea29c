import { lazy } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { paths } from '../../shared/paths.ts';

const PopupsPage = lazy(() => import('./pages/PopupsPage.tsx'));
const CardsPage = lazy(() => import('./pages/CardsPage.tsx'));
const MessagesPage = lazy(() => import('./pages/MessagesPage.tsx'));
const PopupTypesPage = lazy(() => import('./pages/PopupTypesPage.tsx'));

const TABS = [
  { to: paths.crm, label: 'Popups', end: true },
  { to: `${paths.crm}/cards`, label: 'Content cards', end: false },
  { to: `${paths.crm}/messages`, label: 'Messages', end: false },
  { to: `${paths.crm}/popup-types`, label: 'Popup types', end: false },
];

/** The CRM under /crm (ADR 029): popups, content cards, messages, and popup types. */
export default function CrmRoutes() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">CRM</h1>
      <nav aria-label="CRM">
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
        <Route index element={<PopupsPage />} />
        <Route path="cards" element={<CardsPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="popup-types" element={<PopupTypesPage />} />
      </Routes>
    </div>
  );
}
