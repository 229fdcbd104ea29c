import { lazy } from 'react';
import { Route, Routes } from 'react-router';

const PlayersPage = lazy(() => import('./pages/PlayersPage.tsx'));
const PlayerPage = lazy(() => import('./pages/PlayerPage.tsx'));

/** The players' screens under /players: the search, and one player's page. */
export default function PlayersRoutes() {
  return (
    <Routes>
      <Route index element={<PlayersPage />} />
      <Route path=":playerUuid" element={<PlayerPage />} />
    </Routes>
  );
}
