import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { SubNav } from '../../shared/ui/SubNav.tsx';

const PopupsPage = lazy(() => import('./pages/PopupsPage.tsx'));
const CardsPage = lazy(() => import('./pages/CardsPage.tsx'));
const MessagesPage = lazy(() => import('./pages/MessagesPage.tsx'));
const PopupTypesPage = lazy(() => import('./pages/PopupTypesPage.tsx'));

const TABS = [
  { to: paths.crm, label: 'Popups', end: true },
  { to: `${paths.crm}/cards`, label: 'Content cards' },
  { to: `${paths.crm}/messages`, label: 'Messages' },
  { to: `${paths.crm}/popup-types`, label: 'Popup types' },
];

/** The CRM under /crm (ADR 029): popups, content cards, messages, and popup types. */
export default function CrmRoutes() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">CRM</h1>
      <SubNav label="CRM" links={TABS} />
      <Routes>
        <Route index element={<PopupsPage />} />
        <Route path="cards" element={<CardsPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="popup-types" element={<PopupTypesPage />} />
      </Routes>
    </div>
  );
}
