import { lazy } from 'react';
import { Route, Routes } from 'react-router';

const TournamentsPage = lazy(() => import('./pages/TournamentsPage.tsx'));
const NewTournamentPage = lazy(() => import('./pages/NewTournamentPage.tsx'));
const TournamentPage = lazy(() => import('./pages/TournamentPage.tsx'));

/** The tournaments' screens under /tournaments: the list, a new one, and one tournament's page. */
export default function TournamentsRoutes() {
  return (
    <Routes>
      <Route index element={<TournamentsPage />} />
      <Route path="new" element={<NewTournamentPage />} />
      <Route path=":id" element={<TournamentPage />} />
    </Routes>
  );
}
