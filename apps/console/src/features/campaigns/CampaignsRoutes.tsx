import { lazy } from 'react';
import { Route, Routes } from 'react-router';

const CampaignsPage = lazy(() => import('./pages/CampaignsPage.tsx'));
const CampaignPage = lazy(() => import('./pages/CampaignPage.tsx'));
const CalendarPage = lazy(() => import('./pages/CalendarPage.tsx'));
const WelcomePacksPage = lazy(() => import('./pages/WelcomePacksPage.tsx'));

/** The campaigns' screens under /campaigns: the list, the calendar, welcome packs, one campaign (or a new one). */
export default function CampaignsRoutes() {
  return (
    <Routes>
      <Route index element={<CampaignsPage />} />
      <Route path="calendar" element={<CalendarPage />} />
      <Route path="welcome-packs" element={<WelcomePacksPage />} />
      <Route path=":campaignUUID" element={<CampaignPage />} />
    </Routes>
  );
}
