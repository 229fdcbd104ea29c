import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { cx } from '../lib/cx.ts';
import { useSession } from '../session/use-session.ts';
import { setFavorite, useFavoriteIds } from './favorite-ids.ts';

/**
 * The heart: a toggle button (`aria-pressed`) that keeps a game among the player's favourites.
 * Its name stays "Favourite <game>" whatever its state, as toggle buttons should; the tooltip says
 * what pressing does. Favourites are for logged-in players (000 §6): a guest goes to login and
 * comes back here after.
 */
export function FavoriteButton({
  gameId,
  gameName,
  className,
}: {
  gameId: string;
  gameName: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { isLogged, uuid } = useSession();
  const player = isLogged ? uuid : null;
  const on = useFavoriteIds(player).data?.includes(gameId) ?? false;
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const onClick = () => {
    if (!player) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    void setFavorite(client, player, gameId, !on);
  };

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('favorites.toggle', { game: gameName })}
      title={t(on ? 'favorites.remove' : 'favorites.add')}
      onClick={onClick}
      className={cx(
        'focus-ring grid size-9 place-items-center rounded-full bg-bg/75 backdrop-blur transition hover:bg-bg',
        on ? 'text-primary' : 'text-fg',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.9 1.3 5.4 3.2 1.5-1.9 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
