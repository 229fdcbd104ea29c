import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { useSession } from '../session/use-session.ts';
import { Heart, type HeartProps } from './Heart.tsx';

export type { HeartProps } from './Heart.tsx';

// A player's heart reads and changes favourites; its code loads only once someone is logged in,
// so a guest's lobby does not carry it.
const PlayerHeart = lazy(() => import('./PlayerHeart.tsx'));

/**
 * The heart on tiles and on the game page. Favourites are for logged-in players (000 §6): a guest's
 * heart goes to login and comes back here after.
 */
export function FavoriteButton(props: HeartProps) {
  const { isLogged, uuid } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = () => navigate(paths.loginThenBack(location.pathname + location.search));
  if (!isLogged || !uuid) return <Heart {...props} on={false} onClick={toLogin} />;
  return (
    // Until its code has loaded, the player's heart cannot know whether the game is a favourite.
    <Suspense fallback={<Heart {...props} on={false} busy onClick={() => {}} />}>
      <PlayerHeart {...props} player={uuid} />
    </Suspense>
  );
}
